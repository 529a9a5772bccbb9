import { DAY_MS } from '../time-units';

/**
 * #32, finding N4: an owner's submission photos are not kept for ever. Those of a rejected submission go 30 days after
 * the decision; those of one sent back for changes and never resubmitted (abandoned) go 90 days after it was sent
 * back. The submission stays (the owner's history, the team's note); only its photos go.
 */
export const REJECTED_PHOTOS_KEEP_DAYS = 30;
export const ABANDONED_PHOTOS_KEEP_DAYS = 90;

/** Pure: whether a submission's photos are past keeping at `now` (by its last change, `updatedAt`). */
export function submissionPhotosExpired(
  submission: { status?: unknown; updatedAt?: unknown; photos?: unknown },
  now: Date,
): boolean {
  if (!Array.isArray(submission.photos) || submission.photos.length === 0) return false;
  const days =
    submission.status === 'rejected'
      ? REJECTED_PHOTOS_KEEP_DAYS
      : submission.status === 'needs_changes'
        ? ABANDONED_PHOTOS_KEEP_DAYS
        : null;
  if (days === null || typeof submission.updatedAt !== 'string') return false;
  const changed = Date.parse(submission.updatedAt);
  return Number.isFinite(changed) && now.getTime() - changed >= days * DAY_MS;
}
