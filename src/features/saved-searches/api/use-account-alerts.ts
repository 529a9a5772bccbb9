import { map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { readSearchAlerts, type SearchAlert } from '@harbour/domain/schemas/search-alert';

/** The saved searches the signed-in user gets emails for, live; null until the account's profile is on the device. */
export function useAccountAlerts(caller: Caller): SearchAlert[] | null {
  const result = usePortalQuery(
    caller,
    (db) =>
      db.profiles
        .findOne(caller.uid)
        .$.pipe(map((doc) => (doc ? readSearchAlerts(doc.toMutableJSON().searchAlerts) : null))),
    [],
  );
  return result.status === 'ready' ? result.data : null;
}
