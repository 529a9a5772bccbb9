import type { SubmissionStatus } from '@/data/schemas/submission';
import type { BoatStatus } from '@/data/schemas/boat';

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  needs_changes: 'Needs Changes',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const SUBMISSION_STATUS_TONES: Record<SubmissionStatus, 'yellow' | 'orange' | 'green' | 'red'> = {
  pending: 'yellow',
  needs_changes: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** Spec section 4: draft, active, pending_review, sold are grey, green, yellow, blue. */
export const BOAT_STATUS_TONES: Record<BoatStatus, 'grey' | 'green' | 'yellow' | 'blue'> = {
  draft: 'grey',
  active: 'green',
  pending_review: 'yellow',
  sold: 'blue',
};
