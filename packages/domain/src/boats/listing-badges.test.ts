import { describe, expect, it } from 'vitest';
import { makeBoat } from './test-boats';
import {
  buyerUpdatedAt,
  daysOnMarket,
  daysOnMarketText,
  isNewListing,
  listingBadges,
  publicDaysOnMarket,
} from './listing-badges';
import { offerAvailability } from './listing-visibility';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const reduced = { priceHistory: [{ at: '2026-11-20T00:00:00.000Z', from: 500_000, to: 450_000 }] };

describe('listingBadges', () => {
  it('Just listed for 14 days after it went on the market (never "New" beside Pre-Owned, #30)', () => {
    expect(listingBadges(makeBoat({ publishedAt: '2026-11-11T12:00:00.001Z' }), NOW)).toEqual(['Just listed']);
    expect(listingBadges(makeBoat({ publishedAt: '2026-11-11T12:00:00.000Z' }), NOW)).toEqual([]);
    expect(isNewListing(makeBoat({ publishedAt: null }), NOW)).toBe(false);
    expect(isNewListing(makeBoat({ publishedAt: '2026-11-25T12:00:30.000Z' }), NOW)).toBe(true);
  });
  it('Under Offer first, then Price Reduced, then Just listed', () => {
    const boat = makeBoat({ status: 'under_offer', publishedAt: '2026-11-18T00:00:00.000Z', ...reduced });
    expect(listingBadges(boat, NOW)).toEqual(['Under Offer', 'Price Reduced', 'Just listed']);
  });
  it('a sold boat says only Sold', () => {
    const sold = makeBoat({ status: 'sold', showAsSold: true, soldAt: '2026-11-24T00:00:00.000Z', ...reduced });
    expect(listingBadges(sold, NOW)).toEqual(['Sold']);
  });
  it('a price on request is never "reduced" (no number is published)', () => {
    expect(listingBadges(makeBoat({ priceOnRequest: true, ...reduced }), NOW)).toEqual([]);
  });
});

describe('offerAvailability', () => {
  it('InStock, Reserved under offer, SoldOut when sold', () => {
    expect(offerAvailability({ status: 'active' })).toBe('https://schema.org/InStock');
    expect(offerAvailability({ status: 'under_offer' })).toBe('https://schema.org/Reserved');
    expect(offerAvailability({ status: 'sold' })).toBe('https://schema.org/SoldOut');
  });
});

describe('buyerUpdatedAt and daysOnMarket', () => {
  it('Updated is the last buyer-facing change, else the day it went on the market, else creation', () => {
    const base = { createdAt: '2026-10-01T00:00:00.000Z', publishedAt: null, changedAt: null };
    expect(buyerUpdatedAt(base)).toBe('2026-10-01T00:00:00.000Z');
    expect(buyerUpdatedAt({ ...base, publishedAt: '2026-10-03T00:00:00.000Z' })).toBe('2026-10-03T00:00:00.000Z');
    expect(
      buyerUpdatedAt({ ...base, publishedAt: '2026-10-03T00:00:00.000Z', changedAt: '2026-11-01T00:00:00.000Z' }),
    ).toBe('2026-11-01T00:00:00.000Z');
  });
  it('counts whole days from going on the market to now, or to the day it sold', () => {
    expect(daysOnMarket({ publishedAt: '2026-11-15T13:00:00.000Z', soldAt: null }, NOW)).toBe(9);
    expect(daysOnMarket({ publishedAt: '2026-11-01T00:00:00.000Z', soldAt: '2026-11-11T00:00:00.000Z' }, NOW)).toBe(10);
    expect(daysOnMarket({ publishedAt: null, soldAt: null }, NOW)).toBeNull();
    expect(daysOnMarket({ publishedAt: 'soon', soldAt: null }, NOW)).toBeNull();
  });
});

describe('days on market for buyers (publicDaysOnMarket, daysOnMarketText)', () => {
  const listed = { publishedAt: '2026-11-15T13:00:00.000Z', soldAt: null };
  it('are shown only where the site shows them: off by default, admins and owners see them anyway', () => {
    expect(publicDaysOnMarket(listed, { showDaysOnMarket: false }, NOW)).toBeNull();
    expect(publicDaysOnMarket(listed, { showDaysOnMarket: true }, NOW)).toBe(9);
    expect(daysOnMarket(listed, NOW)).toBe(9);
  });
  it('say nothing for a boat never on the market or with a date that is no date, even when shown', () => {
    expect(publicDaysOnMarket({ publishedAt: null, soldAt: null }, { showDaysOnMarket: true }, NOW)).toBeNull();
    expect(publicDaysOnMarket({ publishedAt: 'soon', soldAt: null }, { showDaysOnMarket: true }, NOW)).toBeNull();
  });
  it('read in words, one day or several', () => {
    expect(daysOnMarketText(0)).toBe('0 days on market');
    expect(daysOnMarketText(1)).toBe('1 day on market');
    expect(daysOnMarketText(12)).toBe('12 days on market');
  });
});
