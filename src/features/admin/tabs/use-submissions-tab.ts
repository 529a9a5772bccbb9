import { useMemo, useState } from 'react';
import type { Caller } from '@/data/caller';
import type { Submission } from '@harbour/domain/schemas/submission';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { notify } from '@/ui/toaster';
import { checklistSummary, publishChecklist } from '@/features/admin-listings';
import { filterSubmissions, type SubmissionFilter } from '../model/filters';
import { clientDisplayName } from '../model/text';
import { draftFromSubmission } from '../model/approve';
import { approveSubmission } from '../api/review';
import { combine, useAdminCollection, usePendingCheck } from '../use-admin-data';
import { reportReviewFailure } from './submission-review-dialogs';

/** The Needs Changes or Reject dialog open, on which submission. */
export type Review = { kind: 'changes' | 'reject'; submission: Submission } | null;

/**
 * The Submissions tab's state: the status filter, the admin's submissions and profiles live from the replica, the rows
 * the filter gives (with the client's name and email), the submission open in the Review dialog, the review dialog
 * open, the row being approved, and the approval itself.
 */
export function useSubmissionsTab(caller: Caller) {
  const [filter, setFilter] = useState<SubmissionFilter>('all');
  const [review, setReview] = useState<Review>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The submission open in the Review dialog, by id: the dialog follows its live version.
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const data = combine(useAdminCollection(caller, 'submissions'), useAdminCollection(caller, 'profiles'));
  const isPending = usePendingCheck(caller);
  const rows = useMemo(() => {
    if (data.status !== 'ready') return null;
    const profiles = new Map(data.data[1].map((p) => [p.id, p]));
    return filterSubmissions(data.data[0], filter).map((s) => {
      const client = profiles.get(s.userId);
      return { submission: s, clientName: clientDisplayName(client?.fullName), clientEmail: client?.email ?? null };
    });
  }, [data.status, data.data, filter]);

  async function approve(submission: Submission, clientName: string) {
    setBusy(submission.id);
    try {
      const now = new Date();
      const { boatId, warnings } = await approveSubmission(caller, submission.id, { now });
      const owner = clientName === 'No name' ? 'the client' : clientName;
      // What the new draft still lacks, from the same pure function the approval ran (nothing is written here).
      const needs = checklistSummary(publishChecklist(draftFromSubmission(submission, boatId, now).boat));
      notify(
        'Submission Approved',
        [
          `A draft listing of the ${boatTitle(submission.submissionData)} was created for ${owner}.`,
          needs,
          ...warnings,
          'Open it with "Open listing" in its row.',
        ].join(' '),
      );
    } catch (error) {
      reportReviewFailure(error);
    } finally {
      setBusy(null);
    }
  }

  const reviewing = rows?.find((r) => r.submission.id === reviewingId) ?? null;

  return {
    filter,
    setFilter,
    review,
    setReview,
    busy,
    status: data.status,
    rows,
    isPending,
    approve,
    reviewing,
    setReviewingId,
  };
}

export type SubmissionsTabState = ReturnType<typeof useSubmissionsTab>;
