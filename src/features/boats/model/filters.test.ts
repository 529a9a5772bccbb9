import { describe, expect, it } from 'vitest';
import {
  ALL,
  CONDITION_OPTIONS,
  DEFAULT_FILTERS,
  hasActiveFilters,
  selectBoats,
  splitBySale,
  typeOptions,
} from './filters';
import { indexBoats } from './search';
import { makeBoat } from '@/data/boats/test-boats';

describe('typeOptions', () => {
  it("is 'All Types' plus the distinct types present, sorted", () => {
    const options = typeOptions([
      { type: 'Sport Fishing' },
      { type: 'Catamaran' },
      { type: 'Sport Fishing' },
      { type: 'center console' },
    ]);
    expect(options.map((o) => o.label)).toEqual(['All Types', 'Catamaran', 'center console', 'Sport Fishing']);
    expect(options[0]!.value).toBe(ALL);
  });
  it('orders regardless of case and accents', () => {
    const options = typeOptions([{ type: 'Yacht' }, { type: 'élan' }, { type: 'Express' }, { type: 'dinghy' }]);
    expect(options.map((o) => o.label)).toEqual(['All Types', 'dinghy', 'élan', 'Express', 'Yacht']);
  });
  it('has only All Types without boats and ignores blank types', () => {
    expect(typeOptions([])).toEqual([{ value: ALL, label: 'All Types' }]);
    expect(typeOptions([{ type: '  ' }]).length).toBe(1);
  });
});

describe('condition options', () => {
  it('are All Conditions, New and Pre-Owned (used)', () => {
    expect(CONDITION_OPTIONS).toEqual([
      { value: 'all', label: 'All Conditions' },
      { value: 'new', label: 'New' },
      { value: 'used', label: 'Pre-Owned' },
    ]);
  });
});

describe('selectBoats', () => {
  const boats = [
    makeBoat({ id: 'a', type: 'Center Console', condition: 'new', createdAt: '2026-01-03T00:00:00Z' }),
    makeBoat({ id: 'b', type: 'Motor Yacht', condition: 'used', createdAt: '2026-01-02T00:00:00Z' }),
    makeBoat({ id: 'c', type: 'Center Console', condition: 'used', createdAt: '2026-01-04T00:00:00Z' }),
  ];
  const index = indexBoats(boats);
  it('keeps the default order (newest created first) when nothing is chosen', () => {
    expect(selectBoats(index, DEFAULT_FILTERS).map((b) => b.id)).toEqual(['c', 'a', 'b']);
  });
  it('filters by type', () => {
    expect(selectBoats(index, { ...DEFAULT_FILTERS, type: 'Center Console' }).map((b) => b.id)).toEqual(['c', 'a']);
    expect(selectBoats(index, { ...DEFAULT_FILTERS, type: 'Catamaran' })).toEqual([]);
  });
  it('filters by condition: New is new, Pre-Owned is used', () => {
    expect(selectBoats(index, { ...DEFAULT_FILTERS, condition: 'new' }).map((b) => b.id)).toEqual(['a']);
    expect(selectBoats(index, { ...DEFAULT_FILTERS, condition: 'used' }).map((b) => b.id)).toEqual(['c', 'b']);
  });
  it('combines type, condition and search', () => {
    expect(
      selectBoats(index, { ...DEFAULT_FILTERS, type: 'Center Console', condition: 'used', q: 'stiletto' }).map(
        (b) => b.id,
      ),
    ).toEqual(['c']);
    expect(selectBoats(index, { ...DEFAULT_FILTERS, type: 'Center Console', condition: 'used', q: 'ray' })).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and for a blank search', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, q: '   ' })).toBe(false);
  });
  it('is true for any search, filter or sort', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, type: 'Catamaran' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, condition: 'used' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'year-desc' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sold: true })).toBe(true);
  });
});

describe('splitBySale', () => {
  it('for sale (active and under offer) apart from sold in the last 30 days and shown as sold; the rest not at all', () => {
    const now = new Date('2026-11-25T00:00:00.000Z');
    const boats = [
      makeBoat({ id: 'a' }),
      makeBoat({ id: 'u', status: 'under_offer' }),
      makeBoat({ id: 's', status: 'sold', showAsSold: true, soldAt: '2026-11-20T00:00:00.000Z' }),
      makeBoat({ id: 'old', status: 'sold', showAsSold: true, soldAt: '2026-10-01T00:00:00.000Z' }),
      makeBoat({ id: 'quiet', status: 'sold', soldAt: '2026-11-20T00:00:00.000Z' }),
      makeBoat({ id: 'd', status: 'draft' }),
    ];
    const { forSale, recentlySold } = splitBySale(boats, now);
    expect(forSale.map((b) => b.id)).toEqual(['a', 'u']);
    expect(recentlySold.map((b) => b.id)).toEqual(['s']);
  });
});
