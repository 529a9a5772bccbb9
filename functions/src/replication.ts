import { FieldValue } from 'firebase-admin/firestore';

/**
 * Fields RxDB's Firestore replication relies on. Every write made outside RxDB (these functions) sets
 * both, or clients never pull the change (serverTimestamp orders the pull) or never drop the document.
 */
export const SERVER_TIMESTAMP_FIELD = 'serverTimestamp';
export const DELETED_FIELD = '_deleted';

export function replicationFields(deleted: boolean): { serverTimestamp: FieldValue; _deleted: boolean } {
  return { [SERVER_TIMESTAMP_FIELD]: FieldValue.serverTimestamp(), [DELETED_FIELD]: deleted } as {
    serverTimestamp: FieldValue;
    _deleted: boolean;
  };
}

// The seed script reads the day length from this bundle (scripts/seed-firestore.mjs, lib/replication.js).
export { DAY_MS } from '@harbour/domain/time-units';

/** A replicated document counts as present unless it was deleted or soft-deleted by RxDB (`_deleted: true`). */
export function isLive(data: Record<string, unknown> | null | undefined): data is Record<string, unknown> {
  return !!data && data[DELETED_FIELD] !== true;
}

export function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}
