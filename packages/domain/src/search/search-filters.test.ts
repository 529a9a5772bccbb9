import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './search-filters';
import { parseBoatsSearch } from './search-params';
import { DEFAULT_FILTERS } from './filters';

describe('filters <-> search', () => {
  it('fills defaults for missing params', () => {
    expect(filtersFromSearch({})).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch({ condition: 'new', sort: 'year-desc' })).toEqual({
      ...DEFAULT_FILTERS,
      condition: 'new',
      sort: 'year-desc',
    });
  });
  it('omits defaults from the URL', () => {
    expect(searchFromFilters(DEFAULT_FILTERS)).toEqual({});
    expect(searchFromFilters({ ...DEFAULT_FILTERS, q: '  ' })).toEqual({});
    expect(
      searchFromFilters({
        ...DEFAULT_FILTERS,
        q: ' whaler ',
        type: 'Catamaran',
        condition: 'used',
        sort: 'length-asc',
      }),
    ).toEqual({
      q: 'whaler',
      type: 'Catamaran',
      condition: 'used',
      sort: 'length-asc',
    });
  });
  it('round-trips', () => {
    const search = { q: 'sea', type: 'Sport Fishing', condition: 'new' as const, sort: 'price-asc' as const };
    expect(searchFromFilters(filtersFromSearch(parseBoatsSearch(search)))).toEqual(search);
  });
});

describe('range filters and facets between the URL and the page', () => {
  it('round-trips every filter through the page’s filters and back', () => {
    const search = {
      q: 'sea',
      priceMin: 1000,
      priceMax: 2000,
      lengthMin: 20.5,
      lengthMax: 40,
      yearMin: 2000,
      yearMax: 2020,
      location: 'Nassau, Bahamas',
      fuel: 'diesel' as const,
      hull: 'steel' as const,
      cabins: 2,
      hoursMax: 0,
    };
    expect(searchFromFilters(filtersFromSearch(parseBoatsSearch(search)))).toEqual(search);
    expect(filtersFromSearch(search).price).toEqual({ min: 1000, max: 2000 });
    expect(filtersFromSearch({ priceMax: 5 }).price).toEqual({ min: null, max: 5 });
  });
  it('writes a range the page was given the wrong way round the right way', () => {
    expect(searchFromFilters({ ...DEFAULT_FILTERS, year: { min: 2020, max: 2000 } })).toEqual({
      yearMin: 2000,
      yearMax: 2020,
    });
  });
});

describe('recently sold boats between the URL and the page', () => {
  it("'?sold=1' is the filter on, and the filter on writes '?sold=1'", () => {
    expect(filtersFromSearch({ sold: 1 }).sold).toBe(true);
    expect(searchFromFilters({ ...DEFAULT_FILTERS, sold: true })).toEqual({ sold: 1 });
  });
});
