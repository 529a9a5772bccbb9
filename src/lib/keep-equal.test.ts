import { describe, expect, it } from 'vitest';
import { keepEqual } from './keep-equal';

const boat = (id: string, price: number) => ({
  id,
  price,
  images: [{ url: `/${id}.jpg`, alt: id }],
  features: ['GPS'],
});

describe('keepEqual', () => {
  it('answers the previous value when the new one is deeply equal, whatever the key order', () => {
    const prev = [boat('a', 1), boat('b', 2)];
    const next = [{ features: ['GPS'], images: [{ alt: 'a', url: '/a.jpg' }], price: 1, id: 'a' }, boat('b', 2)];
    expect(keepEqual(prev, next)).toBe(prev);
  });

  it('keeps the unchanged items and answers a new array holding the changed one', () => {
    const prev = [boat('a', 1), boat('b', 2), boat('c', 3)];
    const out = keepEqual(prev, [boat('a', 1), boat('b', 5), boat('c', 3)]);
    expect(out).not.toBe(prev);
    expect(out[0]).toBe(prev[0]);
    expect(out[2]).toBe(prev[2]);
    expect(out[1]).toEqual(boat('b', 5));
    expect(out[1]!.images).toBe(prev[1]!.images);
  });

  it('sees added, removed and reordered items and fields', () => {
    const prev = [boat('a', 1), boat('b', 2)];
    expect(keepEqual(prev, [boat('a', 1)])).toEqual([boat('a', 1)]);
    expect(keepEqual(prev, [boat('a', 1)])[0]).toBe(prev[0]);
    const grown = keepEqual(prev, [boat('a', 1), boat('b', 2), boat('c', 3)]);
    expect(grown).toHaveLength(3);
    expect(grown[1]).toBe(prev[1]);
    const swapped = keepEqual(prev, [boat('b', 2), boat('a', 1)]);
    expect(swapped).not.toBe(prev);
    expect(swapped.map((b) => b.id)).toEqual(['b', 'a']);
    expect(swapped[0]).toBe(prev[1]); // records are matched by id, whatever their order
    expect(swapped[1]).toBe(prev[0]);
    const plain = keepEqual([['x'], ['y']], [['y'], ['x']]);
    expect(plain).toEqual([['y'], ['x']]);
    const withField = keepEqual(prev[0], { ...boat('a', 1), sold: true });
    expect(withField).toEqual({ ...boat('a', 1), sold: true });
    const withoutField: Record<string, unknown> = { ...boat('a', 1) };
    delete withoutField.features;
    expect(keepEqual(prev[0], withoutField)).toEqual(withoutField);
    expect(keepEqual({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
  });

  it('answers the new value for other kinds, null and changed types', () => {
    expect(keepEqual(null, [])).toEqual([]);
    expect(keepEqual({ a: 1 }, null)).toBeNull();
    expect(keepEqual([1], { 0: 1 })).toEqual({ 0: 1 });
    const date = new Date(0);
    expect(keepEqual(new Date(0), date)).toBe(date);
    expect(keepEqual(Number.NaN, Number.NaN)).toBeNaN();
  });
});
