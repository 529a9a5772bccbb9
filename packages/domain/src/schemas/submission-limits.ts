import type { SubmissionStatus } from './submission';

/**
 * #32, finding N4: an owner has at most this many submissions open (waiting for review, or sent back for changes) at
 * once. A brokerage's owner lists a boat or two; more at once is a script filling every admin's replica. The form says
 * so before writing; the backend decides: the submissions trigger counts them (`submissionLimits/{uid}`) and rejects
 * one past the limit, with the reason as the team's note. (firestore.rules cannot read the count: the largest
 * submission already takes most of the 1,000 expressions a request may evaluate.)
 */
export const MAX_OPEN_SUBMISSIONS = 5;

/** The statuses that count as open: the team still has to act, or the owner to resubmit. */
export const OPEN_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['pending', 'needs_changes'];

export const TOO_MANY_OPEN_SUBMISSIONS = `You already have ${MAX_OPEN_SUBMISSIONS} boats waiting for review. You can send another once the team has reviewed one of them.`;

/** Pure: whether a submission with this status counts against the limit. */
export function isOpenSubmission(status: unknown): boolean {
  return (OPEN_SUBMISSION_STATUSES as readonly unknown[]).includes(status);
}

/**
 * Finding N5: what an owner reads when the backend refused a submission whose specifications are past their bounds
 * (only a device that skipped the form's checks sends one).
 */
export const SPECIFICATIONS_OUT_OF_BOUNDS =
  'Not accepted: the specifications were not valid (a value too long, or of the wrong kind). Enter them again and resubmit.';
