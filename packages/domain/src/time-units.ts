/** Lengths of time in milliseconds, for the rules that count in hours and days (one place, not one per module). */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * 'yyyy-mm-dd' of a moment in UTC: the key of every day bucket (view counters, stats/admin.inquiriesByDay), written by
 * the functions and read by the app's charts and cards alike.
 */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
