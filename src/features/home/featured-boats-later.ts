/**
 * A step with no imports of its own between the home page and the loader: the home page's code then names none of
 * the loader's modules to preload (a list that costs its JS budget, src/lib/budgets.ts); this chunk carries it.
 */
export const loadFeaturedBoatsLater = () => import('./load-featured-boats').then((m) => m.loadFeaturedBoats());
