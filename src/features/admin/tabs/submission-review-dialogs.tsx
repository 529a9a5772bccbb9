import { useState } from 'react';
import type { Caller } from '@/data/caller';
import type { Submission } from '@harbour/domain/schemas/submission';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { button } from '@/ui/button';
import { TextAreaField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { logError } from '@/lib/log';
import { REVIEW_NOTE_MAX, ReviewRefusedError, checkReviewNote } from '../model/approve';
import { rejectSubmission, requestChanges } from '../api/review';
import { AdminDialog } from '../components/parts';

/** The toast for a failed review: our own refusals say why; anything else is logged. */
export function reportReviewFailure(error: unknown) {
  if (error instanceof ReviewRefusedError) {
    notify('Not saved', error.message, 'error');
    return;
  }
  logError('submission review', error);
  notify('Error', 'The review could not be saved on this device. Please try again.', 'error');
}

/** Needs Changes: the note the owner will see. */
export function NeedsChangesDialog({
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
      reportReviewFailure(e);
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

/** Reject, after the admin confirmed. */
export function RejectDialog({
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
      reportReviewFailure(e);
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
