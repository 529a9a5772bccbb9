import { describe, expect, it } from 'vitest';
import { publicState, soldShownUntil } from './listing-visibility';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const soldOn = (soldAt: string) => ({ status: 'sold', showAsSold: true, soldAt });

describe('which boats the public sees', () => {
  it('boats on the market are for sale', () => {
    expect(publicState({ status: 'active' }, NOW)).toBe('for-sale');
    expect(publicState({ status: 'under_offer' }, NOW)).toBe('for-sale');
    for (const status of ['draft', 'pending_review', 'sold']) expect(publicState({ status }, NOW)).toBe('hidden');
  });
  it('a sold boat shown as sold stays, greyed, for 30 days after it sold, then goes', () => {
    expect(publicState(soldOn('2026-10-27T12:00:00.001Z'), NOW)).toBe('recently-sold');
    expect(publicState(soldOn('2026-10-26T12:00:00.000Z'), NOW)).toBe('hidden');
    expect(soldShownUntil(soldOn('2026-11-01T00:00:00.000Z'))?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    // Not chosen, or no date it sold on (a document from outside the app): not shown.
    expect(publicState({ status: 'sold', showAsSold: false, soldAt: '2026-11-24T00:00:00.000Z' }, NOW)).toBe('hidden');
    expect(publicState({ status: 'sold', showAsSold: true, soldAt: null }, NOW)).toBe('hidden');
    expect(publicState({ status: 'sold', showAsSold: true, soldAt: 'soon' }, NOW)).toBe('hidden');
  });
});
