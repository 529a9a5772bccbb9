import { DAY_MS, utcDay } from '@harbour/domain/time-units';
/**
 * Pure: what a listing's performance chart shows, built from the view counter's daily buckets and the leads' dates.
 * Days are UTC ('yyyy-mm-dd') because the counters are bucketed by UTC day (addView in packages/domain/src/schemas/view-count.ts,
 * both utcDay in packages/domain/src/time-units.ts): any other zone would split one bucket across two chart days.
 */

export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'closed';

export interface DayPoint {
  day: string;
  views: number;
  inquiries: number;
}

export interface MonthComparison {
  thisMonth: number;
  lastMonth: number;
  /** thisMonth - lastMonth */
  change: number;
}

export interface ListingPerformance {
  days: DayPoint[];
  views: MonthComparison;
  inquiries: MonthComparison;
  byStatus: Record<LeadStatus, number>;
}

export const SERIES_DAYS = 90;
const STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'closed'];

/** 'yyyy-mm' of the month `offset` months before `now`'s UTC month. */
function utcMonth(now: Date, offset: number): string {
  return utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1))).slice(0, 7);
}

function compare(thisMonth: number, lastMonth: number): MonthComparison {
  return { thisMonth, lastMonth, change: thisMonth - lastMonth };
}

export function buildListingPerformance(
  daily: Readonly<Record<string, number>>,
  leads: readonly { createdAt: string; status: string }[],
  now: Date,
): ListingPerformance {
  const leadsPerDay = new Map<string, number>();
  const byStatus: Record<LeadStatus, number> = { new: 0, contacted: 0, qualified: 0, closed: 0 };
  for (const lead of leads) {
    const at = new Date(lead.createdAt);
    // A lead without a readable date still counts by status, but on no day.
    if (!Number.isNaN(at.getTime())) {
      const day = utcDay(at);
      leadsPerDay.set(day, (leadsPerDay.get(day) ?? 0) + 1);
    }
    if ((STATUSES as readonly string[]).includes(lead.status)) byStatus[lead.status as LeadStatus] += 1;
  }

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: DayPoint[] = [];
  for (let i = SERIES_DAYS - 1; i >= 0; i -= 1) {
    const day = utcDay(new Date(today - i * DAY_MS));
    days.push({ day, views: daily[day] ?? 0, inquiries: leadsPerDay.get(day) ?? 0 });
  }

  // Month totals read the buckets themselves, not the 90 days, so a month is whole whatever the window holds.
  const thisMonth = utcMonth(now, 0);
  const lastMonth = utcMonth(now, 1);
  const sumMonth = (entries: Iterable<[string, number]>, month: string): number => {
    let sum = 0;
    for (const [day, count] of entries) if (day.startsWith(month)) sum += count;
    return sum;
  };
  return {
    days,
    views: compare(sumMonth(Object.entries(daily), thisMonth), sumMonth(Object.entries(daily), lastMonth)),
    inquiries: compare(sumMonth(leadsPerDay, thisMonth), sumMonth(leadsPerDay, lastMonth)),
    byStatus,
  };
}
