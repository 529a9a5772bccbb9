import { describe, expect, it } from 'vitest';
import { BOAT_STATUS_LABELS, BOAT_STATUS_TONES } from './boat-status';

describe('boat status', () => {
  it('has the spec badge colours, under offer orange', () => {
    expect(BOAT_STATUS_TONES).toEqual({
      draft: 'grey',
      active: 'green',
      under_offer: 'orange',
      pending_review: 'yellow',
      sold: 'blue',
    });
  });
  it('reads in words', () => {
    expect(Object.values(BOAT_STATUS_LABELS)).toEqual(['Draft', 'Active', 'Under Offer', 'Pending Review', 'Sold']);
  });
});
