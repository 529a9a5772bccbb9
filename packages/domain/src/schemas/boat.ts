import type { DocumentSchema } from './json-schema';
// The vocabulary lives apart from the JSON schema: the /boats URL check (in the app's entry) needs the conditions, not
// the schema, which would then be loaded by every page.
import {
  BOAT_STATUSES,
  BOAT_CONDITIONS,
  PRICE_HISTORY_MAX,
  type BoatCondition,
  type BoatStatus,
} from './boat-vocabulary';
import { particularsJsonSchema, type Particulars } from './particulars';
export { BOAT_STATUSES, BOAT_CONDITIONS, PRICE_HISTORY_MAX, STANDARD_SPEC_KEYS } from './boat-vocabulary';
export type { BoatStatus, BoatCondition, StandardSpecKey } from './boat-vocabulary';

export interface BoatImage {
  id: string;
  /** Absolute URL, a path starting with '/', or a bundled file name. */
  url: string;
  isPrimary: boolean;
  displayOrder: number;
  alt?: string;
}

export const DOCUMENT_KINDS = ['survey', 'brochure', 'registration', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** 'public': anyone (listed in the public copy); 'private': the admins and the boat's owner only. */
export const DOCUMENT_VISIBILITIES = ['public', 'private'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];
/** The most documents one listing keeps. */
export const MAX_LISTING_DOCUMENTS = 10;

/** A PDF of a listing (survey, brochure, registration), uploaded by an admin. */
export interface ListingDocument {
  id: string;
  /** The name shown ("Survey 2025"), at most 120 characters. */
  title: string;
  kind: DocumentKind;
  visibility: DocumentVisibility;
  /** Where the file lives once uploaded ('pending:{id}' while it is still on the admin's device). */
  url: string;
  /** Bytes. */
  size: number;
  uploadedAt: string;
}

/** One change of the asking price, in whole US dollars. */
export interface PriceChange {
  at: string;
  from: number;
  to: number;
}

/** One change of status. */
export interface StatusChange {
  at: string;
  from: BoatStatus;
  to: BoatStatus;
}

/** A boat as the public site sees it (the public projection: no commission, active only). */
export interface Boat {
  id: string;
  year: number;
  make: string;
  model: string;
  type: string;
  condition: BoatCondition;
  /** Whole US dollars. */
  price: number;
  /** Feet. */
  length: number;
  description: string;
  location: string;
  features: string[];
  specifications: Record<string, string>;
  status: BoatStatus;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  images: BoatImage[];
  /** The price is not published: no number on any page, in structured data or feeds (it is 0 in the public copy). */
  priceOnRequest: boolean;
  /** Every change of `price`, oldest first (empty in the public copy of a price-on-request boat). */
  priceHistory: PriceChange[];
  /** Every change of `status`, oldest first: the admin's and the owner's, never in the public copy. */
  statusHistory: StatusChange[];
  /** When the boat first became public (active or under offer); null before that. */
  publishedAt: string | null;
  /** When the boat was last marked sold; null while it is not sold. */
  soldAt: string | null;
  /** A sold boat stays public, greyed, for 30 days after soldAt (listing-visibility.ts). */
  showAsSold: boolean;
  /** The last change a buyer cares about (price, status, photos, specifications); null: never changed since created. */
  changedAt: string | null;
  /** Structured specifications (engines, hull, accommodation, tanks…): schema version 2. */
  particulars: Particulars;
  /** A walkthrough video: a YouTube or Vimeo link (walkthrough-video.ts), or null. */
  videoUrl: string | null;
  /** PDFs of the listing; the public copy holds only the public ones (public-listing.ts). */
  documents: ListingDocument[];
}

/** The fields listing-history.ts keeps as a boat is written. */
export type ListingHistoryFields = Pick<
  Boat,
  'priceOnRequest' | 'priceHistory' | 'statusHistory' | 'publishedAt' | 'soldAt' | 'showAsSold' | 'changedAt'
>;

/** A new boat's history: none yet (listing-history.ts fills it in as the boat is first written). */
export function noListingHistory(): ListingHistoryFields {
  return {
    priceOnRequest: false,
    priceHistory: [],
    statusHistory: [],
    publishedAt: null,
    soldAt: null,
    showAsSold: false,
    changedAt: null,
  };
}

/** The longest walkthrough video link kept. */
export const VIDEO_URL_MAX = 300;

export const boatSchema: DocumentSchema<Boat> = {
  title: 'boat',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    year: { type: 'integer', minimum: 1900, maximum: 2200 },
    make: { type: 'string', maxLength: 100 },
    model: { type: 'string', maxLength: 100 },
    type: { type: 'string', maxLength: 60 },
    condition: { type: 'string', enum: [...BOAT_CONDITIONS] },
    price: { type: 'number', minimum: 0 },
    length: { type: 'number', minimum: 0 },
    description: { type: 'string', maxLength: 5000 },
    location: { type: 'string', maxLength: 200 },
    features: { type: 'array', items: { type: 'string', maxLength: 200 } },
    specifications: { type: 'object', additionalProperties: { type: 'string' } },
    status: { type: 'string', enum: [...BOAT_STATUSES], maxLength: 20 },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    createdBy: { type: ['string', 'null'], maxLength: 128 },
    updatedAt: { type: 'string', format: 'date-time', maxLength: 40 },
    images: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
          url: { type: 'string', maxLength: 2048 },
          isPrimary: { type: 'boolean' },
          displayOrder: { type: 'integer', minimum: 0 },
          alt: { type: 'string', maxLength: 300 },
        },
        required: ['id', 'url', 'isPrimary', 'displayOrder'],
      },
    },
    priceOnRequest: { type: 'boolean' },
    priceHistory: {
      type: 'array',
      maxItems: PRICE_HISTORY_MAX,
      items: {
        type: 'object',
        properties: {
          at: { type: 'string', format: 'date-time', maxLength: 40 },
          from: { type: 'number', minimum: 0 },
          to: { type: 'number', minimum: 0 },
        },
        required: ['at', 'from', 'to'],
      },
    },
    statusHistory: {
      type: 'array',
      maxItems: PRICE_HISTORY_MAX,
      items: {
        type: 'object',
        properties: {
          at: { type: 'string', format: 'date-time', maxLength: 40 },
          from: { type: 'string', enum: [...BOAT_STATUSES] },
          to: { type: 'string', enum: [...BOAT_STATUSES] },
        },
        required: ['at', 'from', 'to'],
      },
    },
    publishedAt: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
    soldAt: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
    showAsSold: { type: 'boolean' },
    changedAt: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
    particulars: particularsJsonSchema(),
    videoUrl: { type: ['string', 'null'], maxLength: VIDEO_URL_MAX },
    documents: {
      type: 'array',
      maxItems: MAX_LISTING_DOCUMENTS,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
          title: { type: 'string', maxLength: 120 },
          kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
          visibility: { type: 'string', enum: [...DOCUMENT_VISIBILITIES] },
          url: { type: 'string', maxLength: 2048 },
          size: { type: 'integer', minimum: 0 },
          uploadedAt: { type: 'string', format: 'date-time', maxLength: 40 },
        },
        required: ['id', 'title', 'kind', 'visibility', 'url', 'size', 'uploadedAt'],
      },
    },
  },
  required: [
    'id',
    'year',
    'make',
    'model',
    'type',
    'condition',
    'price',
    'length',
    'description',
    'location',
    'features',
    'specifications',
    'status',
    'createdAt',
    'createdBy',
    'updatedAt',
    'images',
    'priceOnRequest',
    'priceHistory',
    'statusHistory',
    'publishedAt',
    'soldAt',
    'showAsSold',
    'changedAt',
    'particulars',
    'videoUrl',
    'documents',
  ],
  indexes: ['status'],
};
