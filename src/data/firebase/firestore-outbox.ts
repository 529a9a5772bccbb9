import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { combineLatest } from 'rxjs';
import type { VisitorDatabase } from '@/data/public-database';
import type { Inquiry } from '@/data/schemas/inquiry';
import { markDelivered, markRefused, outboxChanges$, pendingRecords } from '@/data/visitor/outbox';
import { logError } from '@/lib/log';
import { firebase } from './app';
import { firestoreHandles } from './firestore-sync';
import { online$ } from '@/data/online';

function code(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
}

/** Where the outbox delivers: the page's Firestore and trackView callable by default (tests pass their own). */
export interface OutboxBackend {
  /** Creates the lead with its receipt, in one batch. */
  createLead(inquiry: Inquiry): Promise<void>;
  /** Whether the lead's receipt exists: an earlier attempt got through. */
  leadArrived(id: string): Promise<boolean>;
  trackView: (data: { itemType: string; itemId: string; visitorId: string }) => Promise<unknown>;
}

/** The outbox's backend on a Firestore (the page's, or a test's emulator) and a trackView callable. */
export function firestoreOutboxBackend(firestore: Firestore, trackView: OutboxBackend['trackView']): OutboxBackend {
  return {
    async createLead(inquiry) {
      const batch = writeBatch(firestore);
      batch.set(doc(firestore, 'inquiries', inquiry.id), {
        ...inquiry,
        serverTimestamp: serverTimestamp(),
        _deleted: false,
      });
      batch.set(doc(firestore, 'inquiryReceipts', inquiry.id), { at: serverTimestamp() });
      await batch.commit();
    },
    async leadArrived(id) {
      return (await getDoc(doc(firestore, 'inquiryReceipts', id))).exists();
    },
    trackView,
  };
}

function pageOutboxBackend(): OutboxBackend {
  return firestoreOutboxBackend(firestoreHandles().firestore, httpsCallable(firebase().functions, 'trackView'));
}

const isRefusal = (error: unknown) =>
  code(error) === 'permission-denied' || code(error) === 'firestore/permission-denied';

/**
 * Firebase mode's delivery of what a visitor sent: an inquiry is created in Firestore together with its receipt
 * (`inquiryReceipts/{id}`: nothing personal, readable by whoever knows the random id); a view goes to the trackView
 * function. The rules refuse a second create of the same inquiry, so a refusal is told apart by the receipt: there,
 * an earlier attempt got through (delivered); absent, the rules refused this lead, which is kept on the device, marked
 * refused and not retried (the visitor sees it was not sent). Nothing is marked delivered that did not arrive.
 */
export async function deliverOutboxToFirebase(
  publicDb: VisitorDatabase,
  backend: OutboxBackend = pageOutboxBackend(),
): Promise<number> {
  let count = 0;
  for (const record of await pendingRecords(publicDb, 'inquiry')) {
    const inquiry = record.toMutableJSON().inquiry!;
    try {
      await backend.createLead(inquiry);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (!(await backend.leadArrived(inquiry.id))) {
        logError('firebase outbox: lead refused', error);
        await markRefused(record, 'The server refused this message.');
        continue;
      }
    }
    await markDelivered(record, new Date());
    count++;
  }
  for (const record of await pendingRecords(publicDb, 'view')) {
    const view = record.view!;
    try {
      await backend.trackView({ itemType: view.itemType, itemId: view.itemId, visitorId: view.visitorId });
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
