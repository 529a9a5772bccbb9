import { describe, expect, it } from 'vitest';
import { listingMatchesSearchAlert } from './search-alert-match';
import { makeBoat } from '../boats/test-boats';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const forSale = makeBoat();

describe('listingMatchesSearchAlert', () => {
  it("finds a listing the search's filters show, not one they leave out", () => {
    expect(listingMatchesSearchAlert(`type=${encodeURIComponent(forSale.type)}`, forSale, NOW)).toBe(true);
    expect(listingMatchesSearchAlert(`priceMax=${forSale.price - 1}`, forSale, NOW)).toBe(false);
    expect(listingMatchesSearchAlert(`priceMin=${forSale.price}`, forSale, NOW)).toBe(true);
    expect(listingMatchesSearchAlert('', forSale, NOW)).toBe(true);
  });

  it('reads a listing written before later fields existed, and never throws on one it cannot read', () => {
    const { particulars: _p, priceHistory: _h, ...older } = forSale;
    expect(listingMatchesSearchAlert('', older, NOW)).toBe(true);
    expect(listingMatchesSearchAlert('', { id: 'x', status: 'active', price: 'a lot' }, NOW)).toBe(false);
  });

  it('ignores filters a hand-edited search does not know, as /boats does', () => {
    expect(listingMatchesSearchAlert('colour=blue&priceMax=abc', forSale, NOW)).toBe(true);
  });

  it('a sold or withdrawn listing is not news', () => {
    expect(listingMatchesSearchAlert('', { ...forSale, status: 'withdrawn' }, NOW)).toBe(false);
  });
});
