import { describe, expect, it } from 'vitest';
import { compareTable, NOT_GIVEN } from './compare-table';
import { compareParam, parseCompareIds } from './compare-ids';
import { makeBoat } from '@harbour/domain/boats/test-boats';

describe('parseCompareIds', () => {
  it('keeps well-formed ids once each, at most four', () => {
    expect(parseCompareIds('a,b,,a, c ,<x>,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds(42)).toEqual([]);
    expect(parseCompareIds(['a', 'b'])).toEqual(['a', 'b']);
    expect(compareParam(['a', 'b', 'c', 'd', 'e'])).toBe('a,b,c,d');
  });
});

describe('compareTable', () => {
  const a = makeBoat({
    id: 'a',
    price: 145000,
    length: 33,
    year: 2019,
    type: 'Center Console',
    particulars: { fuelType: 'gasoline', cabins: 1 },
  });
  const b = makeBoat({
    id: 'b',
    price: 145000,
    length: 40,
    year: 2019,
    type: 'Sport Fishing',
    condition: 'used',
    particulars: { fuelType: 'diesel' },
  });

  it('the key facts first, then every specification either has; differences marked', () => {
    const rows = compareTable([a, b], 'imperial');
    expect(rows.slice(0, 6).map((r) => [r.label, r.values, r.differs])).toEqual([
      ['Price', ['$145,000', '$145,000'], false],
      ['Length', ['33 ft', '40 ft'], true],
      ['Year', ['2019', '2019'], false],
      ['Type', ['Center Console', 'Sport Fishing'], true],
      ['Condition', ['New', 'Pre-Owned'], true],
      ['Location', ['Nassau, Bahamas', 'Nassau, Bahamas'], false],
    ]);
    const fuel = rows.find((r) => r.label === 'Fuel')!;
    expect(fuel.differs).toBe(true);
    const cabins = rows.find((r) => r.label === 'Cabins')!;
    expect(cabins.values).toEqual(['1', NOT_GIVEN]);
    // Length, Year and Location are not repeated from the specifications' overview.
    expect(rows.filter((r) => r.label === 'Length')).toHaveLength(1);
  });

  it('lengths in metres when the visitor chose metres', () => {
    expect(compareTable([a, b], 'metric')[1]!.values).toEqual(['10.1 m', '12.2 m']);
  });
});
