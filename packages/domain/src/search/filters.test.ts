import { describe, expect, it } from 'vitest';
import {
  ALL,
  CONDITION_OPTIONS,
  DEFAULT_FILTERS,
  hasActiveFilters,
  selectBoats,
  splitBySale,
  typeOptions,
  type BoatFilters,
} from './filters';
import { indexBoats } from './search';
import { makeBoat } from '../boats/test-boats';

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

describe('selectBoats: ranges and facets', () => {
  const boats = [
    makeBoat({
      id: 'a',
      price: 100_000,
      length: 32.8,
      year: 2015,
      location: 'Nassau, Bahamas',
      particulars: { fuelType: 'diesel', hullMaterial: 'fiberglass', cabins: 2, engineHours: [800, 950] },
      createdAt: '2026-01-05T00:00:00Z',
    }),
    makeBoat({
      id: 'b',
      price: 500_000,
      length: 45,
      year: 2020,
      location: 'Bimini, Bahamas',
      particulars: { fuelType: 'gasoline', hullMaterial: 'aluminum', cabins: 4, engineHours: [200] },
      createdAt: '2026-01-04T00:00:00Z',
    }),
    makeBoat({
      id: 'por',
      price: 300_000,
      priceOnRequest: true,
      length: 40,
      year: 2018,
      location: 'Nassau, Bahamas',
      createdAt: '2026-01-03T00:00:00Z',
    }),
    makeBoat({
      id: 'c',
      price: 30_000,
      length: 22,
      year: 2005,
      location: ' Nassau, Bahamas ',
      createdAt: '2026-01-02T00:00:00Z',
    }),
  ];
  const index = indexBoats(boats);
  const ids = (patch: Partial<BoatFilters>) => selectBoats(index, { ...DEFAULT_FILTERS, ...patch }).map((b) => b.id);

  it('a price range keeps the boats priced within it, ends included', () => {
    expect(ids({ price: { min: 100_000, max: 500_000 } })).toEqual(['a', 'b']);
    expect(ids({ price: { min: null, max: 100_000 } })).toEqual(['a', 'c']);
    expect(ids({ price: { min: 100_001, max: null } })).toEqual(['b']);
  });
  it('a price on request is left out once any price range is set, and listed when none is', () => {
    expect(ids({})).toContain('por');
    expect(ids({ price: { min: null, max: 10_000_000 } })).not.toContain('por');
    expect(ids({ price: { min: 1, max: null } })).not.toContain('por');
    // Its hidden number (300,000) plays no part.
    expect(ids({ price: { min: 250_000, max: 350_000 } })).toEqual([]);
  });
  it('length in feet, compared to a tenth of a foot (10 m typed is 32.8 ft and keeps a 32.8 ft boat)', () => {
    expect(ids({ length: { min: 32.8, max: 40 } })).toEqual(['a', 'por']);
    expect(ids({ length: { min: 40.1, max: null } })).toEqual(['b']);
    expect(ids({ length: { min: null, max: 22 } })).toEqual(['c']);
  });
  it('year, both ends included', () => {
    expect(ids({ year: { min: 2015, max: 2018 } })).toEqual(['a', 'por']);
    expect(ids({ year: { min: null, max: 2010 } })).toEqual(['c']);
  });
  it('location matches the listing as written (spaces around it ignored)', () => {
    expect(ids({ location: 'Nassau, Bahamas' })).toEqual(['a', 'por', 'c']);
    expect(ids({ location: 'Bimini, Bahamas' })).toEqual(['b']);
    expect(ids({ location: 'Miami, FL' })).toEqual([]);
  });
  it('fuel and hull material match the specifications; a listing that does not say is left out', () => {
    expect(ids({ fuel: 'diesel' })).toEqual(['a']);
    expect(ids({ hull: 'aluminum' })).toEqual(['b']);
    expect(ids({ fuel: 'electric' })).toEqual([]);
  });
  it('cabins: at least N; a listing with no cabins given is left out', () => {
    expect(ids({ cabins: 2 })).toEqual(['a', 'b']);
    expect(ids({ cabins: 3 })).toEqual(['b']);
    expect(ids({ cabins: 5 })).toEqual([]);
  });
  it('engine hours up to N: every engine within it (the most-used counts); no hours given is left out', () => {
    expect(ids({ hoursMax: 950 })).toEqual(['a', 'b']);
    expect(ids({ hoursMax: 900 })).toEqual(['b']);
    expect(ids({ hoursMax: 0 })).toEqual([]);
  });
  it('every filter at once, with the search and a sort', () => {
    const all: Partial<BoatFilters> = {
      q: 'stiletto',
      price: { min: 50_000, max: 600_000 },
      length: { min: 30, max: 50 },
      year: { min: 2010, max: 2025 },
      location: 'Bimini, Bahamas',
      fuel: 'gasoline',
      hull: 'aluminum',
      cabins: 3,
      hoursMax: 500,
      sort: 'price-desc',
    };
    expect(ids(all)).toEqual(['b']);
    expect(ids({ ...all, hoursMax: 100 })).toEqual([]);
  });
});

describe('hasActiveFilters: ranges and facets', () => {
  it('is true for any range end or facet', () => {
    for (const patch of [
      { price: { min: 1, max: null } },
      { length: { min: null, max: 40 } },
      { year: { min: 2000, max: null } },
      { location: 'Nassau, Bahamas' },
      { fuel: 'diesel' as const },
      { hull: 'steel' as const },
      { cabins: 1 },
      { hoursMax: 0 },
    ])
      expect(hasActiveFilters({ ...DEFAULT_FILTERS, ...patch })).toBe(true);
  });
});
