import type { UserDatabase } from '@/data/user-database';
import { checkReviewNote, draftFromSubmission, ReviewRefusedError } from './model/approve';
import { statusLabel } from './model/text';
import { newListingId } from '@harbour/domain/boats/listing-id';

/**
 * The admin's review and lead actions. They write to the admin's own replica only; replication delivers
 * the changes to the backend (offline they wait and show as pending). Every change sets updatedAt.
 */

async function pendingSubmission(db: UserDatabase, id: string) {
  const doc = await db.submissions.findOne(id).exec();
  if (!doc) throw new ReviewRefusedError('This submission no longer exists.');
  if (doc.status !== 'pending')
    throw new ReviewRefusedError(`This submission was already reviewed (${statusLabel(doc.status)}).`);
  return doc;
}

export interface ApprovalResult {
  boatId: string;
  warnings: string[];
}

/** Approve: a draft listing pre-filled from the submission, owned by its client, then the submission points to it. */
export async function approveSubmission(
  db: UserDatabase,
  submissionId: string,
  opts: { now?: Date; newId?: () => string } = {},
): Promise<ApprovalResult> {
  const now = opts.now ?? new Date();
  const doc = await pendingSubmission(db, submissionId);
  const boatId = opts.newId ? opts.newId() : newListingId(doc.submissionData);
  const draft = draftFromSubmission(doc.toMutableJSON(), boatId, now);
  await db.boats.insert(draft.boat);
  await db.boatCommercials.upsert(draft.commercial);
  await doc.incrementalPatch({ status: 'approved', boatId, updatedAt: now.toISOString() });
  return { boatId, warnings: draft.warnings };
}

/** Needs Changes: the owner sees the note and may edit and resend the submission. */
export async function requestChanges(
  db: UserDatabase,
  submissionId: string,
  note: string,
  now = new Date(),
): Promise<void> {
  const reviewNote = checkReviewNote(note);
  const doc = await pendingSubmission(db, submissionId);
  await doc.incrementalPatch({ status: 'needs_changes', reviewNote, updatedAt: now.toISOString() });
}

/** Reject (after the admin confirmed). */
export async function rejectSubmission(db: UserDatabase, submissionId: string, now = new Date()): Promise<void> {
  const doc = await pendingSubmission(db, submissionId);
  await doc.incrementalPatch({ status: 'rejected', updatedAt: now.toISOString() });
}

/** Spec: an admin can set any lead status from the detail dialog (the change joins the lead's history). */
export { changeLeadStatus as updateInquiryStatus } from '@/data/leads/lead-actions';
