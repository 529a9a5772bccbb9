import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { shortDate } from '@/lib/dates';
import type { Submission } from '@harbour/domain/schemas/submission';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { button } from '@/ui/button';
import { stackedTable } from '@/ui/stacked-table';
import { statusLabel } from '../model/text';
import { Badge, PendingMark, iconButton, muted, type BadgeTone } from '../components/parts';
import { DataTable } from '@/ui/data-table';
import type { SubmissionsTabState } from './use-submissions-tab';

const COLUMNS = ['Date', 'Client', 'Boat', 'Status', 'Actions'];
const SUBMISSION_TONE: Record<Submission['status'], BadgeTone> = {
  pending: 'yellow',
  needs_changes: 'sea',
  approved: 'green',
  rejected: 'red',
};

/** The Submissions table: a pending row's Review, Approve, Needs changes and Reject; an approved row's listing. */
export function SubmissionsTable({
  tab,
}: {
  tab: Pick<SubmissionsTabState, 'status' | 'rows' | 'isPending' | 'busy' | 'approve' | 'setReview' | 'setReviewingId'>;
}) {
  const { status, rows, isPending, busy, approve, setReview, setReviewingId } = tab;
  return (
    <DataTable
      label="Submissions"
      className={stackedTable}
      columns={COLUMNS}
      status={status}
      rows={rows}
      errorMessage="The submissions could not be loaded on this device."
      emptyMessage="No submissions found"
    >
      {({ submission: s, clientName, clientEmail }) => {
        const title = boatTitle(s.submissionData);
        return (
          <tr key={s.id} data-submission-id={s.id}>
            <td className={css({ whiteSpace: 'nowrap' })} data-label="Date">
              {shortDate(s.submittedAt)}
            </td>
            <td data-label="Client">
              {/* Who it is to a broker: the name, and the email to reach them (not a fragment of an id). */}
              <span>
                <span className={css({ fontWeight: 'medium' })}>{clientName}</span>
                {clientEmail ? <div className={muted}>{clientEmail}</div> : null}
              </span>
            </td>
            <td data-label="Boat">{title}</td>
            <td data-label="Status">
              <span>
                <Badge tone={SUBMISSION_TONE[s.status]}>{statusLabel(s.status)}</Badge>
                <PendingMark pending={isPending('submissions', s.id)} />
                {s.status === 'needs_changes' && s.reviewNote ? (
                  <div className={muted}>Note: {s.reviewNote}</div>
                ) : null}
              </span>
            </td>
            <td data-actions>
              {s.status === 'pending' ? (
                <div className={css({ display: 'flex', gap: '2' })}>
                  <ReviewButton title={title} onClick={() => setReviewingId(s.id)} />
                  <button
                    type="button"
                    className={iconButton}
                    disabled={busy === s.id}
                    onClick={() => void approve(s, clientName)}
                    aria-label={`Approve ${title}`}
                    title="Approve"
                  >
                    ✓
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={busy === s.id}
                    onClick={() => setReview({ kind: 'changes', submission: s })}
                    aria-label={`Needs changes: ${title}`}
                    title="Needs changes"
                  >
                    ✎
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={busy === s.id}
                    onClick={() => setReview({ kind: 'reject', submission: s })}
                    aria-label={`Reject ${title}`}
                    title="Reject"
                  >
                    ✕
                  </button>
                </div>
              ) : s.status === 'approved' && s.boatId ? (
                <Link
                  to="/admin/listings/$boatId"
                  params={{ boatId: s.boatId }}
                  className={button({ variant: 'link', size: 'sm' })}
                >
                  Open listing
                </Link>
              ) : (
                // An approved row has its listing instead; the others can still be read in full.
                <ReviewButton title={title} onClick={() => setReviewingId(s.id)} />
              )}
            </td>
          </tr>
        );
      }}
    </DataTable>
  );
}

function ReviewButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      onClick={onClick}
      aria-label={`Review ${title}`}
    >
      Review
    </button>
  );
}
