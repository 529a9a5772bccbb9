import type { PublicDatabase, VisitorDatabase } from '@/data/public/public-database';
import { PUBLIC_PLAN } from '@/data/sync/replication-plan';
import { markPublicDataArrived } from '@/data/public/first-visit-snapshot';
import { startFirestoreReplication } from './firestore-sync';
import { startFirebaseOutbox } from './firestore-outbox';
import { setPublicPulledHint } from './public-snapshot-hint';
import { startPublicSiteSettingsSync } from './public-site-settings';

/**
 * The public database's sync: pull the projections, keep the site's settings, deliver the visitor's
 * outbox. When the first pull of the listings has completed, this device is marked (`hy.publicPulled`) so later
 * visits skip the snapshot; when every public collection has completed its first pull, the public data counts as
 * arrived (a page showing the first-visit snapshot switches to the replica then, not before). Never awaited: the app
 * opens offline.
 */
export function startPublicFirebaseSync(db: PublicDatabase): () => void {
  const replication = startFirestoreReplication(db, PUBLIC_PLAN, 'public');
  const stopOutbox = startFirebaseOutbox(db);
  const stopSettings = startPublicSiteSettingsSync(db);
  const pulled = PUBLIC_PLAN.map((plan, i) => {
    const first = replication.states[i]!.awaitInitialReplication();
    if (plan.remote === 'listings') void first.then(setPublicPulledHint, () => undefined);
    return first; // a failing pull is logged and retried by the replication itself
  });
  Promise.all(pulled).then(markPublicDataArrived, () => undefined); // until then a first visit keeps its snapshot
  return () => {
    stopOutbox();
    stopSettings();
    void replication.stop();
  };
}

/** On a portal page: only the visitor's outbox (the public cache is not open there). */
export function startVisitorFirebaseSync(db: VisitorDatabase): () => void {
  return startFirebaseOutbox(db);
}
