import { describe, expect, it } from 'vitest';
import { computeKpis, formatCount, isRecentInquiry } from './kpis';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('admin KPIs', () => {
  it('counts pending submissions, active boats, inquiries of the last 7 days and boat views', () => {
    const kpis = computeKpis(
      {
        submissions: [
          { status: 'pending' },
          { status: 'pending' },
          { status: 'needs_changes' },
          { status: 'approved' },
        ],
        boats: [
          { status: 'active' },
          { status: 'draft' },
          { status: 'active' },
          { status: 'sold' },
          { status: 'pending_review' },
          { status: 'under_offer' }, // still on the market
        ],
        inquiries: [
          { createdAt: '2026-11-23T11:00:00.000Z' },
          { createdAt: '2026-11-16T12:00:00.000Z' }, // exactly 7 days: counts
          { createdAt: '2026-11-16T11:59:59.000Z' }, // just outside
          { createdAt: '2026-10-01T00:00:00.000Z' },
        ],
        viewCounts: [
          { itemType: 'boat', total: 120 },
          { itemType: 'boat', total: 5 },
          { itemType: 'post', total: 1000 },
        ],
      },
      now,
    );
    expect(kpis).toEqual({ pendingSubmissions: 2, activeListings: 3, newInquiries7d: 2, totalViews: 125 });
  });

  it('is all zeros with no data', () => {
    expect(computeKpis({ submissions: [], boats: [], inquiries: [], viewCounts: [] }, now)).toEqual({
      pendingSubmissions: 0,
      activeListings: 0,
      newInquiries7d: 0,
      totalViews: 0,
    });
  });

  it('ignores unreadable dates', () => {
    expect(isRecentInquiry('not a date', now)).toBe(false);
    expect(isRecentInquiry('2026-11-22T00:00:00.000Z', now)).toBe(true);
  });

  it('formats counts with thousands separators', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});
