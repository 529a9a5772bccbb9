import type { Firestore } from 'firebase-admin/firestore';
import {
  applyCounterDelta,
  ARRIVAL_KEEP_DAYS,
  boatDelta,
  INQUIRY_ARRIVALS,
  inquiryArrival,
  inquiryDelta,
  submissionDelta,
} from './counters';
import { DAY_MS, utcDay } from '@harbour/domain/time-units';
import { enrichInquiry, INQUIRY_RECEIPTS, RECEIPT_KEEP_DAYS } from './inquiries';
import { mailNewLead } from './lead-mail';
import { syncListing, syncOwnerLead, syncPublishedPost } from './projections';
import { moveListingPhotos, type PhotoStore } from './listing-photos';
import { keepListingDocumentFiles, type DocumentFileStore } from './listing-documents';
import { sendSearchAlerts, type SearchAlertDeps } from './search-alerts';
import { refuseOverLimit } from './submission-limits';
import { refuseOutOfBounds } from './submission-bounds';
import { deleteDeletedListingFiles, type FolderStore } from './deleted-listing-files';
import { syncAlertIndex } from './alert-index';
import { syncPublicCharterSlot } from './charter-holds';
import { answerCharterRequest } from './charter-requests';

/**
 * The Firestore trigger handlers, without firebase-functions: index.ts passes the event's before/after
 * snapshots, the document id and the event id; tests pass snapshots read from the stand-in.
 */
export interface SnapshotLike {
  exists: boolean;
  data(): Record<string, unknown> | undefined;
}
export interface WriteEvent {
  /** Document id ({id} in the trigger path). */
  id: string;
  /** Unique per event; redelivery keeps it, so counters apply it once. */
  eventId: string;
  before: SnapshotLike | null | undefined;
  after: SnapshotLike | null | undefined;
  now?: Date;
}

function dataOf(snapshot: SnapshotLike | null | undefined): Record<string, unknown> | null {
  return snapshot?.exists ? (snapshot.data() ?? null) : null;
}

/**
 * boats/{id}: an approved submission's photos copied into the listing's folder (finding 5; where Storage is given),
 * the listing's document files given the visibility its documents list says (before the projection lists a newly
 * public one) and removed documents' files deleted, then the listings projection (read afresh, so with the copies)
 * + active listing counters; a deleted boat's folder emptied after its listing became a tombstone (finding N11).
 */
export async function handleBoatWrite(
  db: Firestore,
  event: WriteEvent,
  photos?: { store: PhotoStore; log: (message: string, error: unknown) => void },
  documents?: { store: DocumentFileStore; log: (message: string, error: unknown) => void },
  folder?: { store: FolderStore; log: (message: string, error: unknown) => void },
): Promise<void> {
  if (photos) await moveListingPhotos(db, photos.store, event.id, dataOf(event.after), photos.log);
  if (documents)
    await keepListingDocumentFiles(documents.store, event.id, dataOf(event.before), dataOf(event.after), documents.log);
  await syncListing(db, event.id);
  if (folder)
    await deleteDeletedListingFiles(folder.store, event.id, dataOf(event.before), dataOf(event.after), folder.log);
  await applyCounterDelta(
    db,
    boatDelta(dataOf(event.before), dataOf(event.after)),
    `boats-${event.eventId}`,
    event.now,
  );
}

/** listings/{id} (the public projection): search alert emails when a boat newly appears on the public site. */
export async function handleListingWrite(db: Firestore, event: WriteEvent, alerts: SearchAlertDeps): Promise<void> {
  await sendSearchAlerts(db, event.id, dataOf(event.before), dataOf(event.after), alerts, event.now);
}

/** profiles/{uid}: the account's entry in the alerts index (alert-index.ts). */
export async function handleProfileWrite(db: Firestore, event: WriteEvent): Promise<void> {
  await syncAlertIndex(db, event.id, dataOf(event.after), event.now);
}

/** blogPosts/{id}: publishedPosts projection. */
export async function handleBlogPostWrite(db: Firestore, event: WriteEvent): Promise<void> {
  await syncPublishedPost(db, event.id);
}

/**
 * submissions/{id}: pending counters and the owner's open count, then one with specifications out of bounds (N5) or a
 * new one past the limit (N4) is refused.
 */
export async function handleSubmissionWrite(db: Firestore, event: WriteEvent): Promise<void> {
  const before = dataOf(event.before);
  const after = dataOf(event.after);
  await applyCounterDelta(db, submissionDelta(before, after), `submissions-${event.eventId}`, event.now);
  if (await refuseOutOfBounds(db, event.id, after, event.now)) return;
  await refuseOverLimit(db, event.id, before, after, event.now);
}

/** charterSlots/{slot}: the public calendar's copy (#33: busy or free, never who). */
export async function handleCharterSlotWrite(db: Firestore, event: WriteEvent): Promise<void> {
  await syncPublicCharterSlot(db, event.id);
}

/**
 * inquiries/{id}: an inquiry gets its boat's owner and its time of arrival first, and the owner its copy of the lead (ownerLeads), so a
 * counter that fails never keeps a lead from its owner (finding 3). Then the counters: the per-day count by the server's day of arrival (kept in inquiryArrivals for the
 * removal), the owner's count when boatOwnerId is set (by the enrichment's own write). An arrival also dates the
 * lead's receipt, so the TTL policy removes it after RECEIPT_KEEP_DAYS.
 */
export async function handleInquiryWrite(db: Firestore, event: WriteEvent): Promise<void> {
  const before = dataOf(event.before);
  const after = dataOf(event.after);
  const now = event.now ?? new Date();
  // On every write: the owner is read from the boat again (an admin's write must not name another client, N17) and an
  // unstamped lead gets its arrival (N13). It writes only when something differs, so its own write ends here.
  if (after) await enrichInquiry(db, event.id);
  // The boat owner's copy, without the visitor's contact fields (finding 7).
  await syncOwnerLead(db, event.id);
  // The brokerage hears of a new lead by email (#18); a mail that cannot be written must not stop the counters.
  if (after && !before)
    await mailNewLead(db, event.id, after, now).catch((error: unknown) => console.error('lead mail', error));
  // A charter request holds its slots or hears they are taken (#33), once; its failure must not stop the counters
  // either (a later write of the lead tries again).
  if (after)
    await answerCharterRequest(db, event.id, after, now).catch((error: unknown) =>
      console.error('charter request', error),
    );
  const arrival = inquiryArrival(before, after);
  const arrivalRef = db.collection(INQUIRY_ARRIVALS).doc(event.id);
  const day =
    arrival === 1 ? utcDay(now) : arrival === -1 ? (((await arrivalRef.get()).data()?.day as string) ?? null) : null;
  await applyCounterDelta(db, inquiryDelta(before, after, day), `inquiries-${event.eventId}`, now, (batch) => {
    if (arrival === 1) {
      batch.set(arrivalRef, { day, expireAt: new Date(now.getTime() + ARRIVAL_KEEP_DAYS * DAY_MS) });
      const receipt = db.collection(INQUIRY_RECEIPTS).doc(event.id);
      batch.set(receipt, { expireAt: new Date(now.getTime() + RECEIPT_KEEP_DAYS * DAY_MS) }, { merge: true });
    }
    if (arrival === -1 && day) batch.delete(arrivalRef);
  });
}
