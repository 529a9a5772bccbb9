import type { Firestore } from 'firebase-admin/firestore';
import {
  isOpenSubmission,
  MAX_OPEN_SUBMISSIONS,
  TOO_MANY_OPEN_SUBMISSIONS,
} from '@harbour/domain/schemas/submission-limits';
import { SUBMISSION_LIMITS } from './counters';
import { isLive, replicationFields } from './replication';

type Data = Record<string, unknown> | null;

/**
 * Finding N4: after the count moved, a new open submission past the limit is decided here: rejected, with the reason
 * as the team's note (the owner sees why; its photos can no longer be uploaded: Storage takes them only for an open
 * one). Returns whether it was.
 */
export async function refuseOverLimit(
  db: Firestore,
  id: string,
  before: Data,
  after: Data,
  now: Date = new Date(),
): Promise<boolean> {
  if (isLive(before) || !isLive(after) || !isOpenSubmission(after.status) || typeof after.userId !== 'string')
    return false;
  const open = (await db.collection(SUBMISSION_LIMITS).doc(after.userId).get()).get('open');
  if (typeof open !== 'number' || open <= MAX_OPEN_SUBMISSIONS) return false;
  const ref = db.collection('submissions').doc(id);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() ?? null;
    if (!isLive(current) || !isOpenSubmission(current.status)) return false;
    tx.update(ref, {
      status: 'rejected',
      reviewNote: TOO_MANY_OPEN_SUBMISSIONS,
      updatedAt: now.toISOString(),
      ...replicationFields(false),
    });
    return true;
  });
}
