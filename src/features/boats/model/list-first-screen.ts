import type { Boat } from '@harbour/domain/schemas/boat';
import type { PartialList } from '@/data/public/partial-snapshot';
import {
  ALL,
  selectBoats,
  splitBySale,
  typeOptions,
  type BoatFilters,
  type Option,
} from '@harbour/domain/search/filters';
import { indexBoats } from '@harbour/domain/search/search';
import { parseBoatsSearchDefined, SEARCH_KEYS, type BoatsSearch } from '@harbour/domain/search/search-params';
import { filtersFromSearch } from '@harbour/domain/search/search-filters';

// What /boats shows first, worked out by the list's own rules (the page uses the same functions): the boats it
// searches, the type filter's choices, the matches in the list's order, and how many cards its first step shows. The
// page renderer (src/app/prerender/page-snapshot.ts) puts only that first screen in a rendered /boats page.

/** Cards the list shows before 'Show more boats' (use-incremental-list.ts's first step): a rendered page's first screen. */
export const BOATS_PAGE_SIZE = 24;

/**
 * Pure: the list query a search asks, as one text: every /boats param (sort included: it decides which boats come
 * first), through the URL's own check, keys in the URL's order. Two searches that list the same boats in the same
 * order have the same key; '' is the plain /boats.
 */
export function listQueryKey(search: BoatsSearch): string {
  const clean = parseBoatsSearchDefined(search);
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** Pure: the boats the list searches: those for sale, and the recently sold ones too when the visitor asks for them. */
export function listedBoats<T extends Boat>(split: { forSale: T[]; recentlySold: T[] }, sold: boolean): T[] {
  return sold ? [...split.forSale, ...split.recentlySold] : split.forSale;
}

/** Pure: the type filter's choices ('All Types' first) from the types of the boats searched. */
export const typeChoices = (types: readonly string[]): Option[] => typeOptions(types.map((type) => ({ type })));

/** Pure: the type filtered by: one that none of the searched boats has (an old link, a typo) counts as All Types. */
export const typeFilter = (types: readonly Option[], type: string): string =>
  types.some((t) => t.value === type) ? type : ALL;

/** What a list query's first screen shows: its first boats, and what the page says of the whole list. */
export interface ListFirstScreen extends PartialList {
  boats: Boat[];
}

/**
 * Pure: the first screen of /boats for a search at `now` (badges and what is for sale depend on it): the first `size`
 * boats the list shows for it, in its order, with the number of matches, of boats searched, and their types.
 */
export function listFirstScreen(
  boats: readonly Boat[],
  search: BoatsSearch,
  now: Date,
  size = BOATS_PAGE_SIZE,
): ListFirstScreen {
  const filters: BoatFilters = filtersFromSearch(parseBoatsSearchDefined(search));
  const data = listedBoats(splitBySale(boats, now), filters.sold);
  const types = typeOptions(data);
  const results = selectBoats(indexBoats(data), { ...filters, type: typeFilter(types, filters.type) });
  return {
    query: listQueryKey(search),
    boats: results.slice(0, size),
    matches: results.length,
    listed: data.length,
    types: types.slice(1).map((t) => t.value),
  };
}
