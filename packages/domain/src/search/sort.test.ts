import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, compareNewestCreatedFirst, sortBoats } from './sort';
import { indexBoats } from './search';
import { makeBoat } from '../boats/test-boats';

// Default order (createdAt desc): d, c, b, a
const boats = [
  makeBoat({ id: 'a', price: 50000, length: 30, year: 2020, createdAt: '2026-01-01T00:00:00Z' }),
  makeBoat({ id: 'b', price: 20000, length: 45.5, year: 2024, createdAt: '2026-01-02T00:00:00Z' }),
  makeBoat({ id: 'c', price: 50000, length: 30, year: 2020, createdAt: '2026-01-03T00:00:00Z' }),
  makeBoat({ id: 'd', price: 900000, length: 22, year: 2024, createdAt: '2026-01-04T00:00:00Z' }),
];
const inDefaultOrder = indexBoats(boats).map((e) => e.boat);
const order = (sort: Parameters<typeof sortBoats>[1]) => sortBoats(inDefaultOrder, sort).map((b) => b.id);

describe('sorts', () => {
  it('are labelled exactly as the spec says', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Length: Small to Large',
      'Length: Large to Small',
      'Newest First',
    ]);
  });
  it('default order is newest created first', () => {
    expect(order(null)).toEqual(['d', 'c', 'b', 'a']);
  });
  it('price both ways, ties keeping the default order', () => {
    expect(order('price-asc')).toEqual(['b', 'c', 'a', 'd']);
    expect(order('price-desc')).toEqual(['d', 'c', 'a', 'b']);
  });
  it('a price on request comes after every priced boat in both price sorts', () => {
    const withRequest = indexBoats([
      ...boats,
      makeBoat({ id: 'e', price: 1, priceOnRequest: true, createdAt: '2026-01-05T00:00:00Z' }),
      makeBoat({ id: 'f', price: 5_000_000, priceOnRequest: true, createdAt: '2026-01-06T00:00:00Z' }),
    ]).map((e) => e.boat);
    const ids = (sort: 'price-asc' | 'price-desc') => sortBoats(withRequest, sort).map((b) => b.id);
    // The two on request keep the default order among themselves: their hidden prices play no part.
    expect(ids('price-asc')).toEqual(['b', 'c', 'a', 'd', 'f', 'e']);
    expect(ids('price-desc')).toEqual(['d', 'c', 'a', 'b', 'f', 'e']);
  });
  it('length both ways, ties keeping the default order', () => {
    expect(order('length-asc')).toEqual(['d', 'c', 'a', 'b']);
    expect(order('length-desc')).toEqual(['b', 'c', 'a', 'd']);
  });
  it('Newest First sorts by year, descending, ties keeping the default order', () => {
    expect(order('year-desc')).toEqual(['d', 'b', 'c', 'a']);
  });
  it('does not change its input', () => {
    const input = [...inDefaultOrder];
    sortBoats(input, 'price-asc');
    expect(input.map((b) => b.id)).toEqual(['d', 'c', 'b', 'a']);
  });
  it('breaks an exact createdAt tie by id', () => {
    const x = makeBoat({ id: 'x', createdAt: '2026-01-01T00:00:00Z' });
    const y = makeBoat({ id: 'y', createdAt: '2026-01-01T00:00:00Z' });
    expect([y, x].sort(compareNewestCreatedFirst).map((b) => b.id)).toEqual(['x', 'y']);
  });
});
