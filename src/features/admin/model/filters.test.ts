import { describe, expect, it } from 'vitest';
import { LEAD_FILTERS, LISTING_FILTERS, SUBMISSION_FILTERS, filterListings, filterSubmissions } from './filters';

describe('admin list filters', () => {
  it('has the spec filter labels', () => {
    expect(LISTING_FILTERS.map((f) => f.label)).toEqual(['All', 'Active', 'Under Offer', 'Sold', 'Draft']);
    expect(SUBMISSION_FILTERS.map((f) => f.label)).toEqual(['All', 'Pending', 'Needs Changes', 'Approved', 'Rejected']);
    expect(LEAD_FILTERS.map((f) => f.label)).toEqual(['All', 'New', 'Contacted', 'Qualified', 'Closed']);
  });

  it('filters listings by status, newest first', () => {
    const boats = [
      { id: 'a', status: 'active' as const, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'b', status: 'draft' as const, createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 'c', status: 'sold' as const, createdAt: '2026-02-01T00:00:00.000Z' },
      { id: 'd', status: 'pending_review' as const, createdAt: '2026-04-01T00:00:00.000Z' },
      { id: 'e', status: 'active' as const, createdAt: '2026-05-01T00:00:00.000Z' },
    ];
    expect(filterListings(boats, 'all').map((b) => b.id)).toEqual(['e', 'd', 'b', 'c', 'a']);
    expect(filterListings(boats, 'active').map((b) => b.id)).toEqual(['e', 'a']);
    expect(filterListings(boats, 'sold').map((b) => b.id)).toEqual(['c']);
    expect(filterListings(boats, 'draft').map((b) => b.id)).toEqual(['b']);
  });

  it('filters submissions by status, newest submitted first, without changing the input', () => {
    const subs = [
      { id: '1', status: 'pending' as const, submittedAt: '2026-01-01T00:00:00.000Z' },
      { id: '2', status: 'needs_changes' as const, submittedAt: '2026-02-01T00:00:00.000Z' },
      { id: '3', status: 'pending' as const, submittedAt: '2026-03-01T00:00:00.000Z' },
    ];
    expect(filterSubmissions(subs, 'all').map((s) => s.id)).toEqual(['3', '2', '1']);
    expect(filterSubmissions(subs, 'pending').map((s) => s.id)).toEqual(['3', '1']);
    expect(filterSubmissions(subs, 'needs_changes').map((s) => s.id)).toEqual(['2']);
    expect(filterSubmissions(subs, 'rejected')).toEqual([]);
    expect(subs.map((s) => s.id)).toEqual(['1', '2', '3']);
  });
});
