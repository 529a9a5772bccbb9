import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { isAlreadyExists, isLive, replicationFields } from './replication';
import { DAY_MS } from '@harbour/domain/time-units';
import { ON_MARKET_STATUSES } from '@harbour/domain/boats/listing-visibility';
import { isOpenSubmission } from '@harbour/domain/schemas/submission-limits';

/**
 * Counters behind the admin KPI cards and the client dashboard, so neither reads every document:
 *   stats/admin        { pendingSubmissions, activeListings, totalViews, inquiriesByDay{yyyy-mm-dd: n} }
 *   ownerStats/{uid}   { totalSubmissions, pendingReviews, activeListings, totalInquiries, totalViews }
 * Each trigger turns (before, after) of one document into increments with a pure delta function.
 */
export const ADMIN_STATS = { collection: 'stats', id: 'admin' } as const;
export const OWNER_STATS = 'ownerStats';
/**
 * submissionLimits/{uid} { open }: the owner's open submissions (finding N4), read by firestore.rules when the owner
 * creates one. Server-only: no device pulls it.
 */
export const SUBMISSION_LIMITS = 'submissionLimits';
/** Trigger event ids already applied (at-least-once delivery must not count twice). TTL on expireAt. */
export const APPLIED_EVENTS = 'appliedEvents';
/**
 * inquiryArrivals/{inquiryId} { day, expireAt }: the server's UTC day a lead arrived, so that its removal comes off that
 * same day. Kept a day past the 7-day window (TTL on expireAt): a later removal changes no day the card reads.
 */
export const INQUIRY_ARRIVALS = 'inquiryArrivals';
export const ARRIVAL_KEEP_DAYS = 8;

export type AdminCounter = 'pendingSubmissions' | 'activeListings' | 'totalViews';
export type OwnerCounter = 'totalSubmissions' | 'pendingReviews' | 'activeListings' | 'totalInquiries' | 'totalViews';

export interface CounterDelta {
  admin: Partial<Record<AdminCounter, number>>;
  /** Inquiries per UTC creation day ('New Inquiries (7d)' sums a window of these: domain counters/inquiry-window). */
  inquiriesByDay: Record<string, number>;
  owners: Record<string, Partial<Record<OwnerCounter, number>>>;
  /** Open submissions per owner (submissionLimits). */
  openSubmissions: Record<string, number>;
}

type Doc = Record<string, unknown> | null | undefined;

export function emptyDelta(): CounterDelta {
  return { admin: {}, inquiriesByDay: {}, owners: {}, openSubmissions: {} };
}

function add<K extends string>(target: Partial<Record<K, number>>, key: K, n: number): void {
  if (n === 0) return;
  const next = (target[key] ?? 0) + n;
  if (next === 0) delete target[key];
  else target[key] = next;
}

function addOwner(delta: CounterDelta, uid: unknown, key: OwnerCounter, n: number): void {
  if (typeof uid !== 'string' || uid === '' || n === 0) return;
  const owner = (delta.owners[uid] ??= {});
  add(owner, key, n);
  if (Object.keys(owner).length === 0) delete delta.owners[uid];
}

/** -1 for the state before, +1 for the state after: a transition that changes nothing nets to no delta. */
function sides(before: Doc, after: Doc): Array<[Record<string, unknown>, number]> {
  const out: Array<[Record<string, unknown>, number]> = [];
  if (isLive(before)) out.push([before, -1]);
  if (isLive(after)) out.push([after, 1]);
  return out;
}

/** submissions: admin's pending count; the owner's (userId) total and pending reviews. */
export function submissionDelta(before: Doc, after: Doc): CounterDelta {
  const delta = emptyDelta();
  for (const [doc, sign] of sides(before, after)) {
    const pending = doc.status === 'pending' ? sign : 0;
    add(delta.admin, 'pendingSubmissions', pending);
    addOwner(delta, doc.userId, 'totalSubmissions', sign);
    addOwner(delta, doc.userId, 'pendingReviews', pending);
    if (typeof doc.userId === 'string' && doc.userId !== '' && isOpenSubmission(doc.status))
      add(delta.openSubmissions, doc.userId, sign);
  }
  return delta;
}

/** boats: active listings (on the market: active or under offer), overall and for the owner (createdBy). */
export function boatDelta(before: Doc, after: Doc): CounterDelta {
  const delta = emptyDelta();
  for (const [doc, sign] of sides(before, after)) {
    if (!ON_MARKET_STATUSES.includes(String(doc.status))) continue;
    add(delta.admin, 'activeListings', sign);
    addOwner(delta, doc.createdBy, 'activeListings', sign);
  }
  return delta;
}

/** What a write does to the per-day count: a lead arrives (+1), is removed (-1), or neither (a status change). */
export function inquiryArrival(before: Doc, after: Doc): 1 | -1 | 0 {
  if (isLive(after) && !isLive(before)) return 1;
  if (isLive(before) && !isLive(after)) return -1;
  return 0;
}

/**
 * inquiries: the per-day count moves on `day`, the server's day of the lead's arrival (finding 3: never the visitor's own
 * createdAt, which let anyone add a bucket per made-up date; null = no day to move); the boat owner's inquiries follow
 * boatOwnerId (set by the backend).
 */
export function inquiryDelta(before: Doc, after: Doc, day: string | null): CounterDelta {
  const delta = emptyDelta();
  const arrival = inquiryArrival(before, after);
  if (day && arrival) add(delta.inquiriesByDay, day, arrival);
  for (const [doc, sign] of sides(before, after)) addOwner(delta, doc.boatOwnerId, 'totalInquiries', sign);
  return delta;
}

export function isEmptyDelta(delta: CounterDelta): boolean {
  return (
    !Object.keys(delta.admin).length &&
    !Object.keys(delta.inquiriesByDay).length &&
    !Object.keys(delta.owners).length &&
    !Object.keys(delta.openSubmissions).length
  );
}

/**
 * Applies a delta as blind increments in one batch, with the trigger's event id recorded first: a
 * redelivered event finds its record and changes nothing. `also` adds the event's bookkeeping to the same batch.
 * Returns whether it was applied.
 */
export async function applyCounterDelta(
  db: Firestore,
  delta: CounterDelta,
  eventId: string,
  now: Date = new Date(),
  also?: (batch: WriteBatch) => void,
): Promise<boolean> {
  if (isEmptyDelta(delta)) return false;
  const at = now.toISOString();
  const batch = db.batch();
  batch.create(db.collection(APPLIED_EVENTS).doc(eventId), { at, expireAt: new Date(now.getTime() + 7 * DAY_MS) });
  also?.(batch);
  if (Object.keys(delta.admin).length || Object.keys(delta.inquiriesByDay).length) {
    const fields: Record<string, unknown> = { updatedAt: at, ...replicationFields(false) };
    for (const [key, n] of Object.entries(delta.admin)) fields[key] = FieldValue.increment(n as number);
    if (Object.keys(delta.inquiriesByDay).length) {
      fields.inquiriesByDay = Object.fromEntries(
        Object.entries(delta.inquiriesByDay).map(([day, n]) => [day, FieldValue.increment(n)]),
      );
    }
    batch.set(db.collection(ADMIN_STATS.collection).doc(ADMIN_STATS.id), fields, { merge: true });
  }
  for (const [uid, counters] of Object.entries(delta.owners)) {
    const fields: Record<string, unknown> = { id: uid, updatedAt: at, ...replicationFields(false) };
    for (const [key, n] of Object.entries(counters)) fields[key] = FieldValue.increment(n as number);
    batch.set(db.collection(OWNER_STATS).doc(uid), fields, { merge: true });
  }
  for (const [uid, n] of Object.entries(delta.openSubmissions))
    batch.set(
      db.collection(SUBMISSION_LIMITS).doc(uid),
      { open: FieldValue.increment(n), updatedAt: at },
      { merge: true },
    );
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

export interface AdminStats {
  pendingSubmissions: number;
  activeListings: number;
  totalViews: number;
  inquiriesByDay: Record<string, number>;
}
export interface OwnerStats {
  totalSubmissions: number;
  pendingReviews: number;
  activeListings: number;
  totalInquiries: number;
  totalViews: number;
}

export async function readAdminStats(db: Firestore): Promise<AdminStats> {
  const data = (await db.collection(ADMIN_STATS.collection).doc(ADMIN_STATS.id).get()).data() ?? {};
  return {
    pendingSubmissions: data.pendingSubmissions ?? 0,
    activeListings: data.activeListings ?? 0,
    totalViews: data.totalViews ?? 0,
    inquiriesByDay: data.inquiriesByDay ?? {},
  };
}

export async function readOwnerStats(db: Firestore, uid: string): Promise<OwnerStats> {
  const data = (await db.collection(OWNER_STATS).doc(uid).get()).data() ?? {};
  return {
    totalSubmissions: data.totalSubmissions ?? 0,
    pendingReviews: data.pendingReviews ?? 0,
    activeListings: data.activeListings ?? 0,
    totalInquiries: data.totalInquiries ?? 0,
    totalViews: data.totalViews ?? 0,
  };
}
