import { describe, expect, it } from 'vitest';
import { chooseCounts } from '@/data/portal/dashboard-counters';
import { KPI_CARDS } from './kpis';
import { serverKpis } from './kpi-counters';

const NOW = new Date('2026-11-07T08:00:00.000Z');
const KEYS = KPI_CARDS.map((k) => k.key);

describe('serverKpis (stats/admin → the four KPI cards)', () => {
  it('maps the counters; a counter never incremented is 0; the inquiries window is the last 7 UTC days', () => {
    expect(
      serverKpis(
        {
          id: 'admin',
          pendingSubmissions: 4,
          totalViews: 1200,
          inquiriesByDay: { '2026-11-07': 2, '2026-11-01': 1, '2026-10-31': 9 },
        },
        NOW,
      ),
    ).toEqual({
      pendingSubmissions: 4,
      activeListings: 0,
      newInquiries7d: 3,
      totalViews: 1200,
    });
  });
  it('no document: null', () => {
    expect(serverKpis(null, NOW)).toBeNull();
  });
  it('with the rule: server numbers during the first pull, local ones afterwards', () => {
    const server = serverKpis(
      { id: 'admin', pendingSubmissions: 4, activeListings: 30, totalViews: 10, inquiriesByDay: {} },
      NOW,
    );
    const local = { pendingSubmissions: 1, activeListings: 2, newInquiries7d: 0, totalViews: 3 };
    const during = chooseCounts(KEYS, local, server, false);
    expect(KEYS.map((k) => during[k]?.value)).toEqual([4, 30, 0, 10]);
    const after = chooseCounts(KEYS, local, server, true);
    expect(KEYS.map((k) => after[k]?.value)).toEqual([1, 2, 0, 3]);
  });
});
