import type { PublicDatabase } from '@/data/public-database';
import { PUBLIC_PLAN } from '@/data/sync/replication-plan';
import { settledSnapshot } from '@/data/first-visit-snapshot';
import { startFirestoreReplication } from './firestore-sync';
import { startFirebaseOutbox } from './firestore-outbox';
import { setPublicPulledHint } from './public-snapshot-hint';

/** How long a first visit shown from the snapshot keeps it while the replica's first pull runs. */
export const FIRST_PULL_WAIT_MS = 8000;

export interface PublicFirebaseSync {
  stop(): void;
  /**
   * When the page may switch from the first-visit snapshot to the replica: at once, unless the page is showing the
   * snapshot, then once the first pull of every public collection has completed (at most FIRST_PULL_WAIT_MS), so
   * a first visitor never sees the boats replaced by an empty list. Never waits on a visit without a snapshot
   * (the app opens offline on whatever the device holds).
   */
  ready: Promise<void>;
}

/**
 * Firebase mode for the public database: pull the projections, deliver the visitor's outbox. When the first pull
 * of the listings has completed, this device is marked (`hy.publicPulled`) so later visits skip the snapshot.
 */
export function startPublicFirebaseSync(db: PublicDatabase, waitMs = FIRST_PULL_WAIT_MS): PublicFirebaseSync {
  const replication = startFirestoreReplication(db, PUBLIC_PLAN, 'public');
  const stopOutbox = startFirebaseOutbox(db);
  const pulled = PUBLIC_PLAN.map((plan, i) => {
    const first = replication.states[i]!.awaitInitialReplication();
    if (plan.remote === 'listings') void first.then(setPublicPulledHint, () => undefined);
    return first.catch(() => undefined); // a failing pull is logged and retried by the replication itself
  });
  const ready = settledSnapshot() ? firstOf(Promise.all(pulled).then(() => undefined), waitMs) : Promise.resolve();
  return {
    stop() {
      stopOutbox();
      void replication.stop();
    },
    ready,
  };
}

/** Resolves with `done`, or after `ms` at the latest. */
function firstOf(done: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([done, timeout]).finally(() => clearTimeout(timer));
}
