import type { BoatsSearch } from '@harbour/domain/search/search-params';

/** The URL params behind 'More filters', one per filter (a range counts once). */
const MORE_FILTER_PARAMS: readonly (readonly (keyof BoatsSearch)[])[] = [
  ['priceMin', 'priceMax'],
  ['lengthMin', 'lengthMax'],
  ['yearMin', 'yearMax'],
  ['location'],
  ['fuel'],
  ['hull'],
  ['cabins'],
  ['hoursMax'],
];

/** Pure: how many of the filters behind 'More filters' a search applies (a range, one end or both, counts once). */
export function moreFiltersCount(applied: BoatsSearch): number {
  return MORE_FILTER_PARAMS.filter((params) => params.some((p) => applied[p] !== undefined)).length;
}
