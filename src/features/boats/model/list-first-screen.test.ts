import { describe, expect, it } from 'vitest';
import type { Boat } from '@harbour/domain/schemas/boat';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { ALL, selectBoats, splitBySale, typeOptions } from '@harbour/domain/search/filters';
import { indexBoats } from '@harbour/domain/search/search';
import { parseBoatsSearch, parseBoatsSearchDefined, type BoatsSearch } from '@harbour/domain/search/search-params';
import { filtersFromSearch, searchFromFilters } from '@harbour/domain/search/search-filters';
import { BOATS_PAGE_SIZE, listFirstScreen, listQueryKey, typeChoices } from './list-first-screen';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const TYPES = ['Center Console', 'Sport Fishing', 'Catamaran', 'Motor Yacht', 'Sailboat'];

/** 300 boats: on the market, under offer, sold lately (shown as sold or not), sold long ago; prices on request too. */
function fleet(): Boat[] {
  return Array.from({ length: 300 }, (_, i) => {
    const sold = i % 17 === 0;
    return makeBoat({
      id: `b-${String(i).padStart(3, '0')}`,
      make: ['Viking', 'Yellowfin', 'Leopard'][i % 3]!,
      model: `${20 + (i % 60)} M${i}`,
      type: TYPES[(i * 7) % TYPES.length]!,
      condition: i % 4 === 0 ? 'new' : 'used',
      price: 50_000 + ((i * 7919) % 300) * 10_000,
      priceOnRequest: i % 23 === 0,
      length: 20 + ((i * 31) % 80),
      year: 1995 + (i % 31),
      // Ties on createdAt: the list's order breaks them by id.
      createdAt: new Date(Date.UTC(2025, 0, 1) + (i % 120) * 86_400_000).toISOString(),
      status: sold ? 'sold' : i % 11 === 0 ? 'under_offer' : 'active',
      showAsSold: sold && i % 2 === 0,
      soldAt: sold ? (i % 3 === 0 ? '2026-11-20T00:00:00.000Z' : '2026-01-01T00:00:00.000Z') : null,
    });
  });
}

/** The list's rules written out as /boats applied them before the first screen existed (the reference). */
function pageResults(boats: readonly Boat[], search: BoatsSearch, now: Date) {
  const urlFilters = filtersFromSearch(parseBoatsSearch(search));
  const split = splitBySale(boats, now);
  const data = urlFilters.sold ? [...split.forSale, ...split.recentlySold] : split.forSale;
  const types = typeOptions(data);
  const type = !types.some((t) => t.value === urlFilters.type) ? ALL : urlFilters.type;
  return { results: selectBoats(indexBoats(data), { ...urlFilters, type }), data, types };
}

const SEARCHES: BoatsSearch[] = [
  {},
  { sort: 'price-asc' },
  { sort: 'price-desc', condition: 'new' },
  { type: 'Catamaran' },
  { type: 'No Such Type' },
  { sold: 1 },
  { sold: 1, sort: 'year-desc' },
  { q: 'viking' },
  { q: 'no boat has this' },
  { priceMin: 100_000, priceMax: 1_500_000, sort: 'length-desc' },
  { lengthMin: 40, cabins: 1 },
];

describe('listFirstScreen: the first screen of /boats by the list\u2019s own rules', () => {
  const boats = fleet();

  it.each(SEARCHES.map((s) => [JSON.stringify(s), s] as const))(
    '%s: the first cards, the matches, the boats searched and the types are the page\u2019s',
    (_name, search) => {
      const { results, data, types } = pageResults(boats, search, NOW);
      const first = listFirstScreen(boats, search, NOW);
      expect(first.boats).toEqual(results.slice(0, BOATS_PAGE_SIZE));
      expect(first.matches).toBe(results.length);
      expect(first.listed).toBe(data.length);
      expect(typeChoices(first.types)).toEqual(types);
      expect(first.query).toBe(listQueryKey(search));
    },
  );

  it('shows the recently sold boats only when asked for, never those sold long ago or not shown as sold', () => {
    const plain = listFirstScreen(boats, {}, NOW, 1000);
    const withSold = listFirstScreen(boats, { sold: 1 }, NOW, 1000);
    const sold = (list: Boat[]) => list.filter((b) => b.status === 'sold').map((b) => b.id);
    expect(sold(plain.boats)).toEqual([]);
    const shown = boats.filter((b) => b.status === 'sold' && b.showAsSold && b.soldAt === '2026-11-20T00:00:00.000Z');
    expect(shown.length).toBeGreaterThan(0);
    expect(sold(withSold.boats).sort()).toEqual(shown.map((b) => b.id).sort());
    expect(withSold.listed).toBe(plain.listed + shown.length);
  });

  it('carries at most one step of cards; a small list entire', () => {
    expect(listFirstScreen(boats, {}, NOW).boats).toHaveLength(BOATS_PAGE_SIZE);
    const few = listFirstScreen(boats.slice(0, 5), {}, NOW);
    expect(few.boats.length).toBe(few.matches);
    expect(listFirstScreen([], {}, NOW)).toEqual({ query: '', boats: [], matches: 0, listed: 0, types: [] });
  });

  it('depends on the moment: a boat shown as sold leaves the list 30 days after its sale', () => {
    const later = new Date('2026-12-25T00:00:00.000Z');
    expect(listFirstScreen(boats, { sold: 1 }, later).listed).toBe(listFirstScreen(boats, {}, later).listed);
  });
});

describe('listQueryKey: one key per list query, whichever way it is written', () => {
  it('is empty for the plain list and keeps the sort (it decides which boats come first)', () => {
    expect(listQueryKey({})).toBe('');
    expect(listQueryKey({ sort: 'price-asc' })).toBe('sort=price-asc');
    expect(listQueryKey({ sort: 'price-asc' })).not.toBe(listQueryKey({ sort: 'price-desc' }));
    expect(listQueryKey({ q: 'a' })).not.toBe(listQueryKey({ q: 'ab' }));
  });

  it('the route\u2019s search, the page\u2019s filters written back and the stored form give the same key', () => {
    const raws: Record<string, unknown>[] = [
      {},
      { q: '  Viking  54 ', type: 'Catamaran', sort: 'price-asc' },
      { priceMax: 100_000, priceMin: '900000', sold: '1', type: 'all' },
      { q: 2022, lengthMin: 30.04, cabins: '3', fuel: 'diesel', hull: 'steel', hoursMax: 500, location: 'Nassau' },
      { sort: 'bogus', condition: 'new', yearMin: 2030, yearMax: 2010 },
    ];
    for (const raw of raws) {
      const routeSearch = parseBoatsSearch(raw); // every key, undefined when defaulted
      const key = listQueryKey(routeSearch);
      expect(listQueryKey(parseBoatsSearchDefined(raw))).toBe(key);
      // What /boats asks with on its first render: its filters with the typed text, which starts as the URL's.
      const filters = filtersFromSearch(routeSearch);
      expect(listQueryKey({ ...routeSearch, q: filters.q })).toBe(key);
      expect(listQueryKey(searchFromFilters(filters))).toBe(key);
    }
  });
});
