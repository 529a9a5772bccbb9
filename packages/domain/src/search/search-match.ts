import type { Boat } from '../schemas/boat';
import { publicState } from '../boats/listing-visibility';
import { boatMatcher } from './filters';
import { indexBoat } from './search';
import { parseBoatsSearchDefined, SEARCH_KEYS, type BoatsSearch } from './search-params';
import { filtersFromSearch } from './search-filters';

/**
 * Pure: a search as a saved search keeps it, the /boats URL params as a query string ('type=Catamaran&priceMax=900000'),
 * keys in the URL's order. The sort is left out: a saved search is what it finds, not the order it was looked at in,
 * so two searches that differ only by sort are the same saved search.
 */
export function searchParamsOf(search: BoatsSearch): string {
  const clean = parseBoatsSearchDefined(search);
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = clean[key];
    if (key !== 'sort' && value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** Pure: the search stored as params, through the same check as a URL typed by hand (never throws). */
export function searchFromParams(params: string): BoatsSearch {
  return parseBoatsSearchDefined(Object.fromEntries(new URLSearchParams(params)));
}

/**
 * Pure: whether a boat is one a search finds, as /boats lists it: for sale (under offer included), or sold in the
 * last 30 days and shown as sold when the search asks for those (sold=1), and through the page's filters (boatMatcher).
 * Free of the browser, so a server can run it over a new listing.
 */
export function boatMatchesSearch(search: BoatsSearch, boat: Boat, now: Date): boolean {
  return boatsMatchingSearch(search, [boat], now).length === 1;
}

/** Pure: the boats a search finds, in the order given (boatMatchesSearch, the filters worked out once). */
export function boatsMatchingSearch(search: BoatsSearch, boats: readonly Boat[], now: Date): Boat[] {
  const filters = filtersFromSearch(search);
  const matches = boatMatcher(filters);
  return boats.filter((boat) => {
    const state = publicState(boat, now);
    if (state !== 'for-sale' && !(state === 'recently-sold' && filters.sold)) return false;
    return matches(indexBoat(boat));
  });
}
