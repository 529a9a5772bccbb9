import { DAY_MS, utcDay } from '../time-units';

/** Spec: the dashboard's 'new inquiries' window is 7 days. */
export const NEW_INQUIRY_WINDOW_DAYS = 7;

/**
 * 'New Inquiries (7d)' from the server's day buckets (stats/admin.inquiriesByDay, kept by functions/src/counters.ts):
 * the inquiries created on today's UTC date and the six days before it (seven calendar days).
 */
export function newInquiriesInWindow(
  inquiriesByDay: Readonly<Record<string, number>> | null | undefined,
  now: Date,
  days = NEW_INQUIRY_WINDOW_DAYS,
): number {
  let sum = 0;
  for (let i = 0; i < days; i++) sum += inquiriesByDay?.[utcDay(new Date(now.getTime() - i * DAY_MS))] ?? 0;
  return sum;
}
