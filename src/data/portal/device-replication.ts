import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { replicationIdentifierOf } from '../migrations/collection-migrations';
import { fromEvent, map, merge, type Subscription } from 'rxjs';
import type { UserDatabase } from '../user-database';
import type { BackendCheckpoint, DeviceBackend, PushRow, Refusal } from '../device-backend/device-backend';
import type { Caller } from '../caller';
import { DEVICE_COLLECTIONS, openCollections, type DeviceCollectionName } from '../collections/portal-collections';
import { portalPlan } from '../sync/replication-plan';
import type { SyncStore } from './sync-store';
import { logError } from '@/lib/log';
import { reportRefusedChange, reportSyncProblem } from '../sync/sync-errors';
import { RefusedVersions } from '../sync/refused-versions';
import { atTheDoor } from '../door/at-the-door';

export interface PortalReplication {
  states: RxReplicationState<unknown, unknown>[];
  stop(): Promise<void>;
}

type Doc = { id: string; updatedAt?: string };

/**
 * Starts live two-way replication of the user's database with the device backend, by the same plan as Firestore's
 * (sync/replication-plan.ts): the device backend's rules then pick what the caller may pull.
 */
export function replicateWithDeviceBackend(
  db: UserDatabase,
  backend: DeviceBackend,
  caller: Caller,
  log: SyncStore,
): PortalReplication {
  const subs: Subscription[] = [];
  const states = portalPlan(
    caller,
    DEVICE_COLLECTIONS.filter((n) => openCollections(db).includes(n)),
  ).map(({ local, push: pushes }) => {
    const name = local as DeviceCollectionName;
    // Versions the rules refused: delivered as far as the queue is concerned, never acknowledged (as in Firebase mode).
    const refused = new RefusedVersions();
    const refuse = (r: Refusal) => {
      refused.add(r);
      reportRefusedChange(r.collection);
      if (r.updatedAt)
        void log.refuse(r.collection, r.id, r.updatedAt, r.reason).catch((e: unknown) => logError('sync log', e));
    };
    const state = replicateRxCollection<Doc, BackendCheckpoint>({
      collection: db[name] as never,
      replicationIdentifier: replicationIdentifierOf(
        `device-backend-${name}-${caller.uid}`,
        pushes,
        db[name].schema.version,
      ),
      live: true,
      retryTime: 3000,
      waitForLeadership: true,
      pull: {
        batchSize: 100,
        handler: (checkpoint, batchSize) => backend.pull(caller, name, checkpoint, batchSize) as never,
        modifier: (doc: WithDeleted<Doc>) =>
          atTheDoor(name, db[name].schema.jsonSchema as RxJsonSchema<unknown>, doc, log.door),
        stream$: backend.changes$.pipe(map(() => 'RESYNC' as const)),
      },
      push: pushes
        ? {
            batchSize: 25,
            handler: (rows) => backend.push(caller, name, rows as unknown as PushRow[], refuse) as never,
          }
        : undefined,
    });
    const record = (doc: Doc) => {
      if (doc.updatedAt) void log.record(name, doc.id, doc.updatedAt).catch((e: unknown) => logError('sync log', e));
    };
    subs.push(
      state.sent$.subscribe((doc) => {
        if (!refused.has(doc)) record(doc);
      }),
      state.received$.subscribe(record),
      state.error$.subscribe((e) => {
        if (!JSON.stringify(e).includes('BackendUnreachableError'))
          reportSyncProblem(`Sync of ${name} failed; it will retry.`);
        // Being offline is the normal state of a phone at the marina, not an error worth logging.
        if (!JSON.stringify(e).includes('BackendUnreachableError')) logError(`sync ${name}`, e);
      }),
    );
    return state as unknown as RxReplicationState<unknown, unknown>;
  });
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
