import { addDays, daysBetween, isCharterDay, nassauDay, nassauInstant, type CharterDay } from './nassau-time';
import { CHARTER_CHOICES, type CharterChoice } from './charter-choices';

/**
 * #33: what a guest can ask for. The one boat sails at most twice a day: a morning and an afternoon half day, with an
 * hour between them to clean, refuel and meet the next guests. A full day takes both halves; a multi-day charter every
 * half of every day it spans. A slot is one half of one day: the unit that is held, booked or blocked.
 */
export const CHARTER_PARTS = ['am', 'pm'] as const;
export type CharterPart = (typeof CHARTER_PARTS)[number];

/** '{day}:{part}', e.g. '2026-12-05:am'. */
export type SlotKey = `${CharterDay}:${CharterPart}`;

/** When the boat leaves and comes back (Nassau time), shown to the guest and in the calendar feed. */
export const SAILING_TIMES: Record<Exclude<CharterChoice, 'multi_day'>, { from: string; to: string }> = {
  morning: { from: '08:00', to: '12:00' },
  afternoon: { from: '13:00', to: '17:00' },
  full_day: { from: '08:00', to: '16:00' },
};

/**
 * Which half of the day a busy time elsewhere takes (another channel's booking, a blocked hour): each half owns its
 * sailing time and half of the turnaround, so a sunset cruise at 18:00 takes the afternoon and a 07:00 fuel stop the
 * morning.
 */
export const PART_WINDOWS: Record<CharterPart, { from: string; to: string }> = {
  am: { from: '00:00', to: '12:30' },
  pm: { from: '12:30', to: '24:00' },
};

/** The longest multi-day charter asked for online (longer trips are agreed by phone). */
export const MAX_CHARTER_DAYS = 7;

/** What a guest asks for: a choice on a day, and for several days the last one. */
export interface CharterAsk {
  choice: CharterChoice;
  day: CharterDay;
  /** Multi-day only: the last day, included. */
  lastDay?: CharterDay;
}

export const slotKey = (day: CharterDay, part: CharterPart): SlotKey => `${day}:${part}`;

/** Pure: the day and half of a slot key, or null for anything else. */
export function parseSlotKey(value: unknown): { day: CharterDay; part: CharterPart } | null {
  if (typeof value !== 'string') return null;
  const [day, part, ...rest] = value.split(':');
  if (rest.length || !isCharterDay(day) || !(CHARTER_PARTS as readonly string[]).includes(part ?? '')) return null;
  return { day, part: part as CharterPart };
}

/** Pure: why an ask is not one (a message for the guest), or null. */
export function charterAskProblem(ask: CharterAsk): string | null {
  if (!(CHARTER_CHOICES as readonly string[]).includes(ask.choice)) return 'Choose a charter option.';
  if (!isCharterDay(ask.day)) return 'Choose a date.';
  if (ask.choice !== 'multi_day') return ask.lastDay === undefined ? null : 'Only a multi-day charter has an end date.';
  if (!isCharterDay(ask.lastDay)) return 'Choose the last day of the charter.';
  const days = daysBetween(ask.day, ask.lastDay) + 1;
  if (days < 2) return 'A multi-day charter ends on a later day than it starts.';
  if (days > MAX_CHARTER_DAYS)
    return `A multi-day charter booked online is at most ${MAX_CHARTER_DAYS} days. Call us for a longer trip.`;
  return null;
}

/** Pure: the days an ask spans, in order (one, except a multi-day charter). */
export function askDays(ask: CharterAsk): CharterDay[] {
  if (ask.choice !== 'multi_day' || !ask.lastDay) return [ask.day];
  return Array.from({ length: daysBetween(ask.day, ask.lastDay) + 1 }, (_, i) => addDays(ask.day, i));
}

/** Pure: the slots an ask takes. Throws on an ask that is not one (charterAskProblem says why). */
export function slotsOf(ask: CharterAsk): SlotKey[] {
  const problem = charterAskProblem(ask);
  if (problem) throw new Error(problem);
  if (ask.choice === 'morning') return [slotKey(ask.day, 'am')];
  if (ask.choice === 'afternoon') return [slotKey(ask.day, 'pm')];
  return askDays(ask).flatMap((day) => CHARTER_PARTS.map((part) => slotKey(day, part)));
}

/** Pure: when the boat leaves for an ask (Nassau time): what advance notice is counted to. */
export function askStartsAt(ask: CharterAsk): Date {
  return nassauInstant(ask.day, SAILING_TIMES[ask.choice === 'multi_day' ? 'full_day' : ask.choice].from);
}

/**
 * Pure: the slots a busy time elsewhere takes, [start, end): every half of a day whose window it overlaps. An all-day
 * event is midnight to midnight of its days.
 */
export function slotsOverlapping(start: Date, end: Date): SlotKey[] {
  if (!(end.getTime() > start.getTime())) return [];
  const slots: SlotKey[] = [];
  // From the day before the start (a window may begin on it), to the end's day.
  const last = nassauDay(end);
  for (let day = addDays(nassauDay(start), -1); daysBetween(day, last) >= 0; day = addDays(day, 1)) {
    for (const part of CHARTER_PARTS) {
      const from = nassauInstant(day, PART_WINDOWS[part].from).getTime();
      const to = nassauInstant(day, PART_WINDOWS[part].to).getTime();
      if (start.getTime() < to && end.getTime() > from) slots.push(slotKey(day, part));
    }
  }
  return slots;
}
