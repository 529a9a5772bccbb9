import { describe, expect, it } from 'vitest';
import { describeFilters, withoutFilter } from './filters-describe';
import { parseBoatsSearch } from './search-params';

describe('describeFilters', () => {
  it('says nothing for no filters, nor for a sort alone', () => {
    expect(describeFilters({})).toEqual([]);
    expect(describeFilters({ sort: 'price-asc' })).toEqual([]);
  });
  it('names each range by its ends', () => {
    expect(describeFilters({ priceMax: 500_000 }).map((c) => c.label)).toEqual(['Price up to $500,000']);
    expect(describeFilters({ priceMin: 100_000 }).map((c) => c.label)).toEqual(['Price from $100,000']);
    expect(describeFilters({ priceMin: 100_000, priceMax: 500_000 }).map((c) => c.label)).toEqual([
      'Price $100,000 to $500,000',
    ]);
    expect(describeFilters({ yearMin: 2015, yearMax: 2020 }).map((c) => c.label)).toEqual(['Year 2015 to 2020']);
    expect(describeFilters({ lengthMin: 30 }).map((c) => c.label)).toEqual(['Length from 30 ft']);
  });
  it('gives lengths in the visitor’s unit (the search stays in feet)', () => {
    expect(describeFilters({ lengthMin: 32.8, lengthMax: 49.2 }, 'metric').map((c) => c.label)).toEqual([
      'Length 10 m to 15 m',
    ]);
    expect(describeFilters({ lengthMax: 49.2 }, 'imperial').map((c) => c.label)).toEqual(['Length up to 49.2 ft']);
  });
  it('names every filter, in a fixed order, each with the key its removal clears', () => {
    const search = parseBoatsSearch({
      q: 'sea ray',
      type: 'Catamaran',
      condition: 'used',
      sort: 'price-asc',
      sold: 1,
      priceMax: 500000,
      lengthMin: 30,
      yearMin: 2015,
      location: 'Nassau, Bahamas',
      fuel: 'diesel',
      hull: 'fiberglass',
      cabins: 1,
      hoursMax: 1500,
    });
    expect(describeFilters(search)).toEqual([
      { key: 'q', label: 'Search: "sea ray"' },
      { key: 'type', label: 'Type: Catamaran' },
      { key: 'condition', label: 'Pre-Owned' },
      { key: 'price', label: 'Price up to $500,000' },
      { key: 'length', label: 'Length from 30 ft' },
      { key: 'year', label: 'Year from 2015' },
      { key: 'location', label: 'Location: Nassau, Bahamas' },
      { key: 'fuel', label: 'Fuel: Diesel' },
      { key: 'hull', label: 'Hull: Fiberglass' },
      { key: 'cabins', label: 'At least 1 cabin' },
      { key: 'hoursMax', label: 'Engine hours up to 1,500' },
      { key: 'sold', label: 'Including recently sold' },
    ]);
    expect(describeFilters({ cabins: 3 })[0]!.label).toBe('At least 3 cabins');
  });
});

describe('withoutFilter', () => {
  it('removes one filter (both ends of a range) and keeps the rest, without changing its input', () => {
    const search = { priceMin: 1, priceMax: 2, fuel: 'diesel' as const, sort: 'year-desc' as const };
    expect(withoutFilter(search, 'price')).toEqual({ fuel: 'diesel', sort: 'year-desc' });
    expect(withoutFilter(search, 'fuel')).toEqual({ priceMin: 1, priceMax: 2, sort: 'year-desc' });
    expect(search).toEqual({ priceMin: 1, priceMax: 2, fuel: 'diesel', sort: 'year-desc' });
  });
  it('gives a plain object that survives JSON (what a saved search stores)', () => {
    const search = parseBoatsSearch({ priceMax: '500000', location: 'Nassau, Bahamas', cabins: 2 });
    const copy = JSON.parse(JSON.stringify(search)) as unknown;
    expect(parseBoatsSearch(copy)).toEqual(search);
    expect(describeFilters(parseBoatsSearch(copy))).toEqual(describeFilters(search));
  });
});
