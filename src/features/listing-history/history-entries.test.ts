import { describe, expect, it } from 'vitest';
import { historyEntries } from './history-entries';

describe('historyEntries', () => {
  it('tells price and status changes newest first, in words', () => {
    expect(
      historyEntries({
        priceHistory: [
          { at: '2026-09-10T12:00:00.000Z', from: 1795000, to: 1725000 },
          { at: '2026-11-05T12:00:00.000Z', from: 1725000, to: 1750000 },
        ],
        statusHistory: [{ at: '2026-10-01T00:00:00.000Z', from: 'active', to: 'under_offer' }],
      }),
    ).toEqual([
      { at: '2026-11-05T12:00:00.000Z', kind: 'price', text: 'Price raised from $1,725,000 to $1,750,000' },
      { at: '2026-10-01T00:00:00.000Z', kind: 'status', text: 'Status: Active → Under Offer' },
      { at: '2026-09-10T12:00:00.000Z', kind: 'price', text: 'Price reduced from $1,795,000 to $1,725,000' },
    ]);
  });
  it('is empty for a listing never changed', () => {
    expect(historyEntries({ priceHistory: [], statusHistory: [] })).toEqual([]);
  });
});
