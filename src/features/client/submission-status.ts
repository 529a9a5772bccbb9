import type { SubmissionStatus } from '@harbour/domain/schemas/submission';

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
