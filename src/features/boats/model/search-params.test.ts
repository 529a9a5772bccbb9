import { describe, expect, it } from 'vitest';
import { SEARCH_KEYS, filtersFromSearch, parseBoatsSearch, searchFromFilters } from './search-params';
import { DEFAULT_FILTERS } from './filters';

describe('parseBoatsSearch', () => {
  it('keeps valid values', () => {
    expect(parseBoatsSearch({ q: 'sea ray', type: 'Motor Yacht', condition: 'used', sort: 'price-desc' })).toEqual({
      q: 'sea ray',
      type: 'Motor Yacht',
      condition: 'used',
      sort: 'price-desc',
    });
  });
  it('gives no params for an empty search', () => {
    expect(parseBoatsSearch({})).toEqual({});
  });
  it('drops unknown or malformed values one by one, keeping the good ones', () => {
    expect(parseBoatsSearch({ sort: 'bogus', condition: 'zzz', q: 'whaler' })).toEqual({ q: 'whaler' });
    expect(parseBoatsSearch({ sort: ['price-asc'], condition: { a: 1 }, type: { x: 1 }, q: null })).toEqual({});
    expect(parseBoatsSearch({ condition: 'NEW' })).toEqual({});
  });
  it('names every key, so malformed raw values the router keeps are overwritten', () => {
    const parsed = parseBoatsSearch({ sort: 'bogus', condition: 'zzz' });
    expect(Object.keys(parsed).sort()).toEqual([...SEARCH_KEYS].sort());
    expect({ sort: 'bogus', condition: 'zzz', ...parsed }).toEqual({});
  });
  it("includes recently sold boats only for '?sold=1'", () => {
    expect(parseBoatsSearch({ sold: 1 })).toEqual({ sold: 1 });
    expect(parseBoatsSearch({ sold: '1' })).toEqual({ sold: 1 });
    for (const sold of [0, 2, 'yes', true, ['1']]) expect(parseBoatsSearch({ sold })).toEqual({});
    expect(filtersFromSearch({ sold: 1 }).sold).toBe(true);
    expect(searchFromFilters({ ...DEFAULT_FILTERS, sold: true })).toEqual({ sold: 1 });
  });
  it('never throws on odd input', () => {
    expect(parseBoatsSearch(null)).toEqual({});
    expect(parseBoatsSearch('q=x')).toEqual({});
    expect(parseBoatsSearch(undefined)).toEqual({});
  });
  it('takes a number the router parsed from the URL back as search text', () => {
    expect(parseBoatsSearch({ q: 2022 })).toEqual({ q: '2022' });
    expect(parseBoatsSearch({ q: Number.NaN })).toEqual({});
  });
  it('trims text, drops blanks and the all sentinel, and caps the query length', () => {
    expect(parseBoatsSearch({ q: '   ', type: '  ' })).toEqual({});
    expect(parseBoatsSearch({ q: '  sea  ' })).toEqual({ q: 'sea' });
    expect(parseBoatsSearch({ type: 'all' })).toEqual({});
    expect(parseBoatsSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});

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

describe('range filters and facets in the URL', () => {
  it('keeps valid numbers, as the router parses them or as text', () => {
    expect(
      parseBoatsSearch({
        priceMin: 100000,
        priceMax: '500000',
        lengthMin: 30.25,
        lengthMax: '60',
        yearMin: 2010,
        yearMax: '2024',
        cabins: 2,
        hoursMax: '1500',
      }),
    ).toEqual({
      priceMin: 100000,
      priceMax: 500000,
      lengthMin: 30.3,
      lengthMax: 60,
      yearMin: 2010,
      yearMax: 2024,
      cabins: 2,
      hoursMax: 1500,
    });
  });
  it('each bad value falls back on its own, keeping the others; never throws', () => {
    expect(
      parseBoatsSearch({
        priceMin: -5,
        priceMax: 'lots',
        lengthMin: 0,
        lengthMax: Infinity,
        yearMin: 1492,
        yearMax: [2020],
        cabins: 0,
        hoursMax: -1,
        fuel: 'coal',
        hull: { x: 1 },
        location: '   ',
        q: 'whaler',
      }),
    ).toEqual({ q: 'whaler' });
    expect(parseBoatsSearch({ priceMin: 'NaN', yearMin: '2e3', fuel: 'diesel' })).toEqual({ fuel: 'diesel' });
  });
  it('a range typed the wrong way round is read as the range between its ends', () => {
    expect(parseBoatsSearch({ priceMin: 500000, priceMax: 100000 })).toEqual({ priceMin: 100000, priceMax: 500000 });
    expect(parseBoatsSearch({ yearMin: 2024, yearMax: 2010, lengthMin: 50, lengthMax: 20 })).toEqual({
      yearMin: 2010,
      yearMax: 2024,
      lengthMin: 20,
      lengthMax: 50,
    });
    // One good end and one bad: the good one stays.
    expect(parseBoatsSearch({ priceMin: 500000, priceMax: 'x' })).toEqual({ priceMin: 500000 });
  });
  it('takes a location the router parsed as a number back as text, and the facets’ known values only', () => {
    expect(parseBoatsSearch({ location: ' Nassau, Bahamas ', fuel: 'diesel', hull: 'aluminum' })).toEqual({
      location: 'Nassau, Bahamas',
      fuel: 'diesel',
      hull: 'aluminum',
    });
    expect(parseBoatsSearch({ fuel: 'DIESEL', hull: 'plastic' })).toEqual({});
  });
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

describe('facet vocabulary', () => {
  it('takes every fuel type and hull material the listings may have', async () => {
    const { FUEL_TYPES, HULL_MATERIALS } = await import('@/data/schemas/particulars');
    for (const fuel of FUEL_TYPES) expect(parseBoatsSearch({ fuel }).fuel).toBe(fuel);
    for (const hull of HULL_MATERIALS) expect(parseBoatsSearch({ hull }).hull).toBe(hull);
  });
});
