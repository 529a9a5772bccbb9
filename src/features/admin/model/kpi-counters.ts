import type { ServerCounters } from '@harbour/domain/schemas/server-counters';
import { newInquiriesInWindow } from '@harbour/domain/counters/inquiry-window';
import { counterField } from '@/data/portal/dashboard-counters';
import type { AdminKpis } from './kpis';

/** The replica collections the KPI cards count (their first pull decides local vs server, docs/DATA-MODEL.md 'Counters'). */
export const ADMIN_COUNTED = ['submissions', 'boats', 'inquiries', 'viewCounts'] as const;

/**
 * The four KPIs as the server counts them (stats/admin). New Inquiries (7d) there is by UTC calendar day
 * (today and the six days before), the local count is the last 7×24 hours: the two can differ by the
 * inquiries of part of a day, while the server value is shown only until the first pull is done.
 */
export function serverKpis(stats: ServerCounters | null, now: Date): AdminKpis | null {
  if (!stats) return null;
  return {
    pendingSubmissions: counterField(stats, 'pendingSubmissions'),
    activeListings: counterField(stats, 'activeListings'),
    newInquiries7d: newInquiriesInWindow(stats.inquiriesByDay, now),
    totalViews: counterField(stats, 'totalViews'),
  };
}
