import type { VisitorDatabase } from '../public/public-database';
import type { Boat } from '@harbour/domain/schemas/boat';
import { visitorRecordId, type VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import { boatSnapshot } from './shortlist';
import { setRecentlyViewedHint } from './recently-viewed-hint';

/** How many boats "Recently viewed" remembers on a device. */
export const RECENTLY_VIEWED_MAX = 8;

/** Pure: the recently viewed records past the newest `max` (what to forget). */
export function viewedBeyond(records: readonly Pick<VisitorRecord, 'id' | 'boat'>[], max: number): string[] {
  return [...records]
    .sort((a, b) => ((a.boat?.at ?? '') < (b.boat?.at ?? '') ? 1 : -1))
    .slice(max)
    .map((r) => r.id);
}

/** Notes that this device's visitor opened a boat's page (device only; kept to the newest RECENTLY_VIEWED_MAX). */
export async function rememberBoatViewed(db: VisitorDatabase, boat: Boat, now = new Date()): Promise<void> {
  await db.visitorRecords.upsert({
    id: visitorRecordId('viewedBoat', boat.id),
    kind: 'viewedBoat',
    deliveredAt: null,
    boat: boatSnapshot(boat, now),
  });
  const viewed = (await db.visitorRecords.find({ selector: { kind: 'viewedBoat' } }).exec()).map((d) => ({
    id: d.id,
    boat: d.boat!,
  }));
  const forget = viewedBeyond(viewed, RECENTLY_VIEWED_MAX);
  if (forget.length) await db.visitorRecords.bulkRemove(forget);
  setRecentlyViewedHint(
    viewed
      .filter((r) => !forget.includes(r.id))
      .map((r) => r.boat)
      .sort((a, b) => (a.at < b.at ? 1 : -1)),
  );
}
