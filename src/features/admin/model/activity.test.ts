import { describe, expect, it } from 'vitest';
import { recentActivity, RECENT_ACTIVITY_LIMIT } from './activity';
import { seedLeads, seedSubmissions } from '../../../../fixtures/portal-seed';

const NOW = new Date('2026-12-31T00:00:00.000Z');
const data = (ownerName: string) => ({ year: 2019, make: 'Boston Whaler', model: '280 Vantage', ownerName });

describe('recent activity feed', () => {
  it('merges new leads, submissions and status changes, newest first', () => {
    const feed = recentActivity({
      inquiries: [
        {
          id: 'l1',
          name: 'Ann',
          inquiryType: 'boat',
          boatTitle: '2021 Viking 54',
          status: 'new',
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
        {
          id: 'l2',
          name: 'Ben',
          inquiryType: 'contact',
          boatTitle: null,
          status: 'contacted',
          createdAt: '2026-11-18T10:00:00.000Z',
          updatedAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      submissions: [
        {
          id: 's1',
          status: 'pending',
          submittedAt: '2026-11-19T10:00:00.000Z',
          updatedAt: '2026-11-19T10:00:00.000Z',
          submissionData: data('Marina') as never,
        },
        {
          id: 's2',
          status: 'needs_changes',
          submittedAt: '2026-11-10T10:00:00.000Z',
          updatedAt: '2026-11-22T10:00:00.000Z',
          submissionData: data('Kevin') as never,
        },
      ],
      now: NOW,
    });
    expect(feed.map((i) => i.id)).toEqual([
      'review:s2',
      'lead-status:l2',
      'inquiry:l1',
      'submission:s1',
      'inquiry:l2',
      'submission:s2',
    ]);
    expect(feed[0]).toMatchObject({
      title: 'Submission needs changes: 2019 Boston Whaler 280 Vantage',
      detail: 'From Kevin',
      tab: 'submissions',
    });
    expect(feed[1]).toMatchObject({ title: 'Lead from Ben marked contacted', detail: 'Contact form', tab: 'leads' });
    expect(feed[2]).toMatchObject({ title: 'New lead from Ann', detail: 'Boat inquiry about 2021 Viking 54' });
  });

  it('limits the feed', () => {
    const feed = recentActivity({ inquiries: seedLeads, submissions: seedSubmissions, now: NOW });
    expect(feed).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(recentActivity({ inquiries: seedLeads, submissions: seedSubmissions, now: NOW }, 3)).toHaveLength(3);
    const times = feed.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(feed[0]!.id).toBe('inquiry:lead-006');
  });

  it('is empty with no data', () => {
    expect(recentActivity({ inquiries: [], submissions: [], now: NOW })).toEqual([]);
  });
});
