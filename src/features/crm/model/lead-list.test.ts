import { describe, expect, it } from 'vitest';
import { ALL_LEADS, leadKind, queryLeads } from './lead-list';
import type { Lead } from '@harbour/domain/schemas/lead';
import { aLead } from '../../../../tests/unit/fixtures/lead';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const lead = (id: string, over: Partial<Lead> = {}): Lead => aLead({ id, ...over });
const ids = (leads: Lead[]) => leads.map((l) => l.id);

describe('the Leads list', () => {
  const leads = [
    lead('mine', { assignedTo: 'me', createdAt: '2026-11-27T09:00:00.000Z' }),
    lead('theirs', { assignedTo: 'other', createdAt: '2026-11-26T09:00:00.000Z', status: 'contacted' }),
    lead('show', {
      source: 'boat-show',
      inquiryType: 'contact',
      name: 'José Núñez',
      tags: ['Miami'],
      createdAt: '2026-11-20T09:00:00.000Z',
    }),
    lead('sell', { inquiryType: 'sell', boatTitle: '2019 Boston Whaler 280', createdAt: '2026-11-27T11:00:00.000Z' }),
  ];

  it('My leads, Unassigned, and all of them newest first', () => {
    expect(ids(queryLeads(leads, ALL_LEADS, 'me', NOW))).toEqual(['sell', 'mine', 'theirs', 'show']);
    expect(ids(queryLeads(leads, { ...ALL_LEADS, owner: 'mine' }, 'me', NOW))).toEqual(['mine']);
    expect(ids(queryLeads(leads, { ...ALL_LEADS, owner: 'unassigned' }, 'me', NOW))).toEqual(['sell', 'show']);
  });

  it('by status, newest first', () => {
    expect(ids(queryLeads(leads, { ...ALL_LEADS, status: 'new' }, 'me', NOW))).toEqual(['sell', 'mine', 'show']);
    expect(queryLeads(leads, { ...ALL_LEADS, status: 'closed' }, 'me', NOW)).toEqual([]);
  });

  it('by type: the form it came through, or added by a broker', () => {
    expect(leadKind({ source: null, inquiryType: 'sell' })).toBe('sell');
    expect(leadKind({ source: 'walk-in', inquiryType: 'boat' })).toBe('manual');
    expect(ids(queryLeads(leads, { ...ALL_LEADS, kind: 'manual' }, 'me', NOW))).toEqual(['show']);
    expect(ids(queryLeads(leads, { ...ALL_LEADS, kind: 'boat', status: 'contacted' }, 'me', NOW))).toEqual(['theirs']);
  });

  it('search finds any word in name, contact, message, boat or tags, ignoring case and accents', () => {
    expect(ids(queryLeads(leads, { ...ALL_LEADS, text: 'nunez miami' }, 'me', NOW))).toEqual(['show']);
    expect(ids(queryLeads(leads, { ...ALL_LEADS, text: ' WHALER ' }, 'me', NOW))).toEqual(['sell']);
    expect(ids(queryLeads(leads, { ...ALL_LEADS, text: 'nobody' }, 'me', NOW))).toEqual([]);
  });

  it('oldest first, and waiting longest: overdue, then unanswered, oldest first; the answered last', () => {
    expect(ids(queryLeads(leads, { ...ALL_LEADS, sort: 'oldest' }, 'me', NOW))).toEqual([
      'show',
      'theirs',
      'mine',
      'sell',
    ]);
    const answered = lead('answered', {
      createdAt: '2026-11-19T09:00:00.000Z',
      activity: [{ id: 'r', kind: 'reply', at: '2026-11-19T10:00:00.000Z', by: 'me', channel: 'call', text: null }],
    });
    expect(ids(queryLeads([...leads, answered], { ...ALL_LEADS, sort: 'waiting' }, 'me', NOW))).toEqual([
      'show',
      'mine',
      'sell',
      'theirs',
      'answered',
    ]);
  });

  it("finding N13: ordered and made overdue by the server's arrival, never by a future createdAt", () => {
    const forged = lead('forged', { createdAt: '2999-01-01T00:00:00.000Z', receivedAt: '2026-11-26T10:00:00.000Z' });
    const fresh = lead('fresh', { createdAt: '2026-11-27T11:00:00.000Z', receivedAt: '2026-11-27T11:00:02.000Z' });
    // Delivered from an offline outbox today: it arrived today, whatever its device's date.
    const late = lead('late', { createdAt: '2026-11-01T09:00:00.000Z', receivedAt: '2026-11-27T09:00:00.000Z' });
    const all = [forged, fresh, late];
    expect(ids(queryLeads(all, ALL_LEADS, 'me', NOW))).toEqual(['fresh', 'late', 'forged']);
    expect(ids(queryLeads(all, { ...ALL_LEADS, sort: 'oldest' }, 'me', NOW))).toEqual(['forged', 'late', 'fresh']);
    // Waiting longest: the forged lead is overdue (26 h since it arrived) and comes first.
    expect(ids(queryLeads(all, { ...ALL_LEADS, sort: 'waiting' }, 'me', NOW))).toEqual(['forged', 'late', 'fresh']);
  });
});
