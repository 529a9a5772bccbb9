/**
 * Charter days and sailing times are Nassau's wall clock (America/Nassau: Eastern time, with daylight saving), whatever
 * the clock of the guest's phone or the server says. Pure: Intl does the zone arithmetic, in browsers and Node alike.
 */
export const CHARTER_TIME_ZONE = 'America/Nassau';

/** A Nassau calendar day, 'YYYY-MM-DD'. */
export type CharterDay = string;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHARTER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts: Record<string, number> = {};
  for (const p of wallClock.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far Nassau's wall clock is ahead of UTC at this instant, in ms (-5 h in winter, -4 h in summer). */
function offsetMs(instant: Date): number {
  const p = wallParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** Pure: whether a text is a real calendar day 'YYYY-MM-DD' (no 31 April). */
export function isCharterDay(value: unknown): value is CharterDay {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Pure: the Nassau day an instant falls on. */
export function nassauDay(instant: Date): CharterDay {
  const p = wallParts(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Pure: the instant of a Nassau wall-clock time ('HH:MM', '24:00' for the day's end) on a day. */
export function nassauInstant(day: CharterDay, time: string): Date {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) throw new Error(`Not a Nassau day and time: ${day} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // The offset of the instant itself: a first guess, then once more (a time near a daylight-saving change).
  const first = wall - offsetMs(new Date(wall));
  return new Date(wall - offsetMs(new Date(first)));
}

/** Pure: the day `n` days after `day` (before, for a negative n). */
export function addDays(day: CharterDay, n: number): CharterDay {
  const d = DAY.exec(day);
  if (!d) throw new Error(`Not a day: ${day}`);
  return new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + n)).toISOString().slice(0, 10);
}

/** Pure: whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CharterDay, to: CharterDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
