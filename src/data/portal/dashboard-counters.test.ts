import { describe, expect, it } from 'vitest';
import type { ServerCounters } from '@harbour/domain/schemas/server-counters';
import { chooseCount, chooseCounts, counterField, isCount } from './dashboard-counters';

describe('chooseCount: local replica count vs server counter', () => {
  it('replica complete: the local count, even when the server says otherwise (local includes pending changes)', () => {
    expect(chooseCount(3, 5, true)).toEqual({ value: 3, source: 'local' });
    expect(chooseCount(0, 5, true)).toEqual({ value: 0, source: 'local' });
  });

  it('first pull still running: the server counter when there is one', () => {
    expect(chooseCount(2, 40, false)).toEqual({ value: 40, source: 'server' });
    expect(chooseCount(undefined, 40, false)).toEqual({ value: 40, source: 'server' });
    expect(chooseCount(null, 0, false)).toEqual({ value: 0, source: 'server' });
  });

  it('no server counter (not pulled yet, or no counters collection): the local count, complete or not', () => {
    expect(chooseCount(7, null, false)).toEqual({ value: 7, source: 'local' });
    expect(chooseCount(7, undefined, true)).toEqual({ value: 7, source: 'local' });
  });

  it('replica complete but the local query still loading: the server counter meanwhile', () => {
    expect(chooseCount(null, 9, true)).toEqual({ value: 9, source: 'server' });
  });

  it('neither: nothing to show (the card keeps its skeleton), never NaN or a blank', () => {
    expect(chooseCount(null, null, true)).toBeNull();
    expect(chooseCount(undefined, undefined, false)).toBeNull();
  });

  it('ignores values that are not counts: NaN, Infinity, negative, strings', () => {
    expect(chooseCount(Number.NaN, 4, true)).toEqual({ value: 4, source: 'server' });
    expect(chooseCount(5, -1, false)).toEqual({ value: 5, source: 'local' });
    expect(chooseCount(5, Number.POSITIVE_INFINITY, false)).toEqual({ value: 5, source: 'local' });
    expect(chooseCount('3', '4', false)).toBeNull();
    expect([0, 12].every(isCount)).toBe(true);
    expect([-1, Number.NaN, null, undefined, '1'].some(isCount)).toBe(false);
  });
});

describe('chooseCounts: every card at once', () => {
  const keys = ['a', 'b', 'c'] as const;
  it('applies the rule per card', () => {
    expect(chooseCounts(keys, { a: 1, b: 2 }, { a: 10, c: 30 }, false)).toEqual({
      a: { value: 10, source: 'server' },
      b: { value: 2, source: 'local' },
      c: { value: 30, source: 'server' },
    });
    expect(chooseCounts(keys, { a: 1, b: 2, c: 3 }, { a: 10, c: 30 }, true)).toEqual({
      a: { value: 1, source: 'local' },
      b: { value: 2, source: 'local' },
      c: { value: 3, source: 'local' },
    });
  });
  it('local still loading and no server counters: all null', () => {
    expect(chooseCounts(keys, null, null, false)).toEqual({ a: null, b: null, c: null });
  });
});

describe('counterField', () => {
  it('a field the functions never incremented is 0; present values pass through', () => {
    const untouched: ServerCounters = { id: 'admin' };
    const counted: ServerCounters = { id: 'admin', activeListings: 12 };
    expect(counterField(untouched, 'activeListings')).toBe(0);
    expect(counterField(counted, 'activeListings')).toBe(12);
  });
});
