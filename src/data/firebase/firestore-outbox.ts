import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { combineLatest, fromEvent, map, merge, of, startWith } from 'rxjs';
import type { PublicDatabase } from '@/data/public-database';
import { deliveryId } from '@/data/sync/outbox';
import { logError } from '@/lib/log';
import { firebase } from './app';
import { firestoreHandles } from './firestore-sync';

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
  publicDb: PublicDatabase,
  backend: OutboxBackend = pageOutboxBackend(),
): Promise<number> {
  const delivered = new Set((await publicDb.deliveries.find().exec()).map((d) => d.id));
  const { firestore, trackView } = backend;
  let count = 0;
  for (const inquiry of await publicDb.inquiries.find().exec()) {
    const id = deliveryId('inquiries', inquiry.id);
    if (delivered.has(id)) continue;
    try {
      await setDoc(doc(firestore, 'inquiries', inquiry.id), {
        ...inquiry.toMutableJSON(),
        serverTimestamp: serverTimestamp(),
        _deleted: false,
      });
    } catch (error) {
      if (code(error) !== 'permission-denied' && code(error) !== 'firestore/permission-denied') throw error;
    }
    await publicDb.deliveries.upsert({
      id,
      outbox: 'inquiries',
      documentId: inquiry.id,
      deliveredAt: new Date().toISOString(),
    });
    count++;
  }
  for (const view of await publicDb.viewEvents.find().exec()) {
    const id = deliveryId('viewEvents', view.id);
    if (delivered.has(id)) continue;
    try {
      await trackView({ itemType: view.itemType, itemId: view.itemId, visitorId: view.visitorId });
    } catch (error) {
      // A view of something that no longer exists is dropped; anything else (network) is retried later.
      if (!/not-found|invalid-argument/.test(code(error))) throw error;
    }
    await publicDb.deliveries.upsert({
      id,
      outbox: 'viewEvents',
      documentId: view.id,
      deliveredAt: new Date().toISOString(),
    });
    count++;
  }
  return count;
}

export function startFirebaseOutbox(publicDb: PublicDatabase, backend?: OutboxBackend): () => void {
  const online$ =
    typeof window === 'undefined'
      ? of(true)
      : merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(
          map(() => navigator.onLine),
          startWith(navigator.onLine),
        );
  let queue = Promise.resolve();
  const sub = combineLatest([online$, publicDb.inquiries.find().$, publicDb.viewEvents.find().$]).subscribe(
    ([online]) => {
      if (!online) return;
      queue = queue
        .then(async () => void (await deliverOutboxToFirebase(publicDb, backend)))
        .catch((error: unknown) => logError('firebase outbox', error));
    },
  );
  return () => sub.unsubscribe();
}
