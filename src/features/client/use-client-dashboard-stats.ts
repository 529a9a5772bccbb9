import { combineLatest, map } from 'rxjs';
import type { Caller } from '@/data/device-backend/backend-rules';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { clientDashboardStats, EMPTY_CLIENT_STATS, type ClientDashboardStats } from './client-stats';

export type { ClientDashboardStats };
export { EMPTY_CLIENT_STATS };

/** The four counts, live over the user's replica (they change as submissions are made and synced). */
export function useClientDashboardStats(caller: Caller): { stats: ClientDashboardStats; loading: boolean; failed: boolean } {
  const result = usePortalQuery(
    caller,
    (db) =>
      combineLatest([
        db.submissions.find({ selector: { userId: caller.uid } }).$,
        db.boats.find({ selector: { createdBy: caller.uid } }).$,
        db.inquiries.find().$,
      ]).pipe(map(([submissions, boats, inquiries]) => clientDashboardStats(caller.uid, { submissions, boats, inquiries }))),
    [],
  );
  return { stats: result.data ?? EMPTY_CLIENT_STATS, loading: result.status === 'loading', failed: result.status === 'error' };
}
