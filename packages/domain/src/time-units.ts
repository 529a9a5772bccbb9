/** Lengths of time in milliseconds, for the rules that count in hours and days (one place, not one per module). */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
