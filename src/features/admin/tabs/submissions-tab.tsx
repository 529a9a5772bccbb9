import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { FilterBar } from '../components/parts';
import { SubmissionReviewDialog } from '../components/submission-review';
import { SUBMISSION_FILTERS } from '../model/filters';
import { useSubmissionsTab } from './use-submissions-tab';
import { SubmissionsTable } from './submissions-table';
import { NeedsChangesDialog, RejectDialog } from './submission-review-dialogs';

/** The admin dashboard's Submissions tab: its state in useSubmissionsTab, the filter, the table and the dialogs. */
export function SubmissionsTab({ caller }: { caller: Caller }) {
  const tab = useSubmissionsTab(caller);
  const { filter, setFilter, review, setReview, busy, approve, reviewing, setReviewingId } = tab;
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <FilterBar
        label="Filter submissions by status"
        options={SUBMISSION_FILTERS}
        value={filter}
        onChange={setFilter}
      />
      <SubmissionsTable tab={tab} />
      <SubmissionReviewDialog
        caller={caller}
        submission={reviewing?.submission ?? null}
        clientName={reviewing?.clientName ?? ''}
        busy={reviewing !== null && busy === reviewing.submission.id}
        onClose={() => setReviewingId(null)}
        onApprove={(s) => {
          // The row updates in place; the toast says what the draft needs and where to open it.
          setReviewingId(null);
          void approve(s, reviewing?.clientName ?? 'No name');
        }}
        onNeedsChanges={(s) => {
          setReviewingId(null);
          setReview({ kind: 'changes', submission: s });
        }}
        onReject={(s) => {
          setReviewingId(null);
          setReview({ kind: 'reject', submission: s });
        }}
      />
      <NeedsChangesDialog
        caller={caller}
        submission={review?.kind === 'changes' ? review.submission : null}
        onClose={() => setReview(null)}
      />
      <RejectDialog
        caller={caller}
        submission={review?.kind === 'reject' ? review.submission : null}
        onClose={() => setReview(null)}
      />
    </div>
  );
}
