// Hand-rolled, not date-fns' `format`, for the public pages: `format` brings every formatter and the en-US locale
// (5.4 KB gzip on a boat page's critical path) to print a month name. Same text as date-fns for these patterns
// (dates.test.ts compares them); the admin and client portals keep date-fns.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The date-fns pattern tokens understood here: month name, day, year, 12-hour time. */
const TOKEN = /MMMM|MMM|dd|d|yyyy|h|mm|a/g;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Pure: `date` (local time) in a date-fns pattern made of TOKEN and literal spaces, commas and colons. */
export function formatDate(date: Date, pattern: string): string {
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case 'MMMM':
        return MONTHS[date.getMonth()]!;
      case 'MMM':
        return MONTHS[date.getMonth()]!.slice(0, 3);
      case 'dd':
        return pad2(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'yyyy':
        return String(date.getFullYear()).padStart(4, '0');
      case 'h':
        return String(date.getHours() % 12 || 12);
      case 'mm':
        return pad2(date.getMinutes());
      default:
        return date.getHours() < 12 ? 'AM' : 'PM';
    }
  });
}

/**
 * Pure: an ISO 8601 date or date-time as date-fns' parseISO reads it for the forms the data holds: a date alone is
 * local midnight (not UTC, as `new Date` would read it); a date-time with or without an offset.
 */
export function parseIsoDate(iso: string): Date {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!dateOnly) return new Date(iso);
  const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
  const date = new Date(year, month - 1, day);
  // '2026-13-45' is no date (the Date constructor would roll it over into 2027).
  return date.getMonth() === month - 1 && date.getDate() === day ? date : new Date(Number.NaN);
}

/** An ISO date in a pattern (formatDate); the text itself when it is not a date, never a crash on a bad record. */
export function formatIsoDate(iso: string, pattern: string): string {
  const date = parseIsoDate(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, pattern);
}

export const UNKNOWN_DATE = 'Unknown date';

/**
 * 'Nov 3, 2026' for any stored value: a record from the backend may hold anything in a date field (a hostile client
 * wrote it, or an old build): not a date string → UNKNOWN_DATE, never a crash, never the raw text on screen.
 */
export function shortDate(value: unknown): string {
  if (typeof value !== 'string' || value.length > 40) return UNKNOWN_DATE;
  const date = parseIsoDate(value);
  return Number.isNaN(date.getTime()) ? UNKNOWN_DATE : formatDate(date, 'MMM d, yyyy');
}
