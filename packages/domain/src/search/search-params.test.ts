import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FUEL_CHOICES,
  HULL_CHOICES,
  SEARCH_KEYS,
  SORT_CHOICES,
  parseBoatsSearch,
  parseBoatsSearchDefined,
} from './search-params';
import { parseBoatsSearchWithSchema } from './search-params-schema';
import { ALL } from './filters';
import { SORT_KEYS } from './sort';

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
});

describe('facet vocabulary', () => {
  it('takes every fuel type and hull material the listings may have', async () => {
    const { FUEL_TYPES, HULL_MATERIALS } = await import('../schemas/particulars');
    for (const fuel of FUEL_TYPES) expect(parseBoatsSearch({ fuel }).fuel).toBe(fuel);
    for (const hull of HULL_MATERIALS) expect(parseBoatsSearch({ hull }).hull).toBe(hull);
  });
  it('knows the very choices of the filters, the sort and the particulars, no more', async () => {
    const { FUEL_TYPES, HULL_MATERIALS } = await import('../schemas/particulars');
    expect([...FUEL_CHOICES].sort()).toEqual([...FUEL_TYPES].sort());
    expect([...HULL_CHOICES].sort()).toEqual([...HULL_MATERIALS].sort());
    expect([...SORT_CHOICES]).toEqual(SORT_KEYS);
    expect(parseBoatsSearch({ type: ALL, location: ALL })).toEqual({});
  });
});

// The plain check replaced a valibot schema (search-params-schema.ts) to keep a schema library off every page's
// first load. It must read every URL as the schema did: same values kept, same clamping and rounding, same values
// dropped, same types, same key order, -0 and all.
describe('the plain check reads every input as the valibot schema did', () => {
  const sameAsSchema = (raw: unknown) => {
    const plain = parseBoatsSearch(raw);
    const schema = parseBoatsSearchWithSchema(raw);
    expect(Object.keys(plain)).toEqual(Object.keys(schema));
    for (const key of SEARCH_KEYS) {
      expect(Object.is(plain[key], schema[key]), `${key}: ${String(plain[key])} vs ${String(schema[key])}`).toBe(true);
    }
    expect(parseBoatsSearchDefined(raw)).toStrictEqual(
      Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)),
    );
  };

  const edgeTexts = [
    ...['', ' ', '\t\n', '1', ' 1 ', '01', '1.5', '1.', '.5', '1e3', '-1', '+1', '0x10', '1_000', 'NaN', 'Infinity'],
    ...['0', '0.04', '0.05', '0.4', '0.5', '0.95', '999.94', '999.95', '1000.04', '1000.05', '1000.5', '1899.5'],
    ...['1900', '2100', '2100.4', '2100.5', '50', '50.5', '100000', '100000.5', '1000000000', '1000000000.5'],
    ...['1'.repeat(400), '9'.repeat(30), 'x'.repeat(300), ` ${'y'.repeat(199)} z`, '٣', '１', '1\u00a0', '\u20281'],
    ...['all', ' all ', 'ALL', 'new', 'used', 'NEW', ' new', ...SORT_KEYS, ...FUEL_CHOICES, ...HULL_CHOICES],
    ...['plastic', 'Motor Yacht', '  Nassau, Bahamas  ', 'toString', '__proto__', 'constructor'],
  ];
  const edgeNumbers = [
    ...[0, -0, 1, -1, 0.04, 0.05, 0.4, 0.5, -0.4, -0.5, 0.95, 1.5, 2.5, 49.5, 50.4, 50.5, 999.94, 999.95, 1000.05],
    ...[1899.5, 1900, 2100, 2100.4, 2100.5, 100000.4, 100000.5, 1e9, 1e9 + 0.5, 1e21, -1e21, Number.MAX_VALUE],
    ...[Number.MIN_VALUE, Number.EPSILON, NaN, Infinity, -Infinity],
  ];
  const value = fc.oneof(
    fc.constantFrom(...edgeTexts),
    fc.constantFrom(...edgeNumbers),
    fc.string(),
    fc.double(),
    fc.integer({ min: -10, max: 3000 }),
    fc.double({ min: -10, max: 3000 }).map(String),
    fc
      .tuple(fc.constantFrom('', ' ', '\t', '0'), fc.nat({ max: 5000 }), fc.constantFrom('', '.0', '.5', '.25', ' '))
      .map(([before, n, after]) => `${before}${n}${after}`),
    fc.boolean(),
    fc.constantFrom(null, undefined, [], ['1'], [2020], { a: 1 }, 1n, () => 1),
    fc.anything(),
  );
  const search = fc.record(Object.fromEntries(SEARCH_KEYS.map((key) => [key, value])), { requiredKeys: [] });

  it('agrees on every key, alone and together (random URLs)', () => {
    fc.assert(fc.property(search, sameAsSchema), { numRuns: 3000 });
  });
  it('agrees on each edge value in each key', () => {
    for (const key of SEARCH_KEYS) for (const edge of [...edgeTexts, ...edgeNumbers]) sameAsSchema({ [key]: edge });
  });
  it('agrees on what is no search at all', () => {
    for (const raw of [null, undefined, 'q=x', 5, true, [], ['q'], () => 1, Object.create({ q: 'inherited' })]) {
      sameAsSchema(raw);
    }
    fc.assert(fc.property(fc.anything(), sameAsSchema), { numRuns: 500 });
  });
});
