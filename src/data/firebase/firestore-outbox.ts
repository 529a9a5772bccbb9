import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { combineLatest } from 'rxjs';
import type { VisitorDatabase } from '@/data/public/public-database';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import { markDelivered, markRefused, outboxChanges$, pendingRecords } from '@/data/visitor/outbox';
import { forgetOnceDelivered } from '@/data/visitor/retention';
import { logError } from '@/lib/log';
import { firebase } from './app';
import { firestoreHandles } from './firestore-sync';
import { online$ } from '@/data/network/online';
import { retrySoon } from '@/lib/retry-soon';
import { visitorId } from '@/data/visitor/settings';
import { HOUR_MS } from '@harbour/domain/time-units';

function code(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
}

/** Where the outbox delivers: the page's Firestore and callables by default (tests pass their own). */
export interface OutboxBackend {
  /** The lead's ticket from the leadTicket function (the rules want one); refused past the hourly limits. */
  leadTicket(data: { leadId: string; visitorId: string }): Promise<unknown>;
  /** Creates the lead with its receipt, in one batch. */
  createLead(inquiry: Inquiry): Promise<void>;
  /** Whether the lead's receipt exists: an earlier attempt got through. */
  leadArrived(id: string): Promise<boolean>;
  trackView: (data: { itemType: string; itemId: string; visitorId: string }) => Promise<unknown>;
}

/** The outbox's backend on a Firestore (the page's, or a test's emulator) and the leadTicket and trackView callables. */
export function firestoreOutboxBackend(
  firestore: Firestore,
  callables: Pick<OutboxBackend, 'leadTicket' | 'trackView'>,
): OutboxBackend {
  return {
    leadTicket: callables.leadTicket,
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
    trackView: callables.trackView,
  };
}

function pageOutboxBackend(): OutboxBackend {
  const { functions } = firebase();
  return firestoreOutboxBackend(firestoreHandles().firestore, {
    leadTicket: httpsCallable(functions, 'leadTicket'),
    trackView: httpsCallable(functions, 'trackView'),
  });
}

/**
 * The leads' hourly limit is reached (leadTicket said resource-exhausted): the leads stay on the device, waiting,
 * and the outbox tries again after `retryAfterMs`.
 */
export class LeadsLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`Leads are limited for now; trying again in ${Math.round(retryAfterMs / 1000)} s`);
    this.name = 'LeadsLimitedError';
  }
}

/** Pure: how long the server asked to wait (its details.retryAfterMs), within a second and an hour. */
export function retryAfterOf(error: unknown): number {
  const details = (error as { details?: { retryAfterMs?: unknown } } | null)?.details;
  const ms = Number(details?.retryAfterMs);
  return Number.isFinite(ms) ? Math.min(HOUR_MS, Math.max(1000, ms)) : HOUR_MS;
}

const isRefusal = (error: unknown) =>
  code(error) === 'permission-denied' || code(error) === 'firestore/permission-denied';

/**
 * The delivery of what a visitor sent: an inquiry gets its ticket (leadTicket: at most so many leads a
 * visitor and a network address an hour; past that they wait, LeadsLimitedError), then is created in Firestore
 * together with its receipt (`inquiryReceipts/{id}`: nothing personal, readable by whoever knows the random id); a view
 * goes to the trackView function. The rules refuse a second create of the same inquiry, so a refusal is told apart
 * by the receipt: there, an earlier attempt got through (delivered); absent, the rules refused this lead, which is
 * kept on the device, marked refused and not retried (the visitor sees it was not sent). Nothing is marked delivered
 * that did not arrive.
 */
export async function deliverOutboxToFirebase(
  publicDb: VisitorDatabase,
  backend: OutboxBackend = pageOutboxBackend(),
): Promise<number> {
  let count = 0;
  let limited: LeadsLimitedError | null = null;
  for (const record of await pendingRecords(publicDb, 'inquiry')) {
    const inquiry = record.toMutableJSON().inquiry!;
    try {
      await backend.leadTicket({ leadId: inquiry.id, visitorId: await visitorId(publicDb) });
    } catch (error) {
      if (code(error) === 'functions/resource-exhausted') {
        // Every lead after it would be limited too: they all wait; the views still go.
        limited = new LeadsLimitedError(retryAfterOf(error));
        break;
      }
      if (code(error) !== 'functions/invalid-argument') throw error;
      logError('firebase outbox: lead refused a ticket', error);
      await markRefused(record, 'The server refused this message.');
      continue;
    }
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
    await forgetOnceDelivered(publicDb, record.id);
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
  if (limited) throw limited;
  return count;
}

export function startFirebaseOutbox(publicDb: VisitorDatabase, backend?: OutboxBackend): () => void {
  let queue = Promise.resolve();
  let later: ReturnType<typeof setTimeout> | undefined;
  let cancelRetry = () => {};
  let failures = 0;
  const deliver = () => {
    cancelRetry();
    queue = queue
      .then(async () => {
        await deliverOutboxToFirebase(publicDb, backend);
        failures = 0;
      })
      .catch((error: unknown) => {
        // Limited: nothing else would wake the outbox when the hour turns.
        if (error instanceof LeadsLimitedError) {
          clearTimeout(later);
          later = setTimeout(deliver, error.retryAfterMs);
          return;
        }
        logError('firebase outbox', error);
        // No connection (or a server that did not answer): try again soon. Waiting for 'online' alone is not enough:
        // a page reloaded with no connection may still believe it is online, and then no 'online' event ever comes.
        cancelRetry = retrySoon(failures++, deliver);
      });
  };
  const sub = combineLatest([online$(), outboxChanges$(publicDb)]).subscribe(([online]) => {
    if (online) deliver();
  });
  return () => {
    clearTimeout(later);
    cancelRetry();
    sub.unsubscribe();
  };
}
