/**
 * On #root of a rendered page (page-html.ts writes it): the time its time-dependent parts (a listing's badges) were
 * worked out at; useNow reads it while the page hydrates. A module of its own: the boat page's code then loads only
 * this, not the other #root attributes of hydration.ts (which the app's entry already holds).
 */
export const RENDERED_AT_ATTR = 'data-rendered-at';
