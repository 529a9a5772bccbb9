import { map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { viewCountId } from '@harbour/domain/schemas/view-count';

/** A boat's views per UTC day, read from the caller's replica ({} before its first view). */
export function useBoatDailyViews(caller: Caller, boatId: string) {
  return usePortalQuery(
    caller,
    (db) => db.viewCounts.findOne(viewCountId('boat', boatId)).$.pipe(map((doc) => ({ ...(doc?.daily ?? {}) }))),
    [boatId],
  );
}
