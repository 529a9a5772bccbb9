import type { Caller } from '../device-backend/backend-rules';
import { ADMIN_COUNTERS_ID } from '../schemas/server-counters';

/**
 * Which local collection replicates with which Firestore collection, in which direction, and with which pull
 * filter — for each kind of session. Pull filters only ever use fields that never change on a document
 * (owner ids), never a status: a document that moves out of a pull filter would never reach the device
 * (rxdb issue 7371). Public data comes from projections the functions maintain instead.
 * Used in Firebase mode only (device-only mode replicates device-backend/backend-db PORTAL_COLLECTIONS), so the
 * local `counters` collection it names exists exactly when a plan is used (user-database.ts).
 */
export interface ReplicationPlan {
  local: string;
  remote: string;
  pull: boolean;
  push: boolean;
  /** Equality filter on the remote collection: [field, value]; '__id__' means the document id. */
  filter: readonly [string, string] | null;
}

/** The public database: projections are pull-only; what visitors send goes through the outbox, not replication. */
export const PUBLIC_PLAN: readonly ReplicationPlan[] = [
  { local: 'boats', remote: 'listings', pull: true, push: false, filter: null },
  { local: 'blogPosts', remote: 'publishedPosts', pull: true, push: false, filter: null },
];

export function portalPlan(caller: Caller): ReplicationPlan[] {
  if (caller.role === 'admin') {
    return [
      { local: 'boats', remote: 'boats', pull: true, push: true, filter: null },
      { local: 'boatCommercials', remote: 'boatCommercials', pull: true, push: true, filter: null },
      { local: 'submissions', remote: 'submissions', pull: true, push: true, filter: null },
      { local: 'inquiries', remote: 'inquiries', pull: true, push: true, filter: null },
      { local: 'profiles', remote: 'profiles', pull: true, push: true, filter: null },
      { local: 'blogPosts', remote: 'blogPosts', pull: true, push: true, filter: null },
      { local: 'viewCounts', remote: 'viewCounts', pull: true, push: false, filter: null },
      // The KPI cards' counters (functions/src/counters.ts): one document, pulled only.
      { local: 'counters', remote: 'stats', pull: true, push: false, filter: ['__id__', ADMIN_COUNTERS_ID] },
    ];
  }
  return [
    { local: 'boats', remote: 'boats', pull: true, push: false, filter: ['createdBy', caller.uid] },
    { local: 'submissions', remote: 'submissions', pull: true, push: true, filter: ['userId', caller.uid] },
    { local: 'inquiries', remote: 'inquiries', pull: true, push: false, filter: ['boatOwnerId', caller.uid] },
    { local: 'profiles', remote: 'profiles', pull: true, push: true, filter: ['__id__', caller.uid] },
    { local: 'viewCounts', remote: 'viewCounts', pull: true, push: false, filter: ['ownerId', caller.uid] },
    // The client dashboard's counters: only its own ownerStats document, pulled only.
    { local: 'counters', remote: 'ownerStats', pull: true, push: false, filter: ['__id__', caller.uid] },
  ];
}
