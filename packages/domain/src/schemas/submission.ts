import type { DocumentSchema } from './json-schema';
import { particularsJsonSchema, type Particulars } from './particulars';

export const SUBMISSION_STATUSES = ['pending', 'needs_changes', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The boat an owner asks us to list: the sell form's fields (see src/features/sell). */
export interface SubmissionData {
  year: number;
  make: string;
  model: string;
  length: string;
  boatType: string;
  condition: string;
  askingPrice: string;
  location: string;
  description: string;
  ownerName: string;
  email: string;
  phone: string;
}

/**
 * The most photos a submission holds. firestore.rules checks each by its index (rules have no loops), so this is also
 * the number of places it checks.
 */
export const SUBMISSION_PHOTOS_MAX = 10;

/**
 * The size of each field of a submission's photo entry (finding N5: every field bounded, nothing else in an entry).
 * firestore.rules photoShaped/ownPhotoEntry hold the same numbers (tests/rules/rules-static.test.ts compares them).
 */
export const SUBMISSION_PHOTO_LIMITS = { id: 64, url: 2048 } as const;

export interface SubmissionPhoto {
  id: string;
  /** Where the photo lives once uploaded; null while it exists only on this device (as an attachment). */
  url: string | null;
  displayOrder: number;
}

/** A boat owner's request to list a boat, reviewed by an admin. */
export interface Submission {
  id: string;
  userId: string;
  status: SubmissionStatus;
  /** The admin's note when changes are needed; shown to the owner. */
  reviewNote: string | null;
  submissionData: SubmissionData;
  photos: SubmissionPhoto[];
  /** The draft listing created when the submission was approved. */
  boatId: string | null;
  /** The owner's structured specifications (engines, hull, accommodation…), copied to the listing on approval. */
  particulars: Particulars;
  submittedAt: string;
  updatedAt: string;
}

export const submissionSchema: DocumentSchema<Submission> = {
  title: 'boat submission',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    userId: { type: 'string', maxLength: 128 },
    status: { type: 'string', enum: [...SUBMISSION_STATUSES], maxLength: 20 },
    reviewNote: { type: ['string', 'null'], maxLength: 2000 },
    submissionData: {
      type: 'object',
      properties: {
        year: { type: 'integer' },
        make: { type: 'string', maxLength: 100 },
        model: { type: 'string', maxLength: 100 },
        length: { type: 'string', maxLength: 10 },
        boatType: { type: 'string', maxLength: 40 },
        condition: { type: 'string', maxLength: 20 },
        askingPrice: { type: 'string', maxLength: 20 },
        location: { type: 'string', maxLength: 200 },
        description: { type: 'string', maxLength: 2000 },
        ownerName: { type: 'string', maxLength: 100 },
        email: { type: 'string', maxLength: 255 },
        phone: { type: 'string', maxLength: 20 },
      },
      required: [
        'year',
        'make',
        'model',
        'length',
        'boatType',
        'condition',
        'askingPrice',
        'location',
        'description',
        'ownerName',
        'email',
        'phone',
      ],
    },
    photos: {
      type: 'array',
      maxItems: SUBMISSION_PHOTOS_MAX,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: SUBMISSION_PHOTO_LIMITS.id },
          url: { type: ['string', 'null'], maxLength: SUBMISSION_PHOTO_LIMITS.url },
          displayOrder: { type: 'integer', minimum: 0 },
        },
        required: ['id', 'url', 'displayOrder'],
      },
    },
    boatId: { type: ['string', 'null'], maxLength: 64 },
    particulars: particularsJsonSchema(),
    submittedAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string', maxLength: 40 },
  },
  required: [
    'id',
    'userId',
    'status',
    'reviewNote',
    'submissionData',
    'photos',
    'boatId',
    'particulars',
    'submittedAt',
    'updatedAt',
  ],
  indexes: ['userId'],
};
