import type { Boat } from '@/data/schemas/boat';
import type { BoatSnapshot } from '@/data/schemas/visitor-record';
import { useLiveQuery } from '@/data/use-live-query';
import { loadVisitorDatabase } from '@/data/load-public-database';
import { plainAll } from '@/data/plain';
import { rememberBoatViewed } from '@/data/saved/recently-viewed';
import { logError } from '@/lib/log';

const NONE: Boat[] = [];

/** The boats this device's visitor opened last, newest first (their public copies; a boat gone is left out). */
export function useRecentlyViewed(): Boat[] {
  const result = useLiveQuery(
    (db, { combineLatest, map }) =>
      combineLatest([
        db.visitorRecords.find({ selector: { kind: 'viewedBoat' } }).$.pipe(map((docs) => plainAll(docs))),
        db.boats.find().$.pipe(map((docs) => plainAll(docs))),
      ]).pipe(
        map(([records, boats]) => {
          const byId = new Map(boats.map((b) => [b.id, b]));
          return records
            .map((r) => r.boat!)
            .sort((a: BoatSnapshot, b: BoatSnapshot) => (a.at < b.at ? 1 : -1))
            .flatMap((s) => byId.get(s.boatId) ?? []);
        }),
      ),
    [],
  );
  return result.status === 'ready' ? result.data : NONE;
}

/** Notes a boat page the visitor opened, for "Recently viewed" (device only). */
export function rememberViewed(boat: Boat): void {
  void loadVisitorDatabase()
    .then((db) => rememberBoatViewed(db, boat))
    .catch((error: unknown) => logError('recently viewed', error));
}
