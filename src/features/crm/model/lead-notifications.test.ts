import { describe, expect, it } from 'vitest';
import {
  leadNotificationText,
  leadsToAnnounce,
  markAllLeadsRead,
  markLeadRead,
  unreadLeads,
} from './lead-notifications';
import type { LeadsSeen } from '@/data/leads/leads-seen';

const lead = (id: string, createdAt: string, source: 'boat-show' | null = null) => ({
  id,
  createdAt,
  source,
  inquiryType: 'boat' as const,
});
const leads = [
  lead('a', '2026-11-27T08:00:00.000Z'),
  lead('b', '2026-11-27T09:00:00.000Z'),
  lead('show', '2026-11-27T09:30:00.000Z', 'boat-show'),
  lead('c', '2026-11-27T10:00:00.000Z'),
];
const NOW = new Date('2026-11-27T12:00:00.000Z');
const ids = (seen: LeadsSeen) => unreadLeads(leads, seen, NOW).map((l) => l.id);

describe('new leads for an admin', () => {
  it('every lead from the site is news until seen, newest first; one a broker added is not', () => {
    expect(ids({ upTo: null, ids: [] })).toEqual(['c', 'b', 'a']);
    expect(ids({ upTo: '2026-11-27T08:00:00.000Z', ids: [] })).toEqual(['c', 'b']);
  });

  it('marking one read leaves the others; marking all read clears the count until the next lead', () => {
    const one = markLeadRead({ upTo: '2026-11-27T08:00:00.000Z', ids: [] }, 'c', leads, NOW);
    expect(ids(one)).toEqual(['b']);
    expect(markLeadRead(one, 'a', leads, NOW).ids).toEqual(['c']); // a is behind upTo: nothing to keep
    const all = markAllLeadsRead(one, leads, NOW);
    expect(all).toEqual({ upTo: '2026-11-27T10:00:00.000Z', ids: [] });
    expect(ids(all)).toEqual([]);
    expect(unreadLeads([...leads, lead('d', '2026-11-27T11:00:00.000Z')], all, NOW).map((l) => l.id)).toEqual(['d']);
    expect(markAllLeadsRead(all, [], NOW)).toEqual(all);
  });

  it('announces with an OS notification only the leads new since the last list, while hidden and allowed', () => {
    const now = [{ id: 'c' }, { id: 'b' }, { id: 'a' }];
    const ok = { hidden: true, permitted: true };
    expect(leadsToAnnounce(new Set(['a']), now, ok).map((l) => l.id)).toEqual(['c', 'b']);
    // The first list is what was there already.
    expect(leadsToAnnounce(null, now, ok)).toEqual([]);
    // In front, the badge and the list tell; without permission, nothing.
    expect(leadsToAnnounce(new Set(['a']), now, { hidden: false, permitted: true })).toEqual([]);
    expect(leadsToAnnounce(new Set(['a']), now, { hidden: true, permitted: false })).toEqual([]);
    // Read ones leaving the list announce nothing.
    expect(leadsToAnnounce(new Set(['a', 'b', 'c']), [{ id: 'a' }], ok)).toEqual([]);
  });
});

describe('leadNotificationText (finding N18: what a locked screen shows)', () => {
  it('says "New lead" and the boat, never who sent it or what they wrote', () => {
    const text = leadNotificationText({ boatTitle: '2021 Contender 39 ST', inquiryType: 'boat' });
    expect(text).toEqual({ title: 'New lead', body: 'About the 2021 Contender 39 ST' });
  });

  it('without a boat, the kind of lead', () => {
    expect(leadNotificationText({ boatTitle: null, inquiryType: 'contact' }).body).toBe('Contact form');
    expect(leadNotificationText({ boatTitle: '  ', inquiryType: 'sell' }).body).toBe('Sell form');
  });

  it("finding N13: a visitor's future createdAt is not news forever, and marking it read hides no later lead", () => {
    const forged = { ...lead('forged', '2999-01-01T00:00:00.000Z'), receivedAt: '2026-11-27T10:30:00.000Z' };
    const all = markAllLeadsRead({ upTo: null, ids: [] }, [...leads, forged], NOW);
    expect(all.upTo).toBe('2026-11-27T10:30:00.000Z');
    const next = { ...lead('next', '2026-11-27T11:00:00.000Z'), receivedAt: '2026-11-27T11:00:01.000Z' };
    expect(unreadLeads([...leads, forged, next], all, NOW).map((l) => l.id)).toEqual(['next']);
    // Not stamped yet, its future date reads as now: marking it read never sets the mark in the future.
    const unstamped = lead('unstamped', '2999-01-01T00:00:00.000Z');
    expect(markAllLeadsRead({ upTo: null, ids: [] }, [unstamped], NOW).upTo).toBe(NOW.toISOString());
  });
});
