import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { shortDate } from '@/lib/dates';
import type { Caller } from '@/data/caller';
import type { Submission } from '@harbour/domain/schemas/submission';
import { button } from '@/ui/button';
import { TextAreaField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { logError } from '@/lib/log';
import { SUBMISSION_FILTERS, filterSubmissions, type SubmissionFilter } from '../model/filters';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { clientDisplayName, statusLabel } from '../model/text';
import { REVIEW_NOTE_MAX, ReviewRefusedError, checkReviewNote, draftFromSubmission } from '../model/approve';
import { approveSubmission, rejectSubmission, requestChanges } from '../api/review';
import { combine, useAdminCollection, usePendingCheck } from '../use-admin-data';
import {
  AdminDialog,
  Badge,
  FilterBar,
  MessageRow,
  PendingMark,
  SkeletonRows,
  iconButton,
  muted,
  table,
  tableWrap,
  type BadgeTone,
} from '../components/parts';
import { SubmissionReviewDialog } from '../components/submission-review';
import { checklistSummary, publishChecklist } from '@/features/admin-listings';
import { stackedTable } from '@/ui/stacked-table';

const COLUMNS = 5;
const SUBMISSION_TONE: Record<Submission['status'], BadgeTone> = {
  pending: 'yellow',
  needs_changes: 'sea',
  approved: 'green',
  rejected: 'red',
};

type Review = { kind: 'changes' | 'reject'; submission: Submission } | null;

/** The toast for a failed review: our own refusals say why; anything else is logged. */
function reportFailure(error: unknown) {
  if (error instanceof ReviewRefusedError) {
    notify('Not saved', error.message, 'error');
    return;
  }
  logError('submission review', error);
  notify('Error', 'The review could not be saved on this device. Please try again.', 'error');
}

export function SubmissionsTab({ caller }: { caller: Caller }) {
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
      reportFailure(error);
    } finally {
      setBusy(null);
    }
  }

  const reviewing = rows?.find((r) => r.submission.id === reviewingId) ?? null;

  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <FilterBar
        label="Filter submissions by status"
        options={SUBMISSION_FILTERS}
        value={filter}
        onChange={setFilter}
      />
      <div className={tableWrap}>
        <table className={`${table} ${stackedTable}`} aria-label="Submissions">
          <thead>
            <tr>
              <th>Date</th>
              <th>Client</th>
              <th>Boat</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.status === 'loading' ? <SkeletonRows columns={COLUMNS} /> : null}
            {data.status === 'error' ? (
              <MessageRow columns={COLUMNS}>The submissions could not be loaded on this device.</MessageRow>
            ) : null}
            {rows && rows.length === 0 ? <MessageRow columns={COLUMNS}>No submissions found</MessageRow> : null}
            {rows?.map(({ submission: s, clientName, clientEmail }) => {
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
            })}
          </tbody>
        </table>
      </div>
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

function NeedsChangesDialog({
  caller,
  submission,
  onClose,
}: {
  caller: Caller;
  submission: Submission | null;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };
  async function send() {
    if (!submission) return;
    // An empty or too long note stays in the dialog, with its message under the field.
    let clean: string;
    try {
      clean = checkReviewNote(note);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    setSaving(true);
    try {
      await requestChanges(caller, submission.id, clean);
      notify('Changes Requested', `The owner will see your note on the ${boatTitle(submission.submissionData)}.`);
      close();
    } catch (e) {
      reportFailure(e);
    } finally {
      setSaving(false);
    }
  }
  return (
    <AdminDialog
      open={submission !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Request Changes"
      description={
        submission
          ? `Tell the owner what to change on the ${boatTitle(submission.submissionData)}. They will see this note.`
          : undefined
      }
      footer={
        <>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={close}>
            Cancel
          </button>
          <button type="button" className={button({ size: 'sm' })} onClick={() => void send()} disabled={saving}>
            Send Request
          </button>
        </>
      }
    >
      <TextAreaField
        label="Note for the owner"
        required
        value={note}
        maxLength={REVIEW_NOTE_MAX + 200}
        counter={`${note.length}/${REVIEW_NOTE_MAX}`}
        error={error}
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
      />
    </AdminDialog>
  );
}

function RejectDialog({
  caller,
  submission,
  onClose,
}: {
  caller: Caller;
  submission: Submission | null;
  onClose: () => void;
}) {
  const [saving, setSaving] = useState(false);
  async function reject() {
    if (!submission) return;
    setSaving(true);
    try {
      await rejectSubmission(caller, submission.id);
      notify('Submission Rejected', `The ${boatTitle(submission.submissionData)} was rejected.`);
      onClose();
    } catch (e) {
      reportFailure(e);
    } finally {
      setSaving(false);
    }
  }
  return (
    <AdminDialog
      open={submission !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Reject Submission"
      description={
        submission
          ? `Are you sure you want to reject the ${boatTitle(submission.submissionData)}? The owner will see it as rejected.`
          : undefined
      }
      footer={
        <>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={button({ variant: 'destructive', size: 'sm' })}
            onClick={() => void reject()}
            disabled={saving}
          >
            Reject
          </button>
        </>
      }
    />
  );
}
