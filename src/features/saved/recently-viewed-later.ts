/**
 * A step with no imports of its own between the home page and the strip: the home page's chunk then names none of
 * the strip's modules to preload (a list that costs its JS budget, src/lib/budgets.ts); this chunk carries it.
 */
export const loadRecentlyViewedStrip = () => import('./recently-viewed-strip');
