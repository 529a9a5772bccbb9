import { describe, expect, it } from 'vitest';
import { clientDashboardStats, EMPTY_CLIENT_STATS, serverClientStats } from './client-stats';

const ME = 'owner-1';
const sub = (userId: string, status: 'pending' | 'needs_changes' | 'approved' | 'rejected') => ({ userId, status });
const boat = (id: string, createdBy: string | null, status: 'draft' | 'active' | 'pending_review' | 'sold') => ({
  id,
  createdBy,
  status,
});

describe('client dashboard counts', () => {
  it('are all 0 on an empty replica', () => {
    expect(clientDashboardStats(ME, { submissions: [], boats: [], inquiries: [] })).toEqual(EMPTY_CLIENT_STATS);
  });

  it('count own submissions, own pending ones, own active boats and inquiries on own boats', () => {
    const stats = clientDashboardStats(ME, {
      submissions: [
        sub(ME, 'pending'),
        sub(ME, 'pending'),
        sub(ME, 'needs_changes'),
        sub(ME, 'approved'),
        sub(ME, 'rejected'),
        sub('someone', 'pending'),
      ],
      boats: [
        boat('b1', ME, 'active'),
        boat('b2', ME, 'sold'),
        boat('b3', ME, 'draft'),
        boat('b4', 'someone', 'active'),
        boat('b5', ME, 'active'),
      ],
      inquiries: [
        { boatId: 'b1' },
        { boatId: 'b1' },
        { boatId: 'b2' },
        { boatId: 'b4' },
        { boatId: null },
        { boatId: 'gone' },
      ],
    });
    expect(stats).toEqual({ totalSubmissions: 5, pendingReviews: 2, activeListings: 2, totalInquiries: 3 });
  });
});

describe('serverClientStats (ownerStats/{uid} → the four cards)', () => {
  it('maps the counters; a counter never incremented is 0; no document → null', () => {
    expect(
      serverClientStats({ id: 'u1', totalSubmissions: 4, pendingReviews: 1, totalInquiries: 9, totalViews: 300 }),
    ).toEqual({
      totalSubmissions: 4,
      pendingReviews: 1,
      activeListings: 0,
      totalInquiries: 9,
    });
    expect(serverClientStats(null)).toBeNull();
  });
});
