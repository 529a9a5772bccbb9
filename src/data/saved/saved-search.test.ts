import { describe, expect, it } from 'vitest';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { MAX_SEARCH_NAME, MAX_SEEN_BOATS } from '@harbour/domain/schemas/visitor-record';
import {
  NAME_MISSING,
  NAME_TOO_LONG,
  changesInWords,
  checkSearchName,
  defaultSearchName,
  searchChanges,
  seenBoats,
  sinceLastVisit,
} from './saved-search';

const then = new Date('2026-11-20T12:00:00.000Z');
const now = new Date('2026-11-26T12:00:00.000Z');

describe("a saved search's name", () => {
  it('is trimmed, with inner spaces collapsed', () => {
    expect(checkSearchName('  Cats   under $1M ')).toEqual({ ok: true, name: 'Cats under $1M' });
  });
  it('may not be empty or too long, and says why', () => {
    expect(checkSearchName('   ')).toEqual({ ok: false, message: NAME_MISSING });
    expect(checkSearchName('x'.repeat(MAX_SEARCH_NAME))).toMatchObject({ ok: true });
    expect(checkSearchName('x'.repeat(MAX_SEARCH_NAME + 1))).toEqual({ ok: false, message: NAME_TOO_LONG });
  });
  it('defaults to the filters in words, cut to fit, or all boats', () => {
    expect(defaultSearchName(['Type: Catamaran', 'Price up to $900,000'])).toBe(
      'Type: Catamaran, Price up to $900,000',
    );
    expect(defaultSearchName([])).toBe('All boats for sale');
    const long = defaultSearchName(['Search: "' + 'a'.repeat(200) + '"']);
    expect(long).toHaveLength(MAX_SEARCH_NAME);
    expect(checkSearchName(long)).toMatchObject({ ok: true });
  });
});

describe('what a saved search keeps of its boats', () => {
  it('id, price (null on request) and state, newest listed first', () => {
    const boats = [
      makeBoat({ id: 'old', publishedAt: '2026-01-01T00:00:00.000Z', price: 100 }),
      makeBoat({ id: 'new', publishedAt: '2026-06-01T00:00:00.000Z', status: 'under_offer', price: 200 }),
      makeBoat({ id: 'ask', publishedAt: '2026-03-01T00:00:00.000Z', priceOnRequest: true, price: 0 }),
      makeBoat({ id: 'sold', status: 'sold', showAsSold: true, soldAt: '2026-11-25T00:00:00.000Z' }),
      makeBoat({ id: 'draft', status: 'draft' }),
    ];
    expect(seenBoats(boats, now)).toEqual({
      seen: [
        { id: 'new', price: 200, state: 'under-offer' },
        { id: 'ask', price: null, state: 'for-sale' },
        { id: 'old', price: 100, state: 'for-sale' },
        { id: 'sold', price: 65000, state: 'sold' },
      ],
      seenCut: false,
    });
  });
  it('at most MAX_SEEN_BOATS, the newest, and says it was cut', () => {
    const boats = Array.from({ length: MAX_SEEN_BOATS + 5 }, (_, i) =>
      makeBoat({ id: `b${i}`, publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }),
    );
    const { seen, seenCut } = seenBoats(boats, now);
    expect(seen).toHaveLength(MAX_SEEN_BOATS);
    expect(seenCut).toBe(true);
    expect(seen[0]!.id).toBe(`b${MAX_SEEN_BOATS + 4}`);
    expect(seen.map((s) => s.id)).not.toContain('b0');
  });
});

describe('what changed since a saved search was last opened', () => {
  const a = makeBoat({ id: 'a', price: 100000 });
  const b = makeBoat({ id: 'b', price: 200000 });
  const c = makeBoat({ id: 'c', price: 300000 });
  const d = makeBoat({ id: 'd', price: 400000 });
  const e = makeBoat({ id: 'e', price: 500000 });
  const snapshot = { ...seenBoats([a, b, c, d, e], then), lastOpenedAt: then.toISOString() };

  it('nothing, when the boats are as they were', () => {
    const changes = searchChanges(snapshot, [a, b, c, d, e], [a, b, c, d, e], now);
    expect(changes).toEqual({ added: [], priceChanged: [], underOffer: [], sold: [], gone: [] });
    expect(changesInWords(changes)).toEqual([]);
    expect(sinceLastVisit(changes).size).toBe(0);
  });

  it('new boats, prices changed, under offer, sold and gone', () => {
    const f = makeBoat({ id: 'f', price: 150000 });
    const g = makeBoat({ id: 'g', price: 160000 });
    const aCheaper = { ...a, price: 90000 };
    const bOffer = { ...b, status: 'under_offer' as const };
    const cSold = { ...c, status: 'sold' as const, showAsSold: true, soldAt: '2026-11-25T00:00:00.000Z' };
    // d was withdrawn (not on the device any more); e is unchanged.
    const matching = [aCheaper, bOffer, e, f, g];
    const changes = searchChanges(snapshot, matching, [...matching, cSold], now);
    expect(changes).toEqual({ added: ['f', 'g'], priceChanged: ['a'], underOffer: ['b'], sold: ['c'], gone: ['d'] });
    expect(changesInWords(changes)).toEqual([
      '2 new',
      '1 price changed',
      '1 now under offer',
      '1 sold',
      '1 no longer listed',
    ]);
    expect([...sinceLastVisit(changes)]).toEqual([
      ['a', 'price-changed'],
      ['f', 'new'],
      ['g', 'new'],
    ]);
  });

  it('a price put on request, or published again, is a price change', () => {
    const onRequest = { ...a, priceOnRequest: true };
    expect(searchChanges(snapshot, [onRequest, b, c, d, e], [], now).priceChanged).toEqual(['a']);
    const asked = { ...seenBoats([onRequest], then), lastOpenedAt: then.toISOString() };
    expect(searchChanges(asked, [a], [], now).priceChanged).toEqual(['a']);
  });

  it('a boat that left the search but is still for sale is not news', () => {
    const dearer = { ...e, price: 900000 };
    expect(searchChanges(snapshot, [a, b, c, d], [a, b, c, d, dearer], now)).toEqual({
      added: [],
      priceChanged: [],
      underOffer: [],
      sold: [],
      gone: [],
    });
  });

  it('a search of sold boats too: a boat seen sold is not sold again, a new sold boat is not new', () => {
    const sold = { ...c, status: 'sold' as const, showAsSold: true, soldAt: '2026-11-25T00:00:00.000Z' };
    const withSold = { ...seenBoats([a, sold], then), lastOpenedAt: then.toISOString() };
    const otherSold = { ...sold, id: 'x' };
    expect(searchChanges(withSold, [a, sold, otherSold], [], now)).toEqual({
      added: [],
      priceChanged: [],
      underOffer: [],
      sold: [],
      gone: [],
    });
  });

  it('a cut snapshot: a boat it does not hold is new only if listed after the last visit', () => {
    const cut = {
      seen: [{ id: 'a', price: 100000, state: 'for-sale' as const }],
      seenCut: true,
      lastOpenedAt: then.toISOString(),
    };
    const older = makeBoat({ id: 'older', publishedAt: '2026-11-01T00:00:00.000Z' });
    const newer = makeBoat({ id: 'newer', publishedAt: '2026-11-22T00:00:00.000Z' });
    expect(searchChanges(cut, [a, older, newer], [], now).added).toEqual(['newer']);
  });
});
