import { ANY, ALL, DEFAULT_FILTERS, type BoatFilters, type Range } from './filters';
import { MAX_QUERY_LENGTH, parseBoatsSearchDefined, type BoatsSearch } from './search-params';

// The page's filters and the URL's search, each into the other. Apart from the URL check (search-params.ts), which is
// in the route tree of every page: this needs the filters, which only /boats and the search matching load.

const rangeOf = (min: number | undefined, max: number | undefined): Range =>
  min === undefined && max === undefined ? ANY : { min: min ?? null, max: max ?? null };

/** The page's filters from the URL's search: what the URL leaves out is the default. */
export function filtersFromSearch(search: BoatsSearch): BoatFilters {
  return {
    q: search.q ?? DEFAULT_FILTERS.q,
    type: search.type ?? DEFAULT_FILTERS.type,
    condition: search.condition ?? DEFAULT_FILTERS.condition,
    sort: search.sort ?? DEFAULT_FILTERS.sort,
    sold: search.sold === 1,
    price: rangeOf(search.priceMin, search.priceMax),
    length: rangeOf(search.lengthMin, search.lengthMax),
    year: rangeOf(search.yearMin, search.yearMax),
    location: search.location ?? ALL,
    fuel: search.fuel ?? ALL,
    hull: search.hull ?? ALL,
    cabins: search.cabins ?? null,
    hoursMax: search.hoursMax ?? null,
  };
}

/** The URL form of the filters: defaults omitted, search text trimmed, ranges the right way round. */
export function searchFromFilters(filters: BoatFilters): BoatsSearch {
  const q = filters.q.trim().slice(0, MAX_QUERY_LENGTH);
  // Through the same check as a URL typed by hand: what the page writes is what a reload reads.
  return parseBoatsSearchDefined({
    q: q === '' ? undefined : q,
    type: filters.type === ALL ? undefined : filters.type,
    condition: filters.condition === ALL ? undefined : filters.condition,
    sort: filters.sort ?? undefined,
    sold: filters.sold ? 1 : undefined,
    priceMin: filters.price.min ?? undefined,
    priceMax: filters.price.max ?? undefined,
    lengthMin: filters.length.min ?? undefined,
    lengthMax: filters.length.max ?? undefined,
    yearMin: filters.year.min ?? undefined,
    yearMax: filters.year.max ?? undefined,
    location: filters.location === ALL ? undefined : filters.location,
    fuel: filters.fuel === ALL ? undefined : filters.fuel,
    hull: filters.hull === ALL ? undefined : filters.hull,
    cabins: filters.cabins ?? undefined,
    hoursMax: filters.hoursMax ?? undefined,
  });
}
