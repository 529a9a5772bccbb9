import * as v from 'valibot';
import { isImageFile, MAX_PHOTOS } from '@/data/portal/photo-rules';
import type { Submission, SubmissionData } from '@harbour/domain/schemas/submission';
import {
  sellFormSchema,
  SELL_FIELDS,
  type SellField,
  type SellFormValues,
} from '@harbour/domain/forms/sell-form-schema';
import { validateForm, type FieldErrors } from '@harbour/domain/forms/validation';

export { MAX_PHOTOS };

/** A photo as the submit form holds it: one picked on this device, or one the submission already has. */
export type PhotoDraft =
  | { id: string; kind: 'new'; file: File; name: string; type: string }
  | { id: string; kind: 'stored'; url: string | null; name: string; type: string };

export const PHOTO_LIMIT_MESSAGE = `You can add at most ${MAX_PHOTOS} photos.`;
export const notImageMessage = (name: string) => `"${name}" is not an image. Only image files can be added.`;

/**
 * The sell form's rules (spec section 5, same messages) plus what a stored submission needs: the year is kept
 * as a number, so its 4 characters must be digits; and at most 10 photos, images only.
 */
export const submissionFormSchema = v.object({
  ...sellFormSchema.entries,
  boatYear: v.pipe(sellFormSchema.entries.boatYear, v.regex(/^\d{4}$/, 'Year must be 4 digits')),
  photos: v.pipe(
    v.array(v.object({ name: v.string(), type: v.string() })),
    v.maxLength(MAX_PHOTOS, PHOTO_LIMIT_MESSAGE),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const bad = dataset.value.find((p) => !isImageFile(p));
      if (bad) addIssue({ message: notImageMessage(bad.name) });
    }),
  ),
});

export type SubmissionField = SellField | 'photos';
export type SubmissionFormErrors = FieldErrors<SubmissionField>;
export type ValidSubmission = Omit<v.InferOutput<typeof submissionFormSchema>, 'photos'>;

export type SubmissionValidation =
  { ok: true; value: ValidSubmission } | { ok: false; errors: SubmissionFormErrors; firstError: string };

/** Pure: validates the typed fields and the photo list; the first message per field, as the form shows them. */
export function validateSubmissionForm(
  values: SellFormValues,
  photos: ReadonlyArray<{ name: string; type: string }>,
): SubmissionValidation {
  const result = validateForm<typeof submissionFormSchema, SubmissionField>(submissionFormSchema, {
    ...values,
    photos: photos.map((p) => ({ name: p?.name, type: p?.type })),
  });
  if (!result.ok) return result;
  const { photos: _photos, ...value } = result.value;
  return { ok: true, value };
}

/** Pure: which picked files join the form (images only, up to 10 in all) and the messages for those refused. */
export function pickPhotos<F extends { name: string; type: string }>(
  existing: number,
  files: ReadonlyArray<F>,
): { accepted: F[]; refused: string[] } {
  const refused: string[] = [];
  const images = files.filter((f) => {
    if (isImageFile(f)) return true;
    refused.push(notImageMessage(f.name));
    return false;
  });
  const room = Math.max(0, MAX_PHOTOS - existing);
  if (images.length > room)
    refused.push(
      `${PHOTO_LIMIT_MESSAGE} ${images.length - room === 1 ? '1 photo was' : `${images.length - room} photos were`} not added.`,
    );
  return { accepted: images.slice(0, room), refused };
}

/** 'n / 10 photos' under the picker. */
export function photoCounter(count: number): string {
  return `${count} / ${MAX_PHOTOS} photos`;
}

/** Pure: the validated form as the stored submission data. */
export function toSubmissionData(value: ValidSubmission): SubmissionData {
  return {
    year: Number(value.boatYear),
    make: value.boatMake,
    model: value.boatModel,
    length: value.boatLength,
    boatType: value.boatType,
    condition: value.condition,
    askingPrice: value.askingPrice,
    location: value.location,
    description: value.description,
    ownerName: value.ownerName,
    email: value.email,
    phone: value.phone,
  };
}

/** Pure: a stored submission back in the form (edit and resubmit). */
export function toFormValues(data: SubmissionData): SellFormValues {
  return {
    ownerName: data.ownerName,
    email: data.email,
    phone: data.phone,
    boatMake: data.make,
    boatModel: data.model,
    boatYear: String(data.year),
    boatLength: data.length,
    boatType: data.boatType,
    condition: data.condition,
    askingPrice: data.askingPrice,
    location: data.location,
    description: data.description,
  };
}

/** Pure: a new, empty form with the owner's contact details filled in from the profile. */
export function prefilledForm(contact: {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
}): SellFormValues {
  const values = Object.fromEntries(SELL_FIELDS.map((f) => [f, ''])) as SellFormValues;
  return { ...values, ownerName: contact.fullName ?? '', email: contact.email ?? '', phone: contact.phone ?? '' };
}

/** Pure: the photos a submission already has, as form drafts. */
export function storedPhotoDrafts(submission: Pick<Submission, 'photos'>): PhotoDraft[] {
  return [...submission.photos]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((p, i) => ({ id: p.id, kind: 'stored', url: p.url, name: `Photo ${i + 1}`, type: 'image/stored' }));
}
