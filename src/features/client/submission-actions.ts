import type { UserDatabase } from '@/data/user-database';
import type { Submission, SubmissionPhoto } from '@harbour/domain/schemas/submission';
import type { SellFormValues } from '@harbour/domain/forms/sell-form-schema';
import {
  toSubmissionData,
  validateSubmissionForm,
  type PhotoDraft,
  type SubmissionFormErrors,
} from './submission-form';
import { PENDING_PREFIX } from '@/data/portal/photo-rules';
import {
  parseParticularsForm,
  type ParticularsErrors,
  type ParticularsFormValues,
} from '@harbour/domain/forms/particulars-form';
import type { Particulars } from '@harbour/domain/schemas/particulars';
import {
  MAX_OPEN_SUBMISSIONS,
  OPEN_SUBMISSION_STATUSES,
  TOO_MANY_OPEN_SUBMISSIONS,
} from '@harbour/domain/schemas/submission-limits';

export interface SubmissionDeps {
  db: UserDatabase;
  /** Checks and shrinks a picked photo (refuses non-images with a clear message). */
  prepare: (file: File) => Promise<Blob>;
  /** Keeps the photo on the device until it is uploaded; returns the URL to store meanwhile. */
  queue: (owner: { collection: 'submissions'; id: string }, photoId: string, blob: Blob) => Promise<string>;
  now?: () => Date;
  newId?: () => string;
}

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; errors: SubmissionFormErrors; message: string; particularErrors?: ParticularsErrors };

const refused = (message: string, errors: SubmissionFormErrors = {}): SaveResult => ({ ok: false, errors, message });

/** The form's fields, then the structured specifications: the first mistake found refuses the whole submission. */
function checked(
  values: SellFormValues,
  photos: readonly PhotoDraft[],
  particulars: ParticularsFormValues,
):
  | { ok: true; value: ReturnType<typeof validateSubmissionForm> & { ok: true }; particulars: Particulars }
  | { ok: false; result: SaveResult } {
  const form = validateSubmissionForm(values, photos);
  const specs = parseParticularsForm(particulars);
  if (form.ok && specs.ok) return { ok: true, value: form, particulars: specs.value };
  const message = form.ok ? (specs.ok ? '' : specs.firstError) : form.firstError;
  return {
    ok: false,
    result: { ok: false, message, errors: form.ok ? {} : form.errors, particularErrors: specs.ok ? {} : specs.errors },
  };
}

/** Prepares every new photo first, so a refused one writes nothing. */
async function preparedPhotos(
  deps: SubmissionDeps,
  photos: readonly PhotoDraft[],
): Promise<{ blobs: Map<string, Blob> } | { error: string }> {
  const blobs = new Map<string, Blob>();
  for (const photo of photos) {
    if (photo.kind !== 'new') continue;
    try {
      blobs.set(photo.id, await deps.prepare(photo.file));
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return { blobs };
}

function photoList(photos: readonly PhotoDraft[]): SubmissionPhoto[] {
  return photos.map((p, displayOrder) => ({
    id: p.id,
    url: p.kind === 'new' ? `${PENDING_PREFIX}${p.id}` : p.url,
    displayOrder,
  }));
}

/**
 * Each new photo is kept on the device for upload (works offline) BEFORE the document that refers to it is
 * written: a page closed in between leaves at most an unreferenced photo (the uploader drops it), never a
 * submission pointing at a photo that is not on the device.
 */
async function queueNew(deps: SubmissionDeps, id: string, photos: readonly PhotoDraft[], blobs: Map<string, Blob>) {
  for (const photo of photos) {
    const blob = blobs.get(photo.id);
    if (photo.kind === 'new' && blob) await deps.queue({ collection: 'submissions', id }, photo.id, blob);
  }
}

/**
 * Validates the submit-boat form and stores it as this owner's new submission with status 'pending', on the
 * device first: it reaches the team when the phone is online. Bad input writes nothing.
 */
export async function createSubmission(
  deps: SubmissionDeps,
  uid: string,
  values: SellFormValues,
  photos: readonly PhotoDraft[],
  particulars: ParticularsFormValues,
): Promise<SaveResult> {
  const valid = checked(values, photos, particulars);
  if (!valid.ok) return valid.result;
  // Finding N4: counted on the device (sent or not yet), as the backend counts them once they arrive.
  const open = await deps.db.submissions
    .find({ selector: { userId: uid, status: { $in: [...OPEN_SUBMISSION_STATUSES] } } })
    .exec();
  if (open.length >= MAX_OPEN_SUBMISSIONS) return refused(TOO_MANY_OPEN_SUBMISSIONS);
  const prepared = await preparedPhotos(deps, photos);
  if ('error' in prepared) return refused(prepared.error, { photos: prepared.error });
  const now = (deps.now?.() ?? new Date()).toISOString();
  const id = deps.newId?.() ?? crypto.randomUUID();
  const submission: Submission = {
    id,
    userId: uid,
    status: 'pending',
    reviewNote: null,
    boatId: null,
    submissionData: toSubmissionData(valid.value.value),
    photos: photoList(photos),
    particulars: valid.particulars,
    submittedAt: now,
    updatedAt: now,
  };
  await queueNew(deps, id, photos, prepared.blobs);
  await deps.db.submissions.insert(submission);
  return { ok: true, id };
}

export const NOT_EDITABLE_MESSAGE = 'This submission can no longer be edited.';

/** Pure: the owner may edit (and resubmit) only their own submission while the team asks for changes. */
export function canResubmit(uid: string, submission: Pick<Submission, 'userId' | 'status'>): boolean {
  return submission.userId === uid && submission.status === 'needs_changes';
}

/**
 * Edit and resubmit: the changed fields and photos, status back to 'pending', updatedAt now. Everything else
 * (the team's note, the submission date) stays as the backend rules require.
 */
export async function resubmitSubmission(
  deps: SubmissionDeps,
  uid: string,
  submissionId: string,
  values: SellFormValues,
  photos: readonly PhotoDraft[],
  particulars: ParticularsFormValues,
): Promise<SaveResult> {
  const valid = checked(values, photos, particulars);
  if (!valid.ok) return valid.result;
  const doc = await deps.db.submissions.findOne(submissionId).exec();
  if (!doc || !canResubmit(uid, doc)) return refused(NOT_EDITABLE_MESSAGE);
  const prepared = await preparedPhotos(deps, photos);
  if ('error' in prepared) return refused(prepared.error, { photos: prepared.error });
  const now = (deps.now?.() ?? new Date()).toISOString();
  await queueNew(deps, submissionId, photos, prepared.blobs);
  let editable = true;
  await doc.incrementalModify((current) => {
    if (!canResubmit(uid, current)) {
      editable = false;
      return current;
    }
    return {
      ...current,
      status: 'pending',
      submissionData: toSubmissionData(valid.value.value),
      photos: photoList(photos),
      particulars: valid.particulars,
      updatedAt: now,
    };
  });
  if (!editable) return refused(NOT_EDITABLE_MESSAGE);
  return { ok: true, id: submissionId };
}
