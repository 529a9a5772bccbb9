/**
 * A step with no imports of its own between the price slot and the code it loads: the card's and boat page's chunk
 * then names none of that code's modules to preload (a list that costs their JS budget, src/lib/budgets.ts); this
 * chunk carries it.
 */
export const loadApproxPrice = () => import('./approx-price');
