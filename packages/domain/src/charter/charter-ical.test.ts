import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { busyEvents, charterCalendarFeed } from './charter-ical';
import { slotsOverlapping, type SlotKey } from './charter-slots';

const AT = new Date('2026-12-03T14:00:00Z');

/** The feed read back by a maintained iCalendar library, as another channel's import would. */
function parsed(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startText: event.startDate.toString(),
      endText: event.endDate.toString(),
    };
  });
}

describe('the charter calendar feed (/feeds/charter.ics)', () => {
  const taken: SlotKey[] = [
    '2026-12-12:pm',
    '2026-12-10:am',
    '2026-12-10:pm',
    '2026-12-11:am',
    '2026-12-11:pm',
    '2026-12-14:am',
    '2026-12-15:am',
    '2026-12-15:pm',
  ];

  it('parses as iCalendar: whole days merged, single halves as their windows, busy only', () => {
    const feed = charterCalendarFeed(taken, AT);
    const events = parsed(feed);
    expect(events.map(({ startText, endText, allDay }) => ({ startText, endText, allDay }))).toEqual([
      { startText: '2026-12-10', endText: '2026-12-12', allDay: true },
      { startText: '2026-12-12T17:30:00Z', endText: '2026-12-13T05:00:00Z', allDay: false },
      { startText: '2026-12-14T05:00:00Z', endText: '2026-12-14T17:30:00Z', allDay: false },
      { startText: '2026-12-15', endText: '2026-12-16', allDay: true },
    ]);
    for (const e of events) {
      expect(e.summary).toBe('Unavailable');
      expect(e.uid).toMatch(/^charter-[\w-]+@www\.nassauharbouryachts\.com$/);
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('is read back as the same slots (a round trip through the import rule)', () => {
    const back = parsed(charterCalendarFeed(taken, AT))
      .filter((e) => !e.allDay)
      .flatMap((e) => slotsOverlapping(e.start, e.end));
    expect(back.sort()).toEqual(['2026-12-12:pm', '2026-12-14:am']);
  });

  it('is valid text: CRLF lines of at most 75 octets, the required properties, no guest detail', () => {
    const feed = charterCalendarFeed(taken, AT);
    expect(feed.endsWith('\r\n')).toBe(true);
    const lines = feed.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toHaveLength(4);
    expect(lines).toContain('DTSTAMP:20261203T140000Z');
    expect(feed).not.toMatch(/ATTENDEE|ORGANIZER|DESCRIPTION|@example/);
  });

  it('an empty calendar is still one', () => {
    expect(parsed(charterCalendarFeed([], AT))).toEqual([]);
    expect(busyEvents(['not-a-slot' as SlotKey])).toEqual([]);
  });
});
