import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { combineLatest } from 'rxjs';
import type { VisitorDatabase } from '@/data/public-database';
import { markDelivered, outboxChanges$, pendingRecords } from '@/data/visitor/outbox';
import { logError } from '@/lib/log';
import { firebase } from './app';
import { firestoreHandles } from './firestore-sync';
import { online$ } from '@/data/online';

function code(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
}

/** Where the outbox delivers: the page's Firestore and trackView callable by default (tests pass their own). */
export interface OutboxBackend {
  firestore: Firestore;
  trackView: (data: { itemType: string; itemId: string; visitorId: string }) => Promise<unknown>;
}

function pageOutboxBackend(): OutboxBackend {
  return { firestore: firestoreHandles().firestore, trackView: httpsCallable(firebase().functions, 'trackView') };
}

/**
 * Firebase mode's delivery of what a visitor sent: an inquiry is created in Firestore (rules allow create only,
 * with status 'new'); a view goes to the trackView function. A retry of an inquiry whose first attempt reached
 * the server is refused as an update by the rules ('permission-denied') and counts as delivered.
 */
export async function deliverOutboxToFirebase(
  publicDb: VisitorDatabase,
  backend: OutboxBackend = pageOutboxBackend(),
): Promise<number> {
  const { firestore, trackView } = backend;
  let count = 0;
  for (const record of await pendingRecords(publicDb, 'inquiry')) {
    const inquiry = record.toMutableJSON().inquiry!;
    try {
      await setDoc(doc(firestore, 'inquiries', inquiry.id), {
        ...inquiry,
        serverTimestamp: serverTimestamp(),
        _deleted: false,
      });
    } catch (error) {
      if (code(error) !== 'permission-denied' && code(error) !== 'firestore/permission-denied') throw error;
    }
    await markDelivered(record, new Date());
    count++;
  }
  for (const record of await pendingRecords(publicDb, 'view')) {
    const view = record.view!;
    try {
      await trackView({ itemType: view.itemType, itemId: view.itemId, visitorId: view.visitorId });
    } catch (error) {
      // A view of something that no longer exists is dropped; anything else (network) is retried later.
      if (!/not-found|invalid-argument/.test(code(error))) throw error;
    }
    await markDelivered(record, new Date());
    count++;
  }
  return count;
}

export function startFirebaseOutbox(publicDb: VisitorDatabase, backend?: OutboxBackend): () => void {
  let queue = Promise.resolve();
  const sub = combineLatest([online$(), outboxChanges$(publicDb)]).subscribe(([online]) => {
    if (!online) return;
    queue = queue
      .then(async () => void (await deliverOutboxToFirebase(publicDb, backend)))
      .catch((error: unknown) => logError('firebase outbox', error));
  });
  return () => sub.unsubscribe();
}
