import type { Firestore } from 'firebase-admin/firestore';
import { applyCounterDelta, boatDelta, inquiryDelta, submissionDelta } from './counters';
import { enrichInquiry } from './inquiries';
import { syncListing, syncPublishedPost } from './projections';

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

/** boats/{id}: listings projection + active listing counters. */
export async function handleBoatWrite(db: Firestore, event: WriteEvent): Promise<void> {
  await syncListing(db, event.id);
  await applyCounterDelta(
    db,
    boatDelta(dataOf(event.before), dataOf(event.after)),
    `boats-${event.eventId}`,
    event.now,
  );
}

/** blogPosts/{id}: publishedPosts projection. */
export async function handleBlogPostWrite(db: Firestore, event: WriteEvent): Promise<void> {
  await syncPublishedPost(db, event.id);
}

/** submissions/{id}: pending counters. */
export async function handleSubmissionWrite(db: Firestore, event: WriteEvent): Promise<void> {
  await applyCounterDelta(
    db,
    submissionDelta(dataOf(event.before), dataOf(event.after)),
    `submissions-${event.eventId}`,
    event.now,
  );
}

/**
 * inquiries/{id}: a new inquiry gets its boat's owner; counters follow the document (the per-day count on
 * create/delete, the owner's count when boatOwnerId is set — by the enrichment's own write).
 */
export async function handleInquiryWrite(db: Firestore, event: WriteEvent): Promise<void> {
  const before = dataOf(event.before);
  const after = dataOf(event.after);
  await applyCounterDelta(
    db,
    inquiryDelta(before, after, event.now ?? new Date()),
    `inquiries-${event.eventId}`,
    event.now,
  );
  // On create, and whenever a write comes back without the owner (a client's stale copy).
  if (after && (!before || after.boatOwnerId === undefined)) await enrichInquiry(db, event.id);
}
