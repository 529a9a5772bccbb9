import { map, type Observable } from 'rxjs';
import type { Caller } from '@/data/caller';
import type { UserCollections } from '@/data/user-database';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { usePendingChanges, isPending } from '@/data/portal/use-pending-changes';
import type { LiveResult } from '@/data/query/use-database-query';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { BoatCommercial } from '@harbour/domain/schemas/boat-commercial';
import type { Submission } from '@harbour/domain/schemas/submission';
import type { Lead } from '@harbour/domain/schemas/lead';
import type { Profile } from '@harbour/domain/schemas/profile';
import type { ViewCount } from '@harbour/domain/schemas/view-count';
import { useListAfterFirstSync } from '@/data/portal/use-first-sync-settled';
import { useCounterSources, type CounterSources } from '@/data/portal/use-dashboard-counters';
import { ADMIN_COUNTED } from './model/kpi-counters';
import { plainAs } from '@/data/query/plain';

type DocOf = {
  boats: Boat;
  boatCommercials: BoatCommercial;
  submissions: Submission;
  inquiries: Lead;
  profiles: Profile;
  viewCounts: ViewCount;
};

/** Live plain copies of every document of one collection of the admin's replica. */
export function useAdminCollection<K extends keyof DocOf & keyof UserCollections>(
  caller: Caller,
  name: K,
): LiveResult<DocOf[K][]> {
  const result = usePortalQuery(
    caller,
    (db) =>
      (db[name].find().$ as unknown as Observable<{ toJSON(): unknown }[]>).pipe(
        map((docs) => docs.map((d) => plainAs<DocOf[K]>(d))),
      ),
    [name],
  );
  return useListAfterFirstSync(caller, result);
}

/** stats/admin and whether the counted collections finished their first pull (the KPI cards' rule). */
export function useAdminCounterSources(caller: Caller): CounterSources {
  return useCounterSources(caller, ADMIN_COUNTED);
}

/** Whether a row has local changes the backend has not acknowledged yet. */
export function usePendingCheck(caller: Caller): (collection: string, id: string) => boolean {
  const pending = usePendingChanges(caller);
  return (collection, id) => isPending(pending.data, collection, id);
}

/** Merges several live results: loading until all are ready, error when any failed. */
export function combine<T extends unknown[]>(...results: { [I in keyof T]: LiveResult<T[I]> }): LiveResult<T> {
  const failed = results.find((r) => r.status === 'error');
  if (failed) return { status: 'error', data: undefined, error: failed.error };
  if (results.some((r) => r.status === 'loading')) return { status: 'loading', data: undefined, error: undefined };
  return { status: 'ready', data: results.map((r) => r.data) as T, error: undefined };
}
