import { describe, expect, it } from 'vitest';
import {
  durationText,
  isOverdue,
  leadAge,
  medianCoverText,
  responseStats,
  responseTimeMs,
  type LeadTiming,
} from './response-time';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const lead = (arrivedHoursAgo: number, answeredAfterHours: number | null): LeadTiming => ({
  arrivedAt: hoursAgo(arrivedHoursAgo),
  firstResponseAt: answeredAfterHours === null ? null : hoursAgo(arrivedHoursAgo - answeredAfterHours),
});

describe('lead response time', () => {
  it('is the wait from arrival to the first response; none while unanswered; never negative', () => {
    expect(responseTimeMs(lead(10, 1.5))).toBe(1.5 * 3_600_000);
    expect(responseTimeMs(lead(10, null))).toBeNull();
    expect(responseTimeMs({ arrivedAt: hoursAgo(1), firstResponseAt: hoursAgo(2) })).toBe(0);
    expect(responseTimeMs({ arrivedAt: 'zzz', firstResponseAt: hoursAgo(2) })).toBeNull();
  });

  it('is overdue from 24 hours unanswered, never once answered', () => {
    expect(isOverdue(lead(23.9, null), NOW)).toBe(false);
    expect(isOverdue(lead(24, null), NOW)).toBe(true);
    expect(isOverdue(lead(26, 25), NOW)).toBe(false);
    expect(isOverdue({ arrivedAt: 'zzz', firstResponseAt: null }, NOW)).toBe(false);
    // Past New with no time kept (a lead from before the history): answered, not overdue.
    expect(isOverdue({ ...lead(48, null), status: 'contacted' }, NOW)).toBe(false);
    expect(isOverdue({ ...lead(48, null), status: 'new' }, NOW)).toBe(true);
  });

  it("shows a lead's age in minutes, hours, then days", () => {
    expect(leadAge(lead(0.75, null), NOW)).toBe('45 min');
    expect(leadAge(lead(26, null), NOW)).toBe('26 h');
    expect(leadAge(lead(80, null), NOW)).toBe('3 d');
    expect(leadAge({ arrivedAt: 'zzz' }, NOW)).toBe('');
  });

  it('median and shares over the window, counting unanswered leads as not answered in time', () => {
    // Answered after 1, 3 and 20 h; one waiting 50 h so far; one outside the week.
    const leads = [lead(5, 1), lead(10, 3), lead(30, 20), lead(50, null), lead(24 * 10, 1)];
    expect(responseStats(leads, NOW, 7)).toEqual({
      arrived: 4,
      answered: 3,
      waiting: 1,
      medianMs: ((3 + 20) / 2) * 3_600_000,
      within2h: 1 / 4,
      within24h: 3 / 4,
    });
    expect(responseStats(leads, NOW, 30).arrived).toBe(5);
    expect(responseStats([], NOW, 7)).toEqual({
      arrived: 0,
      answered: 0,
      waiting: 0,
      medianMs: null,
      within2h: null,
      within24h: null,
    });
  });

  it('waiting leads count with their wait so far: fifteen unanswered next to one quick answer is not "0 min"', () => {
    const leads = [lead(30, 0), ...Array.from({ length: 15 }, (_, i) => lead(2 + i, null))];
    const stats = responseStats(leads, NOW, 7);
    expect(stats).toMatchObject({ answered: 1, waiting: 15 });
    expect(stats.medianMs).toBe(8.5 * 3_600_000);
    expect(medianCoverText(stats)).toBe('16 leads, 15 still waiting');
    // Past New with no time kept (a lead from before the history): answered at an unknown time, in no median.
    expect(responseStats([{ ...lead(5, null), status: 'contacted' }], NOW, 7)).toMatchObject({
      answered: 0,
      waiting: 0,
      medianMs: null,
    });
    expect(medianCoverText({ answered: 1, waiting: 0 })).toBe('1 lead');
    expect(medianCoverText({ answered: 0, waiting: 0 })).toBe('No leads');
  });

  it('reads durations as the dashboard shows them', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(25 * 60_000)).toBe('25 min');
    expect(durationText(3.5 * 3_600_000)).toBe('3.5 h');
    expect(durationText(2 * 3_600_000)).toBe('2 h');
    expect(durationText(50 * 3_600_000)).toBe('2.1 d');
  });
});
