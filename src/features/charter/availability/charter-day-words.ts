import type { CharterDayView, SlotState } from '@harbour/domain/charter/charter-calendar';
import { CHARTER_CHOICE_LABELS } from '@harbour/domain/charter/charter-choices';
import type { CharterDay } from '@harbour/domain/charter/nassau-time';

/** #33: the calendar's words, one place for the grid, the list and their tests. */
export const STATE_WORDS: Record<SlotState, string> = {
  free: 'free',
  held: 'held',
  booked: 'booked',
  blocked: 'not available',
  closed: 'closed',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

const noon = (day: CharterDay) => new Date(`${day}T12:00:00Z`);

/** 'Saturday, March 6'. */
export const dayName = (day: CharterDay) => dayFormat.format(noon(day));
/** 'Sat, Mar 6'. */
export const shortDayName = (day: CharterDay) => shortDayFormat.format(noon(day));
/** 'March 2027'. */
export const monthName = (month: string) => monthFormat.format(noon(`${month}-01`));

/** Pure: a day as a screen reader says it: 'Saturday, March 6: morning free, afternoon booked'. */
export function dayLabel(view: CharterDayView): string {
  if (view.morning === view.afternoon) return `${dayName(view.day)}: ${STATE_WORDS[view.morning]}`;
  return `${dayName(view.day)}: morning ${STATE_WORDS[view.morning]}, afternoon ${STATE_WORDS[view.afternoon]}`;
}

/** Pure: what can still be asked for on a day, in words ('Half Day (morning), Full Day'), or null for nothing. */
export function openWords(view: CharterDayView): string | null {
  return view.open.length ? view.open.map((c) => CHARTER_CHOICE_LABELS[c]).join(', ') : null;
}
