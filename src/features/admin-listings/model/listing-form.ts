import { STANDARD_SPEC_LABELS } from '@harbour/domain/boats/boat-specs';
import * as v from 'valibot';
import { validateForm } from '@harbour/domain/forms/validation';
import {
  BOAT_CONDITIONS,
  BOAT_STATUSES,
  type Boat,
  type BoatCondition,
  type BoatStatus,
} from '@harbour/domain/schemas/boat';
import type { Particulars } from '@harbour/domain/schemas/particulars';
import type { UnitSystem } from '@harbour/domain/boats/boat-units';
import { particularsFromLegacy } from '@harbour/domain/boats/legacy-specs';
import { parseVideoLink } from '@harbour/domain/boats/walkthrough-video';
import {
  emptyParticularsForm,
  parseParticularsForm,
  particularsFormOf,
  type ParticularsFormValues,
} from '@harbour/domain/forms/particulars-form';

/** Spec section 9: max 10 images, commission default 10 % (step 0.01, 0..100), year 1900..current + 1. */
export const MAX_LISTING_IMAGES = 10;
export const DEFAULT_COMMISSION_RATE = 10;
export const MIN_YEAR = 1900;
export const MIN_DESCRIPTION = 10;
/** The stored boat schema's limit for one feature. */
export const FEATURE_MAX = 200;

export interface CustomSpecRow {
  label: string;
  value: string;
}

/** What the form holds: text as typed (numbers too), plus the number of images in the image manager. */
export interface ListingFormValues {
  make: string;
  model: string;
  year: string;
  length: string;
  type: string;
  condition: BoatCondition;
  location: string;
  price: string;
  description: string;
  features: string[];
  /** Structured specifications (engines, hull, tanks…), lengths and tanks in the form's units. */
  particulars: ParticularsFormValues;
  customSpecs: CustomSpecRow[];
  /** A YouTube or Vimeo link as pasted; empty = no video. */
  videoUrl: string;
  /** Empty = not set (null). */
  commissionRate: string;
  status: BoatStatus;
  /** The price is kept but not published ("Price on Request"). */
  priceOnRequest: boolean;
  imageCount: number;
}

/** What a valid form gives: the boat's fields and its admin-only commission. */
export interface ListingInput {
  make: string;
  model: string;
  year: number;
  length: number;
  type: string;
  condition: BoatCondition;
  location: string;
  price: number;
  description: string;
  features: string[];
  specifications: Record<string, string>;
  particulars: Particulars;
  /** The video's canonical watch URL (parseVideoLink), or null. */
  videoUrl: string | null;
  commissionRate: number | null;
  status: BoatStatus;
  priceOnRequest: boolean;
}

export function emptyListingForm(units: UnitSystem = 'imperial'): ListingFormValues {
  return {
    make: '',
    model: '',
    year: '',
    length: '',
    type: '',
    condition: 'used',
    location: '',
    price: '',
    description: '',
    features: [''],
    particulars: emptyParticularsForm(units),
    customSpecs: [],
    videoUrl: '',
    commissionRate: String(DEFAULT_COMMISSION_RATE),
    status: 'draft',
    priceOnRequest: false,
    imageCount: 0,
  };
}

/** Custom spec key: the label with all whitespace removed ('Hull Material' → 'HullMaterial'). */
export function customSpecKey(label: string): string {
  return label.replace(/\s+/g, '');
}

/** Features as saved: trimmed, blank rows dropped. */
export function cleanFeatures(features: readonly string[]): string[] {
  return features.map((f) => f.trim()).filter((f) => f !== '');
}

/** Free-text specifications as saved: the rows that have both a label and a value. */
export function buildSpecifications(custom: readonly CustomSpecRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of custom) {
    const key = customSpecKey(row.label);
    const value = row.value.trim();
    if (key && value) out[key] = value;
  }
  return out;
}

/**
 * The other way round, for editing: free text from before structured specifications that reads unambiguously
 * ("10' 6\"", "Twin Yamaha F300") fills the structured boxes (stored ones win); everything else is a free-text row,
 * an old standard one under its label ("Max Speed": "about 40"), so nothing written is lost.
 */
export function splitSpecifications(
  specifications: Record<string, string>,
  particulars: Particulars,
  units: UnitSystem,
): { particulars: ParticularsFormValues; customSpecs: CustomSpecRow[] } {
  const read = particularsFromLegacy(specifications, particulars);
  const customSpecs = Object.entries(read.specifications).map(([key, value]) => ({
    label: (STANDARD_SPEC_LABELS as Record<string, string>)[key] ?? key,
    value,
  }));
  return { particulars: particularsFormOf(read.particulars, units), customSpecs };
}

/** The last remaining feature row cannot be removed. */
export function removeFeatureRow(features: readonly string[], index: number): string[] {
  if (features.length <= 1) return [...features];
  return features.filter((_, i) => i !== index);
}

const trimmed = v.pipe(v.string(), v.trim());
const flag = v.boolean('Please choose yes or no');
const numberText = (message: string) =>
  // finite: Number('Infinity') and Number('1e400') are numbers, but not a price or a length (JSON stores them as null).
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.transform(Number), v.number(message), v.finite(message));

export const featuresSchema = v.pipe(
  v.array(v.string()),
  v.transform((features: string[]) => cleanFeatures(features)),
  v.minLength(1, 'At least one feature is required'),
  v.check(
    (features) => features.every((f) => f.length <= FEATURE_MAX),
    `Each feature must be at most ${FEATURE_MAX} characters`,
  ),
);

function commissionSchema() {
  return v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? null : Number(s))),
    v.nullable(
      v.pipe(
        v.number('Commission rate must be a number'),
        v.minValue(0, 'Commission rate must be between 0 and 100'),
        v.maxValue(100, 'Commission rate must be between 0 and 100'),
        v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Commission rate can have at most 2 decimals'),
      ),
    ),
  );
}

const locationSchema = v.pipe(
  trimmed,
  v.nonEmpty('Location is required'),
  v.maxLength(200, 'Location must be at most 200 characters'),
);
const priceSchema = v.pipe(numberText('Price must be positive'), v.gtValue(0, 'Price must be positive'));
const descriptionSchema = v.pipe(
  trimmed,
  v.minLength(MIN_DESCRIPTION, 'Description must be at least 10 characters'),
  v.maxLength(5000, 'Description must be at most 5000 characters'),
);

/** What a boat is (make, model, year, length, type, condition): the same checks when it is created and edited. */
function basicsEntries(currentYear: number) {
  const maxYear = currentYear + 1;
  const yearMessage = `Year must be between ${MIN_YEAR} and ${maxYear}`;
  return {
    make: v.pipe(trimmed, v.nonEmpty('Make is required'), v.maxLength(100, 'Make must be at most 100 characters')),
    model: v.pipe(trimmed, v.nonEmpty('Model is required'), v.maxLength(100, 'Model must be at most 100 characters')),
    year: v.pipe(
      numberText(yearMessage),
      v.integer(yearMessage),
      v.minValue(MIN_YEAR, yearMessage),
      v.maxValue(maxYear, yearMessage),
    ),
    length: v.pipe(numberText('Length must be positive'), v.gtValue(0, 'Length must be positive')),
    type: v.pipe(trimmed, v.nonEmpty('Type is required'), v.maxLength(60, 'Type must be at most 60 characters')),
    condition: v.picklist(BOAT_CONDITIONS, 'Condition must be new or used'),
  };
}

/** The listing create form (spec section 5 'Listing create form'); `currentYear` bounds the year. */
export function listingFormSchema(currentYear: number) {
  return v.object({
    ...basicsEntries(currentYear),
    location: locationSchema,
    price: priceSchema,
    description: descriptionSchema,
    features: featuresSchema,
    commissionRate: commissionSchema(),
    status: v.picklist(BOAT_STATUSES, 'Please select a status'),
    priceOnRequest: flag,
    imageCount: v.pipe(
      v.number(),
      v.minValue(1, 'Please upload at least one image'),
      v.maxValue(MAX_LISTING_IMAGES, `At most ${MAX_LISTING_IMAGES} images per listing`),
    ),
  });
}

export type ListingFormField = keyof ListingFormValues;
export type ListingFormErrors = Partial<Record<string, string>>;

export type ListingParse =
  { ok: true; value: ListingInput } | { ok: false; errors: ListingFormErrors; firstError: string };

type Checked<T> = { ok: true; value: T } | { ok: false; errors: ListingFormErrors; firstError: string };

/** What the form's schema does not check: the structured specifications and the video link. */
interface Details {
  particulars?: ParticularsFormValues;
  videoUrl?: string;
}

/**
 * The form's own check, the structured specifications' and the video link's together: every mistake is shown at once
 * (the specifications' under `particulars.{field}`), the form's first.
 */
function withDetails<T>(
  result: Checked<T>,
  details: Details | undefined,
): Checked<{ form: T; particulars: Particulars; videoUrl: string | null }> {
  const specs = parseParticularsForm(details?.particulars as ParticularsFormValues);
  const video = parseVideoLink(typeof details?.videoUrl === 'string' ? details.videoUrl : '');
  if (result.ok && specs.ok && video.ok)
    return { ok: true, value: { form: result.value, particulars: specs.value, videoUrl: video.value } };
  const specErrors = specs.ok
    ? {}
    : Object.fromEntries(Object.entries(specs.errors).map(([key, message]) => [`particulars.${key}`, message]));
  const videoErrors = video.ok ? {} : { videoUrl: video.message };
  const errors = { ...(result.ok ? {} : result.errors), ...specErrors, ...videoErrors };
  const firstError = !result.ok ? result.firstError : !specs.ok ? specs.firstError : video.ok ? '' : video.message;
  return { ok: false, errors, firstError };
}

/** Validates the whole form; on success gives the listing as it is stored. */
export function parseListingForm(values: ListingFormValues, currentYear: number): ListingParse {
  const checked = withDetails(
    validateForm<ReturnType<typeof listingFormSchema>, string>(listingFormSchema(currentYear), values),
    values as Details | undefined,
  );
  if (!checked.ok) return checked;
  const o = checked.value.form;
  return {
    ok: true,
    value: {
      make: o.make,
      model: o.model,
      year: o.year,
      length: o.length,
      type: o.type,
      condition: o.condition,
      location: o.location,
      price: o.price,
      description: o.description,
      features: o.features,
      specifications: buildSpecifications(values.customSpecs),
      particulars: checked.value.particulars,
      videoUrl: checked.value.videoUrl,
      commissionRate: o.commissionRate,
      status: o.status,
      priceOnRequest: o.priceOnRequest,
    },
  };
}

/**
 * The editable part of an existing listing (detail page edit mode): every field of the boat — what it is, price (its
 * history depends on it), description, location, features, specifications, video, status, photos. Not its commission
 * (the Overview's own editor) or documents (saved one by one).
 */
export type ListingEditValues = Omit<ListingFormValues, 'commissionRate'> & {
  /** Only for a sold boat: it stays on the site, greyed, for 30 days. */
  showAsSold: boolean;
};

/** The editor's starting values: the listing as it is stored, lengths and tanks in `units`. */
export function editValuesOf(boat: Boat, units: UnitSystem = 'imperial'): Omit<ListingEditValues, 'imageCount'> {
  return {
    make: boat.make,
    model: boat.model,
    year: String(boat.year),
    length: String(boat.length),
    type: boat.type,
    condition: boat.condition,
    price: String(boat.price),
    priceOnRequest: boat.priceOnRequest,
    description: boat.description,
    location: boat.location,
    features: boat.features.length ? [...boat.features] : [''],
    ...splitSpecifications(boat.specifications, boat.particulars, units),
    videoUrl: boat.videoUrl ?? '',
    status: boat.status,
    showAsSold: boat.showAsSold,
  };
}

export interface ListingEdit {
  make: string;
  model: string;
  year: number;
  length: number;
  type: string;
  condition: BoatCondition;
  price: number;
  priceOnRequest: boolean;
  description: string;
  location: string;
  features: string[];
  specifications: Record<string, string>;
  particulars: Particulars;
  videoUrl: string | null;
  status: BoatStatus;
  showAsSold: boolean;
}

export type ListingEditParse =
  { ok: true; value: ListingEdit } | { ok: false; errors: ListingFormErrors; firstError: string };

const editSchema = (currentYear: number) =>
  v.object({
    ...basicsEntries(currentYear),
    price: priceSchema,
    priceOnRequest: flag,
    description: descriptionSchema,
    location: locationSchema,
    features: featuresSchema,
    status: v.picklist(BOAT_STATUSES, 'Please select a status'),
    showAsSold: flag,
    imageCount: v.pipe(v.number(), v.maxValue(MAX_LISTING_IMAGES, `At most ${MAX_LISTING_IMAGES} images per listing`)),
  });

/** Validates the editor; `currentYear` bounds the year (the device's clock unless told). */
export function parseListingEdit(
  values: ListingEditValues,
  currentYear: number = new Date().getFullYear(),
): ListingEditParse {
  const checked = withDetails(
    validateForm<ReturnType<typeof editSchema>, string>(editSchema(currentYear), values),
    values as Details | undefined,
  );
  if (!checked.ok) return checked;
  const o = checked.value.form;
  return {
    ok: true,
    value: {
      make: o.make,
      model: o.model,
      year: o.year,
      length: o.length,
      type: o.type,
      condition: o.condition,
      price: o.price,
      priceOnRequest: o.priceOnRequest,
      description: o.description,
      location: o.location,
      features: o.features,
      specifications: buildSpecifications(values.customSpecs),
      particulars: checked.value.particulars,
      videoUrl: checked.value.videoUrl,
      status: o.status,
      // Shown as sold only means something for a sold boat: any other status clears it.
      showAsSold: o.status === 'sold' && o.showAsSold,
    },
  };
}
