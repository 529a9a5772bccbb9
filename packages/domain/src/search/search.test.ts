import { describe, expect, it } from 'vitest';
import { indexBoats, matchesQuery, normalizeQuery } from './search';
import { selectBoats, DEFAULT_FILTERS, hasActiveFilters, type BoatFilters } from './filters';
import { searchFromFilters } from './search-filters';
import { describeFilters } from './filters-describe';
import { makeBoat } from '../boats/test-boats';
import type { Boat } from '../schemas/boat';

const boats = [
  makeBoat({ id: 'a', year: 2022, make: 'Stiletto', model: '31 Tournament' }),
  makeBoat({ id: 'b', year: 2018, make: 'Sea Ray', model: 'Sundancer 320' }),
  makeBoat({ id: 'c', year: 2021, make: 'Boston Whaler', model: 'Outrage 280' }),
];
const ids = (q: string) =>
  selectBoats(indexBoats(boats), { ...DEFAULT_FILTERS, q })
    .map((b) => b.id)
    .sort();

describe('search', () => {
  it("matches 'year make model' case-insensitively", () => {
    expect(ids('2018 sea ray sundancer')).toEqual(['b']);
    expect(ids('STILETTO 31')).toEqual(['a']);
  });
  it('matches on make alone and on model alone', () => {
    expect(ids('boston whaler')).toEqual(['c']);
    expect(ids('outrage')).toEqual(['c']);
    expect(ids('Sundancer 320')).toEqual(['b']);
  });
  it('trims the query and treats a blank query as no search', () => {
    expect(ids('  whaler  ')).toEqual(['c']);
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
    expect(ids('')).toEqual(['a', 'b', 'c']);
  });
  it('collapses runs of spaces in the query', () => {
    expect(ids('sea    ray')).toEqual(['b']);
  });
  it('finds nothing for text in no title', () => {
    expect(ids('catamaran')).toEqual([]);
    // type and description are not searched
    expect(ids('center console')).toEqual([]);
  });
  it('matches on a year', () => {
    expect(ids('2021')).toEqual(['c']);
  });
  it('normalizeQuery lowercases and trims', () => {
    expect(normalizeQuery('  Sea  RAY ')).toBe('sea ray');
  });
  it('precomputes a lowercase haystack', () => {
    const [entry] = indexBoats([makeBoat({ make: 'Sea  Ray', model: 'SLX' })]);
    expect(entry!.haystack).toBe('2022 sea ray slx');
    expect(matchesQuery(entry!, 'ray slx')).toBe(true);
  });
});

describe('search speed', () => {
  const makes = [
    'Sea Ray',
    'Boston Whaler',
    'Stiletto',
    'Azimut',
    'Sunseeker',
    'Grady-White',
    'Yellowfin',
    'Contender',
  ];
  const fleet: Boat[] = Array.from({ length: 5000 }, (_, i) =>
    makeBoat({
      id: `boat-${i}`,
      year: 1990 + (i % 36),
      make: makes[i % makes.length]!,
      model: `Model ${i}`,
      type: ['Center Console', 'Motor Yacht', 'Sport Fishing'][i % 3]!,
      condition: i % 2 ? 'new' : 'used',
      price: 20000 + ((i * 7919) % 2000000),
      length: 18 + (i % 80),
      location: ['Nassau, Bahamas', 'Bimini, Bahamas', 'Miami, FL', 'Key West, FL'][i % 4]!,
      particulars: {
        fuelType: i % 3 ? 'diesel' : 'gasoline',
        hullMaterial: i % 5 ? 'fiberglass' : 'aluminum',
        cabins: i % 6,
        engineHours: [(i * 37) % 4000, (i * 41) % 4000],
      },
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60000).toISOString(),
    }),
  );
  const index = indexBoats(fleet);

  it('filters 5,000 boats in well under a frame (median < 16 ms) per keystroke', () => {
    const keystrokes = [
      's',
      'se',
      'sea',
      'sea ',
      'sea r',
      'sea ra',
      'sea ray',
      'sea ray m',
      'sea ray mo',
      '2001',
      'whaler 1',
      'zzz',
    ];
    const times: number[] = [];
    let matched = 0;
    for (let round = 0; round < 3; round++) {
      for (const q of keystrokes) {
        const t0 = performance.now();
        matched += selectBoats(index, { q, type: 'Motor Yacht', condition: 'all', sort: 'price-asc' }).length;
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    expect(matched).toBeGreaterThan(0);
    expect(median).toBeLessThan(16);
  });
});

describe('search speed with every filter active', () => {
  const fleet: Boat[] = Array.from({ length: 5000 }, (_, i) =>
    makeBoat({
      id: `boat-${i}`,
      year: 1990 + (i % 36),
      make: ['Sea Ray', 'Boston Whaler', 'Azimut', 'Sunseeker', 'Grady-White'][i % 5]!,
      model: `Model ${i}`,
      type: ['Center Console', 'Motor Yacht', 'Sport Fishing'][i % 3]!,
      condition: i % 2 ? 'new' : 'used',
      price: 20000 + ((i * 7919) % 2000000),
      priceOnRequest: i % 17 === 0,
      length: 18 + (i % 80),
      location: ['Nassau, Bahamas', 'Bimini, Bahamas', 'Miami, FL', 'Key West, FL'][i % 4]!,
      particulars: {
        fuelType: i % 3 ? 'diesel' : 'gasoline',
        hullMaterial: i % 7 ? 'fiberglass' : 'aluminum',
        cabins: i % 6,
        engineHours: [(i * 37) % 4000, (i * 41) % 4000],
      },
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60000).toISOString(),
    }),
  );
  const index = indexBoats(fleet);
  const every: BoatFilters = {
    ...DEFAULT_FILTERS,
    type: 'Motor Yacht',
    condition: 'new',
    sort: 'price-asc',
    sold: true,
    price: { min: 50_000, max: 1_800_000 },
    length: { min: 20, max: 90 },
    year: { min: 1995, max: 2024 },
    location: 'Bimini, Bahamas',
    fuel: 'diesel',
    hull: 'fiberglass',
    cabins: 1,
    hoursMax: 3500,
  };

  /**
   * What the /boats page works out per keystroke, besides rendering at most 24 cards: the filtered, sorted list and
   * the chips. The median of 7 rounds of 12 keystrokes (robust on a busy 2-core machine; docs/PERFORMANCE.md).
   * The budget for the whole keystroke is 16 ms; this part is held to 4 ms, leaving the rest to React and the browser.
   */
  it('works out a keystroke over 5,000 boats in well under a frame (median < 4 ms)', () => {
    const keystrokes = ['s', 'se', 'sea', 'sea ', 'sea r', 'sea ra', 'sea ray', 'sea ray m', 'sea', 'se', 's', ''];
    const times: number[] = [];
    let matched = 0;
    for (let round = 0; round < 7; round++) {
      for (const q of keystrokes) {
        const t0 = performance.now();
        const filters = { ...every, q };
        matched += selectBoats(index, filters).length;
        describeFilters(searchFromFilters(filters), 'metric');
        hasActiveFilters(filters);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.info(`keystroke model work, every filter, 5,000 boats: median ${median.toFixed(2)} ms`);
    expect(matched).toBeGreaterThan(0);
    expect(median).toBeLessThan(4);
  });
});
