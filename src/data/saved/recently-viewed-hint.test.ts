// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parseRecentlyViewed, recentlyViewedHint, setRecentlyViewedHint } from './recently-viewed-hint';

const snapshot = {
  boatId: 'b1',
  at: '2026-11-26T10:00:00.000Z',
  title: '2019 Boston Whaler 330 Outrage',
  price: 289000,
  priceOnRequest: false,
  length: 33,
  imageUrl: null,
};

afterEach(() => localStorage.clear());

describe('the recently viewed hint', () => {
  it('keeps the snapshots, the same array until they change, and reads anything malformed as none', () => {
    setRecentlyViewedHint([snapshot]);
    const first = recentlyViewedHint();
    expect(first).toEqual([snapshot]);
    expect(recentlyViewedHint()).toBe(first);
    expect(parseRecentlyViewed('{"not":"a list"}')).toEqual([]);
    expect(parseRecentlyViewed('nope')).toEqual([]);
    expect(parseRecentlyViewed(JSON.stringify([snapshot, { boatId: 3 }, null]))).toEqual([snapshot]);
    setRecentlyViewedHint([]);
    expect(recentlyViewedHint()).toEqual([]);
  });
});
