import { describe, expect, it } from 'vitest';
import { buildListingPerformance, SERIES_DAYS } from './daily-series';

const now = new Date('2026-03-02T01:30:00Z');

describe('buildListingPerformance', () => {
  it('gives 90 UTC days ending today, zeros filled', () => {
    const result = buildListingPerformance({ '2026-03-02': 4, '2026-01-01': 9 }, [], now);
    expect(result.days).toHaveLength(SERIES_DAYS);
    expect(result.days.at(-1)).toEqual({ day: '2026-03-02', views: 4, inquiries: 0 });
    expect(result.days[0]?.day).toBe('2025-12-03');
    expect(result.days.find((d) => d.day === '2026-01-01')?.views).toBe(9);
    expect(result.days.find((d) => d.day === '2026-02-15')?.views).toBe(0);
  });

  it('drops buckets older than 90 days from the series', () => {
    const result = buildListingPerformance({ '2025-12-02': 7 }, [], now);
    expect(result.days.reduce((sum, d) => sum + d.views, 0)).toBe(0);
  });

  it('counts leads per UTC day and by status', () => {
    const result = buildListingPerformance(
      {},
      [
        { createdAt: '2026-03-01T23:59:00-05:00', status: 'new' }, // 2026-03-02 in UTC
        { createdAt: '2026-02-10T12:00:00Z', status: 'closed' },
        { createdAt: 'not a date', status: 'contacted' },
      ],
      now,
    );
    expect(result.days.at(-1)?.inquiries).toBe(1);
    expect(result.days.find((d) => d.day === '2026-02-10')?.inquiries).toBe(1);
    expect(result.byStatus).toEqual({ new: 1, contacted: 1, qualified: 0, closed: 1 });
  });

  it('compares this UTC month with the last, across a year end', () => {
    const jan = new Date('2026-01-05T00:00:00Z');
    const result = buildListingPerformance(
      { '2026-01-01': 2, '2026-01-04': 3, '2025-12-31': 10, '2025-11-30': 100 },
      [{ createdAt: '2025-12-20T10:00:00Z', status: 'new' }],
      jan,
    );
    expect(result.views).toEqual({ thisMonth: 5, lastMonth: 10, change: -5 });
    expect(result.inquiries).toEqual({ thisMonth: 0, lastMonth: 1, change: -1 });
  });
});
