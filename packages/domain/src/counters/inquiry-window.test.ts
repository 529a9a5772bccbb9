import { describe, expect, it } from 'vitest';
import { newInquiriesInWindow } from './inquiry-window';

describe('newInquiriesInWindow (New Inquiries (7d) from the server day buckets)', () => {
  const NOW = new Date('2026-11-07T08:00:00.000Z');
  it('sums today (UTC) and the six days before it', () => {
    const byDay = { '2026-11-07': 1, '2026-11-06': 2, '2026-11-01': 4, '2026-10-31': 8, '2026-11-08': 16 };
    expect(newInquiriesInWindow(byDay, NOW)).toBe(7);
  });
  it('sums today and the six days before (UTC), up to the last millisecond of a day', () => {
    const byDay = { '2026-10-27': 100, '2026-10-28': 1, '2026-10-31': 2, '2026-11-03': 4, '2026-11-04': 50 };
    expect(newInquiriesInWindow(byDay, new Date('2026-11-03T08:00:00.000Z'))).toBe(7);
    expect(newInquiriesInWindow(byDay, new Date('2026-11-02T23:59:59.999Z'))).toBe(100 + 1 + 2);
  });
  it('no map: 0', () => {
    expect(newInquiriesInWindow(undefined, NOW)).toBe(0);
    expect(newInquiriesInWindow(null, NOW)).toBe(0);
  });
});
