import type { CharterSlotRecord } from './charter-holds';
import type { OccupancyKind } from './charter-calendar';
import { slotKey, type CharterPart } from './charter-slots';
import { addDays, nassauDay } from './nassau-time';

/**
 * #33: the demo charter season the emulators are seeded with, around the day they are seeded (a demo is opened
 * today): booked days, a hold waiting for the brokerage, two days blocked for maintenance, and a day booked on another
 * channel. Pure.
 */
const SEASON: ReadonlyArray<{ in: number; parts: readonly CharterPart[]; kind: OccupancyKind }> = [
  { in: 4, parts: ['am', 'pm'], kind: 'booking' },
  { in: 6, parts: ['pm'], kind: 'hold' },
  { in: 9, parts: ['am'], kind: 'booking' },
  { in: 11, parts: ['am', 'pm'], kind: 'booking' },
  { in: 14, parts: ['am', 'pm'], kind: 'block' },
  { in: 15, parts: ['am', 'pm'], kind: 'block' },
  { in: 18, parts: ['pm'], kind: 'booking' },
  { in: 21, parts: ['am', 'pm'], kind: 'channel' },
  { in: 25, parts: ['am', 'pm'], kind: 'booking' },
  { in: 32, parts: ['am', 'pm'], kind: 'booking' },
];

/** How long the demo hold lasts from the seed (under the 24 hours a real one gets: it was asked for earlier). */
const DEMO_HOLD_HOURS = 18;

export function demoCharterSeason(now: Date): CharterSlotRecord[] {
  const today = nassauDay(now);
  const updatedAt = now.toISOString();
  const heldUntil = new Date(now.getTime() + DEMO_HOLD_HOURS * 3_600_000).toISOString();
  return SEASON.flatMap((entry) =>
    entry.parts.map((part) => ({
      id: slotKey(addDays(today, entry.in), part),
      kind: entry.kind,
      heldUntil: entry.kind === 'hold' ? heldUntil : null,
      requestId: entry.kind === 'hold' ? 'demo-charter-request' : null,
      updatedAt,
    })),
  );
}
