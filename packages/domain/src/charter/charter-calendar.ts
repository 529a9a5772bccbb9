import { askDays, askStartsAt, CHARTER_PARTS, slotKey, slotsOf, type CharterAsk, type SlotKey } from './charter-slots';
import { addDays, nassauDay, type CharterDay } from './nassau-time';

/**
 * #33: the boat's calendar, as the backend decides it and the guest's page shows it. One boat, so a slot is either
 * free or taken by exactly one thing; what takes it says how (never who: the public calendar shows no guest).
 */

/** What can take a slot: a confirmed booking, a request's hold while the brokerage answers, a day the brokerage
 * blocked (maintenance, private use, weather), or a booking on another channel (its iCal feed). */
export type OccupancyKind = 'booking' | 'hold' | 'block' | 'channel';

export interface Occupancy {
  kind: OccupancyKind;
  slots: readonly SlotKey[];
  /** A hold only: when it lapses by itself (ISO instant). */
  heldUntil?: string;
}

/** How a slot reads to a guest. 'closed': in the past, or sooner than the notice the crew needs. */
export type SlotState = 'free' | 'held' | 'booked' | 'blocked' | 'closed';

/** The brokerage's charter settings (site settings; these are the defaults). */
export interface CharterRules {
  /** How long a delivered request holds its slots while the brokerage answers. */
  holdHours: number;
  /** How long before sailing a slot can still be asked for (the crew's notice). */
  noticeHours: number;
  /** How far ahead the calendar opens. */
  daysAhead: number;
}

export const DEFAULT_CHARTER_RULES: CharterRules = { holdHours: 24, noticeHours: 12, daysAhead: 365 };

const HOUR_MS = 3_600_000;

/** Pure: when a request delivered at `deliveredAt` stops holding its slots. */
export function holdEndsAt(deliveredAt: Date, rules: CharterRules = DEFAULT_CHARTER_RULES): Date {
  return new Date(deliveredAt.getTime() + rules.holdHours * HOUR_MS);
}

/**
 * Pure: whether an occupancy still takes its slots. A hold lapses at its time by itself, read or not: nothing has to
 * run for an expired hold to be free (a hold with no readable time holds nothing).
 */
export function stillTakes(occupancy: Occupancy, now: Date): boolean {
  if (occupancy.kind !== 'hold') return true;
  const until = occupancy.heldUntil ? Date.parse(occupancy.heldUntil) : NaN;
  return Number.isFinite(until) && until > now.getTime();
}

/** A booking outranks a block, a block a hold: what a slot says when two things claim it (imported feeds overlap). */
const RANK: Record<OccupancyKind, number> = { booking: 3, channel: 3, block: 2, hold: 1 };
const STATE: Record<OccupancyKind, SlotState> = {
  booking: 'booked',
  channel: 'booked',
  block: 'blocked',
  hold: 'held',
};

/** Pure: what takes each taken slot now. */
export function takenSlots(occupancies: readonly Occupancy[], now: Date): Map<SlotKey, SlotState> {
  const rank = new Map<SlotKey, number>();
  const taken = new Map<SlotKey, SlotState>();
  for (const o of occupancies) {
    if (!stillTakes(o, now)) continue;
    for (const slot of o.slots) {
      if ((rank.get(slot) ?? 0) >= RANK[o.kind]) continue;
      rank.set(slot, RANK[o.kind]);
      taken.set(slot, STATE[o.kind]);
    }
  }
  return taken;
}

/** Pure: whether an ask is still open to request now (far enough ahead, not past the calendar's end). */
export function askOpen(ask: CharterAsk, now: Date, rules: CharterRules = DEFAULT_CHARTER_RULES): boolean {
  const startsIn = askStartsAt(ask).getTime() - now.getTime();
  const lastDay = askDays(ask).at(-1)!;
  return startsIn >= rules.noticeHours * HOUR_MS && lastDay <= addDays(nassauDay(now), rules.daysAhead);
}

/** Pure: the slots of an ask that are not free now (empty: it can be held). */
export function askConflicts(
  ask: CharterAsk,
  taken: ReadonlyMap<SlotKey, SlotState>,
  now: Date,
  rules: CharterRules = DEFAULT_CHARTER_RULES,
): SlotKey[] {
  const slots = slotsOf(ask);
  return askOpen(ask, now, rules) ? slots.filter((s) => taken.has(s)) : slots;
}

/** One day of the guest's calendar: each half's state, and what can still be asked for. */
export interface CharterDayView {
  day: CharterDay;
  morning: SlotState;
  afternoon: SlotState;
  /** The single-day choices open on it (a multi-day charter is asked from its first day). */
  open: Array<'morning' | 'afternoon' | 'full_day'>;
}

/** Pure: a day as the guest's calendar shows it. */
export function charterDayView(
  day: CharterDay,
  taken: ReadonlyMap<SlotKey, SlotState>,
  now: Date,
  rules: CharterRules = DEFAULT_CHARTER_RULES,
): CharterDayView {
  const state = (choice: 'morning' | 'afternoon'): SlotState => {
    if (!askOpen({ choice, day }, now, rules)) return 'closed';
    return taken.get(slotKey(day, choice === 'morning' ? 'am' : 'pm')) ?? 'free';
  };
  const morning = state('morning');
  const afternoon = state('afternoon');
  const open: CharterDayView['open'] = [];
  if (morning === 'free') open.push('morning');
  if (afternoon === 'free') open.push('afternoon');
  if (askConflicts({ choice: 'full_day', day }, taken, now, rules).length === 0) open.push('full_day');
  return { day, morning, afternoon, open };
}

/**
 * Pure: for an ask that is taken, the nearest asks of the same kind that are free now (the same length for a multi-day
 * charter; for a half day, the other half of that day first), nearest first, an earlier day first on a tie; looked for
 * within `searchDays` either side.
 */
export function nearestFreeAsks(
  ask: CharterAsk,
  taken: ReadonlyMap<SlotKey, SlotState>,
  now: Date,
  rules: CharterRules = DEFAULT_CHARTER_RULES,
  count = 3,
  searchDays = 30,
): CharterAsk[] {
  const length = askDays(ask).length;
  const shifted = (by: number): CharterAsk =>
    ask.choice === 'multi_day'
      ? { choice: ask.choice, day: addDays(ask.day, by), lastDay: addDays(ask.day, by + length - 1) }
      : { choice: ask.choice, day: addDays(ask.day, by) };
  const found: CharterAsk[] = [];
  // A half day taken: the other half of the same day is the nearest.
  const otherHalf: CharterAsk | null =
    ask.choice === 'morning'
      ? { choice: 'afternoon', day: ask.day }
      : ask.choice === 'afternoon'
        ? { choice: 'morning', day: ask.day }
        : null;
  if (otherHalf && askConflicts(otherHalf, taken, now, rules).length === 0) found.push(otherHalf);
  for (let distance = 1; distance <= searchDays && found.length < count; distance++)
    for (const by of [-distance, distance]) {
      const candidate = shifted(by);
      if (found.length < count && askConflicts(candidate, taken, now, rules).length === 0) found.push(candidate);
    }
  return found;
}

/** Pure: every slot of a day, morning first. */
export const daySlots = (day: CharterDay): SlotKey[] => CHARTER_PARTS.map((part) => slotKey(day, part));
