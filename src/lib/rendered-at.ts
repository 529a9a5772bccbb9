/**
 * On #root of a rendered page (src/app/prerender/page-html.ts writes it): the time its time-dependent parts (a
 * listing's badges) were worked out at; useNow (src/ui/use-now.ts) reads it while the page hydrates. A plain value
 * in the lowest layer, so both can import it. A module of its own: the boat page's code then loads only this, not the
 * other #root attributes of src/app/prerender/hydration.ts (which the app's entry already holds).
 */
export const RENDERED_AT_ATTR = 'data-rendered-at';
