import type { PublicDatabase } from '@/data/public-database';
import { PUBLIC_PLAN } from '@/data/sync/replication-plan';
import { startFirestoreReplication } from './firestore-sync';
import { startFirebaseOutbox } from './firestore-outbox';

/** Firebase mode for the public database: pull the projections, deliver the visitor's outbox. */
export function startPublicFirebaseSync(db: PublicDatabase): () => void {
  const replication = startFirestoreReplication(db, PUBLIC_PLAN, 'public');
  const stopOutbox = startFirebaseOutbox(db);
  return () => {
    stopOutbox();
    void replication.stop();
  };
}
