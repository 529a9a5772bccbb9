import * as v from 'valibot';
import { noListingHistory, type Boat, type BoatImage } from '@harbour/domain/schemas/boat';
import type { BoatCommercial } from '@harbour/domain/schemas/boat-commercial';
import type { Submission } from '@harbour/domain/schemas/submission';
import { isPendingPhoto } from '@/data/portal/photo-rules';
import { photoHomeOfBuild } from '@/data/portal/project-photo-home';
import { isProjectPhotoUrl, type PhotoHome } from '@harbour/domain/boats/project-photos';
import { listingTypeFor } from '@harbour/domain/boats/boat-types';
import { parseAskingPrice } from '@harbour/domain/boats/boat-price';
import { parseLengthFeet } from '@harbour/domain/boats/boat-units';

/** Spec: commission rate default 10 (%). */
export const DEFAULT_COMMISSION_RATE = 10;

export class ReviewRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewRefusedError';
  }
}

export interface ApprovalDraft {
  boat: Boat;
  commercial: BoatCommercial;
  /** What the admin must fix in the listing editor before publishing (shown after approving). */
  warnings: string[];
}

const draftSchema = (maxYear: number) =>
  v.object({
    year: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1900, `The year must be between 1900 and ${maxYear}.`),
      v.maxValue(maxYear, `The year must be between 1900 and ${maxYear}.`),
    ),
    make: v.pipe(
      v.string(),
      v.minLength(1, 'The make is missing.'),
      v.maxLength(100, 'The make is longer than 100 characters.'),
    ),
    model: v.pipe(
      v.string(),
      v.minLength(1, 'The model is missing.'),
      v.maxLength(100, 'The model is longer than 100 characters.'),
    ),
    location: v.pipe(v.string(), v.maxLength(200, 'The location is longer than 200 characters.')),
    description: v.pipe(v.string(), v.maxLength(5000, 'The description is longer than 5000 characters.')),
  });

/**
 * Approving a submission: the draft listing pre-filled from it, owned by the submitting client, with the
 * default commission. A price or length that cannot be read becomes 0 on the draft (drafts are never
 * public) and a warning tells the admin to set it in the listing editor, whose validation will not save
 * a listing without a positive price and length. A year, make or model that cannot make a listing refuses
 * the approval (ask the owner for changes instead). Only photos stored in the project's bucket become the listing's
 * (finding N1: `home`, the build's project by default); any other address is left out with a warning.
 */
export function draftFromSubmission(
  submission: Pick<Submission, 'status' | 'userId' | 'submissionData' | 'photos' | 'particulars'>,
  boatId: string,
  now: Date,
  home: PhotoHome = photoHomeOfBuild(),
): ApprovalDraft {
  if (submission.status !== 'pending')
    throw new ReviewRefusedError(
      `Only a pending submission can be approved; this one is ${submission.status.replace(/_/g, ' ')}.`,
    );
  const data = submission.submissionData;
  const checked = v.safeParse(draftSchema(now.getUTCFullYear() + 1), {
    year: data.year,
    make: data.make.trim(),
    model: data.model.trim(),
    location: data.location.trim(),
    description: data.description.trim(),
  });
  if (!checked.success)
    throw new ReviewRefusedError(
      `This submission cannot become a listing: ${checked.issues[0]!.message} Use Needs Changes to ask the owner.`,
    );
  const fields = checked.output;

  const warnings: string[] = [];
  const price = parseAskingPrice(data.askingPrice);
  if (price === null)
    warnings.push(
      `The asking price "${data.askingPrice}" is not an amount in dollars: set the price in the listing editor.`,
    );
  const length = parseLengthFeet(data.length);
  if (length === null)
    warnings.push(`The length "${data.length}" is not a number of feet: set it in the listing editor.`);

  const stored = [...submission.photos]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .filter(
      (p): p is typeof p & { url: string } => typeof p.url === 'string' && p.url !== '' && !isPendingPhoto(p.url),
    );
  const skipped = submission.photos.length - stored.length;
  if (skipped > 0)
    warnings.push(
      `${skipped} photo${skipped === 1 ? ' is' : 's are'} not uploaded yet and ${skipped === 1 ? 'was' : 'were'} left out.`,
    );
  // Finding N1: a photo held anywhere but our own Storage could be swapped for another picture after this review.
  const ready = stored.filter((p) => isProjectPhotoUrl(p.url, home));
  const elsewhere = stored.length - ready.length;
  if (elsewhere > 0)
    warnings.push(
      `${elsewhere} photo${elsewhere === 1 ? ' is' : 's are'} not stored with us and ${elsewhere === 1 ? 'was' : 'were'} left out.`,
    );
  const images: BoatImage[] = ready
    .slice(0, 10)
    .map((p, index) => ({ id: p.id, url: p.url, isPrimary: index === 0, displayOrder: index + 1 }));

  const at = now.toISOString();
  return {
    boat: {
      id: boatId,
      year: fields.year,
      make: fields.make,
      model: fields.model,
      type: listingTypeFor(data.boatType),
      condition: data.condition === 'new' ? 'new' : 'used',
      price: price ?? 0,
      length: length ?? 0,
      description: fields.description,
      location: fields.location,
      features: [],
      specifications: {},
      status: 'draft',
      createdAt: at,
      createdBy: submission.userId,
      updatedAt: at,
      images,
      ...noListingHistory(),
      // The owner's structured specifications, as checked by the rules when the owner wrote them.
      particulars: { ...submission.particulars },
      videoUrl: null,
      documents: [],
    },
    commercial: { id: boatId, commissionRate: DEFAULT_COMMISSION_RATE, updatedAt: at },
    warnings,
  };
}

/** Needs Changes: the note the owner sees, 1 to 2000 characters after trimming. */
export const REVIEW_NOTE_MAX = 2000;
export const reviewNoteSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Please write what the owner needs to change.'),
  v.maxLength(REVIEW_NOTE_MAX, `The note can be at most ${REVIEW_NOTE_MAX} characters.`),
);

/** The trimmed note, or throws ReviewRefusedError with the first message. */
export function checkReviewNote(note: string): string {
  const parsed = v.safeParse(reviewNoteSchema, note);
  if (!parsed.success) throw new ReviewRefusedError(parsed.issues[0]!.message);
  return parsed.output;
}
