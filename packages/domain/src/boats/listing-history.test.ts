import { describe, expect, it } from 'vitest';
import { makeBoat } from './test-boats';
import { PRICE_HISTORY_MAX } from '../schemas/boat';
import { withListingHistory } from './listing-history';

const T1 = '2026-11-01T10:00:00.000Z';
const T2 = '2026-11-10T10:00:00.000Z';

describe('withListingHistory', () => {
  it('a new listing on the market is published now; a new draft is not', () => {
    expect(withListingHistory(null, makeBoat({ status: 'active' }), T1)).toMatchObject({
      publishedAt: T1,
      soldAt: null,
      changedAt: null,
      priceHistory: [],
      statusHistory: [],
    });
    expect(withListingHistory(null, makeBoat({ status: 'draft' }), T1).publishedAt).toBeNull();
  });

  it('records a price change with its date and moves the buyer-facing date', () => {
    const before = makeBoat({ price: 500_000, publishedAt: T1 });
    const after = withListingHistory(before, { ...before, price: 450_000 }, T2);
    expect(after.priceHistory).toEqual([{ at: T2, from: 500_000, to: 450_000 }]);
    expect(after.changedAt).toBe(T2);
    expect(after.publishedAt).toBe(T1);
  });

  it('records a status change; first going on the market publishes; selling sets soldAt, relisting clears it', () => {
    const draft = makeBoat({ status: 'draft' });
    const live = withListingHistory(draft, { ...draft, status: 'active' }, T1);
    expect(live).toMatchObject({ publishedAt: T1, statusHistory: [{ at: T1, from: 'draft', to: 'active' }] });
    const sold = withListingHistory(live, { ...live, status: 'sold' }, T2);
    expect(sold.soldAt).toBe(T2);
    expect(sold.statusHistory.map((c) => c.to)).toEqual(['active', 'sold']);
    // Editing a sold boat keeps the day it sold.
    expect(
      withListingHistory(sold, { ...sold, description: 'Sold to a happy buyer.' }, '2026-11-12T00:00:00.000Z').soldAt,
    ).toBe(T2);
    const back = withListingHistory(sold, { ...sold, status: 'active' }, '2026-11-12T00:00:00.000Z');
    expect(back).toMatchObject({ soldAt: null, publishedAt: T1 });
  });

  it('a change no buyer sees (the description wording, the location) does not move "Updated"', () => {
    const before = makeBoat({ changedAt: T1 });
    expect(withListingHistory(before, { ...before, description: 'Reworded.', updatedAt: T2 }, T2).changedAt).toBe(T1);
    expect(
      withListingHistory(
        before,
        { ...before, images: [{ id: 'p', url: '/p.webp', isPrimary: true, displayOrder: 1 }] },
        T2,
      ).changedAt,
    ).toBe(T2);
  });

  it('keeps the newest PRICE_HISTORY_MAX changes', () => {
    const full = makeBoat({
      price: 1,
      priceHistory: Array.from({ length: PRICE_HISTORY_MAX }, (_, i) => ({ at: T1, from: i + 2, to: i + 1 })),
    });
    const after = withListingHistory(full, { ...full, price: 2 }, T2);
    expect(after.priceHistory).toHaveLength(PRICE_HISTORY_MAX);
    expect(after.priceHistory.at(-1)).toEqual({ at: T2, from: 1, to: 2 });
    expect(after.priceHistory[0]).toEqual({ at: T1, from: 3, to: 2 });
  });
});
