import { describe, expect, it } from 'vitest';
import {
  newInquiriesInWindow as serverWindow,
  NEW_INQUIRY_WINDOW_DAYS as SERVER_DAYS,
} from '../../functions/src/counters';
import {
  newInquiriesInWindow as webWindow,
  NEW_INQUIRY_WINDOW_DAYS as WEB_DAYS,
} from '../../src/data/portal/dashboard-counters';

// The web app cannot import functions/src/counters.ts (it loads firebase-admin), so it has its own copy of the
// 'New Inquiries (7d)' window over stats/admin.inquiriesByDay. This keeps the two the same sum.
describe('New Inquiries (7d) window: web app = Cloud Functions', () => {
  it('same window length', () => {
    expect(WEB_DAYS).toBe(SERVER_DAYS);
  });

  it('same sum for every hour of a month, around UTC midnight and month ends, with and without a map', () => {
    const byDay: Record<string, number> = {};
    const start = Date.parse('2026-10-20T00:00:00.000Z');
    for (let d = 0; d < 40; d++) byDay[new Date(start + d * 86_400_000).toISOString().slice(0, 10)] = ((d * 7) % 5) + 1;
    let compared = 0;
    for (let h = 0; h < 24 * 31; h += 1) {
      const now = new Date(Date.parse('2026-10-25T00:30:00.000Z') + h * 3_600_000 - 1);
      expect(webWindow(byDay, now), now.toISOString()).toBe(serverWindow(byDay, now));
      expect(webWindow(byDay, now, 3)).toBe(serverWindow(byDay, now, 3));
      compared++;
    }
    expect(webWindow(undefined, new Date())).toBe(serverWindow(undefined, new Date()));
    expect(webWindow(byDay, new Date('2026-11-10T12:00:00.000Z'))).toBeGreaterThan(0);
    expect(compared).toBe(744);
  });
});
