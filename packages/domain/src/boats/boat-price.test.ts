import { describe, expect, it } from 'vitest';
import { makeBoat } from './test-boats';
import { boatPriceLabel, parseAskingPrice, privatePriceLabel, publicReductions, recentReduction } from './boat-price';

describe('boatPriceLabel', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(boatPriceLabel({ price: 189000 })).toBe('$189,000');
    expect(boatPriceLabel({ price: 1250000 })).toBe('$1,250,000');
    expect(boatPriceLabel({ price: 12500.6 })).toBe('$12,501');
    expect(boatPriceLabel({ price: 0 })).toBe('$0');
    expect(boatPriceLabel({ price: Number.NaN })).toBe('—');
  });
});

describe('price on request', () => {
  it('the public sees words, never the number; the admin and owner see the number, marked', () => {
    expect(boatPriceLabel({ price: 3_900_000, priceOnRequest: true })).toBe('Price on Request');
    expect(privatePriceLabel({ price: 3_900_000, priceOnRequest: true })).toBe('$3,900,000 (on request)');
    expect(privatePriceLabel({ price: 3_900_000, priceOnRequest: false })).toBe('$3,900,000');
  });
});

describe('reductions', () => {
  const NOW = new Date('2026-11-25T12:00:00.000Z');
  const cut = (at: string, from = 500_000, to = 450_000) => ({ at, from, to });
  /** On the market since January. */
  const listed = (patch: Parameters<typeof makeBoat>[0]) =>
    makeBoat({ publishedAt: '2026-01-01T00:00:00.000Z', ...patch });
  it('the last change, when it lowered the price less than 30 days ago, is shown', () => {
    expect(recentReduction(listed({ priceHistory: [cut('2026-10-26T12:00:00.001Z')] }), NOW)).toEqual(
      cut('2026-10-26T12:00:00.001Z'),
    );
    expect(recentReduction(listed({ priceHistory: [cut('2026-10-26T12:00:00.000Z')] }), NOW)).toBeNull();
    // Made seconds after the page's "now" (its minute, or another device's clock): reduced all the same.
    expect(recentReduction(listed({ priceHistory: [cut('2026-11-25T12:00:40.000Z')] }), NOW)).not.toBeNull();
    // Raised again since: not reduced any more.
    const upAgain = [cut('2026-11-10T00:00:00.000Z'), cut('2026-11-20T00:00:00.000Z', 450_000, 480_000)];
    expect(recentReduction(listed({ priceHistory: upAgain }), NOW)).toBeNull();
  });
  it('visitors are told of every reduction, newest first; of none when the price is on request', () => {
    const history = [
      cut('2026-09-01T00:00:00.000Z', 600_000, 550_000),
      cut('2026-10-01T00:00:00.000Z', 550_000, 575_000),
      cut('2026-11-01T00:00:00.000Z', 575_000, 500_000),
    ];
    expect(publicReductions(listed({ priceHistory: history })).map((c) => c.at)).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-09-01T00:00:00.000Z',
    ]);
    expect(publicReductions(listed({ priceHistory: history, priceOnRequest: true }))).toEqual([]);
  });
  it('a price changed before the boat went on the market, or in the save that published it, is no reduction (#30)', () => {
    // A draft approved at $329,000 and published at $319,000 in one save: new on the market, not "Price Reduced".
    const publishedAt = '2026-11-20T10:00:00.000Z';
    const atPublishing = [cut(publishedAt, 329_000, 319_000)];
    expect(recentReduction(makeBoat({ publishedAt, priceHistory: atPublishing }), NOW)).toBeNull();
    expect(publicReductions(makeBoat({ publishedAt, priceHistory: atPublishing }))).toEqual([]);
    const whileDraft = [cut('2026-11-19T10:00:00.000Z', 340_000, 329_000)];
    expect(recentReduction(makeBoat({ publishedAt, priceHistory: whileDraft }), NOW)).toBeNull();
    // Never on the market: no price a buyer saw was cut.
    expect(recentReduction(makeBoat({ publishedAt: null, priceHistory: atPublishing }), NOW)).toBeNull();
    // Cut a day after it went public: reduced.
    const afterwards = [...whileDraft, cut('2026-11-21T10:00:00.000Z', 329_000, 315_000)];
    expect(recentReduction(makeBoat({ publishedAt, priceHistory: afterwards }), NOW)).toEqual(afterwards[1]);
    expect(publicReductions(makeBoat({ publishedAt, priceHistory: afterwards }))).toEqual([afterwards[1]]);
  });
});

describe('parseAskingPrice', () => {
  it('reads dollar amounts with signs and separators', () => {
    expect(parseAskingPrice('189000')).toBe(189000);
    expect(parseAskingPrice('$189,000')).toBe(189000);
    expect(parseAskingPrice(' 189 000 USD ')).toBe(189000);
    expect(parseAskingPrice('12500.60')).toBe(12501);
  });
  it('does not guess at other text', () => {
    for (const text of ['189k', 'offers', '', '0', '$0', '-5000', '1.2.3']) expect(parseAskingPrice(text)).toBeNull();
  });
});
