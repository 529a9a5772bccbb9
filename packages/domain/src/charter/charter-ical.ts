import { business } from '../business';
import { CHARTER_PARTS, PART_WINDOWS, parseSlotKey, type SlotKey } from './charter-slots';
import { addDays, daysBetween, nassauInstant, type CharterDay } from './nassau-time';

/**
 * #33: `/feeds/charter.ics`, the boat's busy times for the other channels it is listed on (iCalendar, RFC 5545), so a
 * guest there cannot book a half day taken here. Busy only: no guest, no kind (a hold blocks like a booking), nothing
 * but "Unavailable". A day with both halves taken is a whole day (consecutive ones one event); a single half is its
 * window of the day (the turnaround hour split, as an import reads it back: charter-slots.ts).
 */

const CRLF = '\r\n';

/** 'YYYYMMDDTHHMMSSZ' (UTC). */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateValue = (day: CharterDay) => day.replace(/-/g, '');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with a leading space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** RFC 5545 §3.3.11: text with its commas, semicolons, backslashes and line breaks escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

export interface BusyEvent {
  uid: string;
  /** A whole-day event: its first day and the day after its last (exclusive, as iCalendar has it). */
  days?: { first: CharterDay; afterLast: CharterDay };
  /** A half day: its window. */
  window?: { start: Date; end: Date };
}

/** Pure: the busy events of a set of taken slots, in time order (whole days merged, halves on their own). */
export function busyEvents(taken: Iterable<SlotKey>): BusyEvent[] {
  const byDay = new Map<CharterDay, Set<string>>();
  for (const key of taken) {
    const slot = parseSlotKey(key);
    if (slot) byDay.set(slot.day, (byDay.get(slot.day) ?? new Set()).add(slot.part));
  }
  const days = [...byDay.keys()].sort();
  const events: BusyEvent[] = [];
  let run: { first: CharterDay; last: CharterDay } | null = null;
  const closeRun = () => {
    if (run) events.push({ uid: `${run.first}-days`, days: { first: run.first, afterLast: addDays(run.last, 1) } });
    run = null;
  };
  for (const day of days) {
    const parts = byDay.get(day)!;
    if (CHARTER_PARTS.every((p) => parts.has(p))) {
      if (run && daysBetween(run.last, day) === 1) run.last = day;
      else {
        closeRun();
        run = { first: day, last: day };
      }
      continue;
    }
    closeRun();
    for (const part of CHARTER_PARTS)
      if (parts.has(part))
        events.push({
          uid: `${day}-${part}`,
          window: {
            start: nassauInstant(day, PART_WINDOWS[part].from),
            end: nassauInstant(day, PART_WINDOWS[part].to),
          },
        });
  }
  closeRun();
  return events;
}

/** Pure: the calendar feed's text (CRLF lines), stamped `generatedAt`. */
export function charterCalendarFeed(taken: Iterable<SlotKey>, generatedAt: Date): string {
  const host = new URL(business.siteUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(business.productName)}//Charter calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${business.productName} charter boat`)}`,
  ];
  for (const event of busyEvents(taken)) {
    lines.push('BEGIN:VEVENT', `UID:charter-${event.uid}@${host}`, `DTSTAMP:${utcStamp(generatedAt)}`);
    if (event.days)
      lines.push(
        `DTSTART;VALUE=DATE:${dateValue(event.days.first)}`,
        `DTEND;VALUE=DATE:${dateValue(event.days.afterLast)}`,
      );
    else lines.push(`DTSTART:${utcStamp(event.window!.start)}`, `DTEND:${utcStamp(event.window!.end)}`);
    lines.push('SUMMARY:Unavailable', 'TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join(CRLF) + CRLF;
}
