import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { fromEvent, map, merge, type Subscription } from 'rxjs';
import type { UserDatabase } from '../user-database';
import { PORTAL_COLLECTIONS, type PortalCollectionName } from '../device-backend/backend-db';
import type { BackendCheckpoint, DeviceBackend, PushRow } from '../device-backend/device-backend';
import type { Caller } from '../device-backend/backend-rules';
import type { SyncStore } from './sync-store';
import { logError } from '@/lib/log';
import { reportSyncProblem } from '../sync/sync-errors';

/** What each role sends to the backend; everything else is pull-only for it. */
export const PUSHED_BY: Record<Caller['role'], readonly PortalCollectionName[]> = {
  admin: PORTAL_COLLECTIONS.filter((c) => c !== 'viewCounts'),
  client: ['submissions', 'profiles'],
};

export interface PortalReplication {
  states: RxReplicationState<unknown, unknown>[];
  stop(): Promise<void>;
}

type Doc = { id: string; updatedAt?: string };

/** Starts live two-way replication of the user's database with the device backend. */
export function replicateWithDeviceBackend(db: UserDatabase, backend: DeviceBackend, caller: Caller, log: SyncStore): PortalReplication {
  const subs: Subscription[] = [];
  const states = PORTAL_COLLECTIONS.map((name) => {
    const pushes = PUSHED_BY[caller.role].includes(name);
    const state = replicateRxCollection<Doc, BackendCheckpoint>({
      collection: db[name] as never,
      replicationIdentifier: `device-backend-${name}-${caller.uid}`,
      live: true,
      retryTime: 3000,
      waitForLeadership: true,
      pull: {
        batchSize: 100,
        handler: (checkpoint, batchSize) => backend.pull(caller, name, checkpoint, batchSize) as never,
        stream$: backend.changes$.pipe(map(() => 'RESYNC' as const)),
      },
      push: pushes ? { batchSize: 25, handler: (rows) => backend.push(caller, name, rows as unknown as PushRow[]) as never } : undefined,
    });
    const record = (doc: Doc) => {
      if (doc.updatedAt) void log.record(name, doc.id, doc.updatedAt).catch((e: unknown) => logError('sync log', e));
    };
    subs.push(state.sent$.subscribe(record), state.received$.subscribe(record), state.error$.subscribe((e) => {
      if (!JSON.stringify(e).includes('BackendUnreachableError')) reportSyncProblem(`Sync of ${name} failed; it will retry.`);
      // Being offline is the normal state of a phone at the marina, not an error worth logging.
      if (!JSON.stringify(e).includes('BackendUnreachableError')) logError(`sync ${name}`, e);
    }));
    return state as unknown as RxReplicationState<unknown, unknown>;
  });
  subs.push(backend.refusals$.subscribe((r) => reportSyncProblem(`The server refused a change (${r.collection}): ${r.reason}`)));
  if (typeof window !== 'undefined') {
    // Retry at once when the connection comes back instead of waiting for the next retry tick.
    subs.push(merge(fromEvent(window, 'online')).subscribe(() => states.forEach((s) => s.reSync())));
  }
  return {
    states,
    async stop() {
      subs.forEach((s) => s.unsubscribe());
      await Promise.all(states.map((s) => s.cancel()));
    },
  };
}
