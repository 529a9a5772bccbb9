import type { Caller } from '../caller';
import { accessOf, PORTAL_COLLECTION_NAMES, type PortalCollectionName } from '../collections/portal-collections';

/**
 * Which local collection replicates with which Firestore collection, in which direction, and with which pull
 * filter — for each kind of session. Pull filters only ever use fields that never change on a document
 * (owner ids), never a status: a document that moves out of a pull filter would never reach the device
 * (rxdb issue 7371). Public data comes from projections the functions maintain instead.
 * Derived from the collection registry (collections/portal-collections.ts); firebase/firestore-sync.ts replicates by
 * it.
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

export function portalPlan(
  caller: Caller,
  names: readonly PortalCollectionName[] = PORTAL_COLLECTION_NAMES,
): ReplicationPlan[] {
  return names.flatMap((local) => {
    const access = accessOf(caller.role, local);
    if (!access) return [];
    const { pull } = access;
    const filter = pull === 'all' ? null : ([pull.field, pull.equals === 'caller' ? caller.uid : pull.equals] as const);
    return [{ local, remote: access.remote, pull: true, push: access.push, filter }];
  });
}
