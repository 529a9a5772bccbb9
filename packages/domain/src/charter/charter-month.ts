import {
  charterDayView,
  takenSlots,
  DEFAULT_CHARTER_RULES,
  type CharterDayView,
  type CharterRules,
} from './charter-calendar';
import type { PublicCharterSlot } from './charter-holds';
import { PUBLIC_SLOT_STATES } from './charter-choices';
import { parseSlotKey, type SlotKey } from './charter-slots';
import { addDays, nassauDay, type CharterDay } from './nassau-time';

/**
 * #33: the guest's month calendar on /charter, from the public copy of the taken slots (`publicCharterSlots`: how a
 * slot is taken and until when a hold lasts, never who). Pure.
 */

/** 'YYYY-MM'. */
export type CharterMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isCharterMonth = (value: unknown): value is CharterMonth => typeof value === 'string' && MONTH.test(value);

/** Pure: the month a day is in. */
export const monthOf = (day: CharterDay): CharterMonth => day.slice(0, 7);

/** Pure: the month `n` months after `month` (before, for a negative n). */
export function addMonths(month: CharterMonth, n: number): CharterMonth {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`Not a month: ${month}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1 + n, 1)).toISOString().slice(0, 7);
}

/** Pure: every day of a month, in order. */
export function monthDays(month: CharterMonth): CharterDay[] {
  const first = `${month}-01`;
  const days: CharterDay[] = [];
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Pure: the month's weeks, Sunday first (as calendars read in The Bahamas), with null before the 1st and after the end. */
export function monthWeeks(month: CharterMonth): Array<Array<CharterDay | null>> {
  const days = monthDays(month);
  const lead = new Date(`${days[0]}T12:00:00Z`).getUTCDay();
  const cells: Array<CharterDay | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Pure: the months a guest can look at: this one (in Nassau) to the one the calendar's last open day is in. */
export function openMonths(
  now: Date,
  rules: CharterRules = DEFAULT_CHARTER_RULES,
): { first: CharterMonth; last: CharterMonth } {
  const today = nassauDay(now);
  return { first: monthOf(today), last: monthOf(addDays(today, rules.daysAhead)) };
}

const STATES: ReadonlySet<string> = new Set(PUBLIC_SLOT_STATES);

/**
 * Pure: a public slot as the server (or this device's copy) holds it, or null when it is not one: a freed slot's
 * tombstone (`_deleted`), a made-up key, an unknown state, a hold without a readable time.
 */
export function readPublicCharterSlot(doc: unknown): PublicCharterSlot | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const { id, state, heldUntil, _deleted } = doc as Record<string, unknown>;
  if (_deleted === true || !parseSlotKey(id) || typeof state !== 'string' || !STATES.has(state)) return null;
  if (state === 'held') {
    if (typeof heldUntil !== 'string' || heldUntil.length > 40 || Number.isNaN(Date.parse(heldUntil))) return null;
    return { id: id as SlotKey, state, heldUntil };
  }
  return { id: id as SlotKey, state: state as PublicCharterSlot['state'], heldUntil: null };
}

const KIND = { held: 'hold', booked: 'booking', blocked: 'block' } as const;

/** Pure: how each day of a month reads to a guest now (a lapsed hold reads free, nothing has to run for it). */
export function charterMonthView(
  month: CharterMonth,
  slots: readonly PublicCharterSlot[],
  now: Date,
  rules: CharterRules = DEFAULT_CHARTER_RULES,
): CharterDayView[] {
  const taken = takenSlots(
    slots.map((s) => ({ kind: KIND[s.state], slots: [s.id], heldUntil: s.heldUntil ?? undefined })),
    now,
  );
  return monthDays(month).map((day) => charterDayView(day, taken, now, rules));
}
