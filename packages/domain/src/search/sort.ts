import type { Boat } from '../schemas/boat';

export const SORT_OPTIONS = [
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'length-asc', label: 'Length: Small to Large' },
  { value: 'length-desc', label: 'Length: Large to Small' },
  { value: 'year-desc', label: 'Newest First' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_KEYS = SORT_OPTIONS.map((o) => o.value) as [SortKey, ...SortKey[]];

/** A price on request sorts after every published price, whichever way prices are sorted. */
const onRequestLast = (a: Boat, b: Boat) => Number(a.priceOnRequest) - Number(b.priceOnRequest);

const COMPARE: Record<SortKey, (a: Boat, b: Boat) => number> = {
  'price-asc': (a, b) => onRequestLast(a, b) || (a.priceOnRequest ? 0 : a.price - b.price),
  'price-desc': (a, b) => onRequestLast(a, b) || (a.priceOnRequest ? 0 : b.price - a.price),
  'length-asc': (a, b) => a.length - b.length,
  'length-desc': (a, b) => b.length - a.length,
  'year-desc': (a, b) => b.year - a.year,
};

/** The list's default order (no sort chosen): newest created first; id breaks exact ties so the order is fixed. */
export function compareNewestCreatedFirst(a: Boat, b: Boat): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Sorts a list that is already in the default order. The sort is stable, so boats that tie on the chosen key
 * keep the default order among themselves. No sort key returns the list as it is.
 */
export function sortBoats<T extends Boat>(boats: readonly T[], sort: SortKey | null): T[] {
  if (sort === null) return [...boats];
  const compare = COMPARE[sort];
  return [...boats].sort(compare);
}
