import type { Firestore } from 'firebase-admin/firestore';
import { particularsRefusal } from '@harbour/domain/schemas/particulars';
import { isOpenSubmission, SPECIFICATIONS_OUT_OF_BOUNDS } from '@harbour/domain/schemas/submission-limits';
import { isLive, replicationFields } from './replication';

type Data = Record<string, unknown> | null;

/** Pure: whether a stored submission's specifications are out of bounds (absent ones are not). */
export function specificationsOutOfBounds(submission: Data): boolean {
  return submission?.particulars !== undefined && particularsRefusal(submission.particulars) !== null;
}

/**
 * Finding N5: firestore.rules bounds a submission's specification keys, not their values (a submission with ten photos
 * is past the 1,000 expressions a request may evaluate before the values are reached). The backend holds an open one
 * to the domain's bounds: one past them is rejected with the reason, and its specifications are emptied, so no admin's
 * replica pulls a megabyte of them (the door would keep the whole submission out). Returns whether it was.
 */
export async function refuseOutOfBounds(db: Firestore, id: string, after: Data, now: Date = new Date()) {
  if (!isLive(after) || !isOpenSubmission(after.status) || !specificationsOutOfBounds(after)) return false;
  const ref = db.collection('submissions').doc(id);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() ?? null;
    if (!isLive(current) || !isOpenSubmission(current.status) || !specificationsOutOfBounds(current)) return false;
    tx.update(ref, {
      status: 'rejected',
      reviewNote: SPECIFICATIONS_OUT_OF_BOUNDS,
      particulars: {},
      updatedAt: now.toISOString(),
      ...replicationFields(false),
    });
    return true;
  });
}
