import { describe, expect, it } from 'vitest';
import { filtersFromSearch, parseBoatsSearch, searchFromFilters } from './search-params';
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
    expect(Object.keys(parsed).sort()).toEqual(['condition', 'q', 'sold', 'sort', 'type']);
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
      searchFromFilters({ q: ' whaler ', type: 'Catamaran', condition: 'used', sort: 'length-asc', sold: false }),
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
