import { combineLatest, map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { useCounterSources, type CounterSources } from '@/data/portal/use-dashboard-counters';
import { chooseCounts, type ShownCount } from '@/data/portal/dashboard-counters';
import {
  CLIENT_COUNTED,
  CLIENT_STAT_KEYS,
  clientDashboardStats,
  EMPTY_CLIENT_STATS,
  serverClientStats,
  type ClientDashboardStats,
} from './client-stats';

export type { ClientDashboardStats };
export { EMPTY_CLIENT_STATS };

export type ShownClientStats = Record<keyof ClientDashboardStats, ShownCount | null>;

/**
 * Pure: what each card shows, from the local counts (null while loading or failed) and the server counters
 * (ownerStats/{uid}) — the rule of data/portal/dashboard-counters.ts.
 */
export function selectClientStats(local: ClientDashboardStats | null, sources: CounterSources): ShownClientStats {
  return chooseCounts(CLIENT_STAT_KEYS, local, serverClientStats(sources.server), sources.replicaComplete);
}

/**
 * The four counts, live over the user's replica (they change as submissions are made and synced); while the
 * replica's first pull runs, the server's counters when there are some. A card with nothing to show yet is null.
 */
export function useClientDashboardStats(caller: Caller): {
  stats: ShownClientStats;
  loading: boolean;
  failed: boolean;
} {
  const result = usePortalQuery(
    caller,
    (db) =>
      combineLatest([
        db.submissions.find({ selector: { userId: caller.uid } }).$,
        db.boats.find({ selector: { createdBy: caller.uid } }).$,
        db.inquiries.find().$,
      ]).pipe(
        map(([submissions, boats, inquiries]) => clientDashboardStats(caller.uid, { submissions, boats, inquiries })),
      ),
    [],
  );
  const sources = useCounterSources(caller, CLIENT_COUNTED);
  const stats = selectClientStats(result.status === 'ready' ? result.data : null, sources);
  return { stats, loading: CLIENT_STAT_KEYS.some((k) => stats[k] === null), failed: result.status === 'error' };
}
