import type { Boat } from '@harbour/domain/schemas/boat';
import type { BoatSnapshot } from '@harbour/domain/schemas/visitor-record';
import { useLiveQuery } from '@/data/query/use-live-query';
import { plain, plainAll } from '@/data/query/plain';
import { publicState } from '@harbour/domain/boats/listing-visibility';

export interface CompareBoats {
  /** The boats with a public copy on this device, in the link's order. */
  boats: Boat[];
  /** Ids of the link that name no public boat here: saved ones are named (as saved), others are not known. */
  missing: { boatId: string; saved: BoatSnapshot | null }[];
}

/** The boats of a comparison, from this device's data (offline too); null until the database answers. */
export function useCompareBoats(ids: readonly string[]): CompareBoats | null {
  const key = ids.join(',');
  const result = useLiveQuery(
    (db, { combineLatest, map }) =>
      combineLatest([
        db.boats.findByIds([...ids]).$,
        db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).$.pipe(map((docs) => plainAll(docs))),
      ]).pipe(
        map(([found, saved]) => {
          const now = new Date();
          const shown = new Map(
            [...found.values()]
              .map((doc) => plain(doc))
              .flatMap((b) => (publicState(b, now) === 'hidden' ? [] : [[b.id, b] as const])),
          );
          const boats = ids.flatMap((id) => shown.get(id) ?? []);
          const missing = ids
            .filter((id) => !shown.has(id))
            .map((boatId) => ({ boatId, saved: saved.find((r) => r.boat?.boatId === boatId)?.boat ?? null }));
          return { boats, missing };
        }),
      ),
    [key],
  );
  return result.status === 'ready' ? result.data : null;
}
