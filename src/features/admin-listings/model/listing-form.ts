import { STANDARD_SPEC_LABELS } from '@/data/boats/boat-specs';
import * as v from 'valibot';
import { validateForm } from '@/lib/validation';
import {
  BOAT_CONDITIONS,
  BOAT_STATUSES,
  STANDARD_SPEC_KEYS,
  type Boat,
  type BoatCondition,
  type BoatStatus,
  type StandardSpecKey,
} from '@/data/schemas/boat';

/** Spec section 9: max 10 images, commission default 10 % (step 0.01, 0..100), year 1900..current + 1. */
export const MAX_LISTING_IMAGES = 10;
export const DEFAULT_COMMISSION_RATE = 10;
export const MIN_YEAR = 1900;
export const MIN_DESCRIPTION = 10;
/** The stored boat schema's limit for one feature. */
export const FEATURE_MAX = 200;

/** The admin's editor labels the standard specifications as the public page does. */
export const SPEC_FIELD_LABELS = STANDARD_SPEC_LABELS;

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
  specs: Record<StandardSpecKey, string>;
  customSpecs: CustomSpecRow[];
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
  commissionRate: number | null;
  status: BoatStatus;
  priceOnRequest: boolean;
}

export function emptyListingForm(): ListingFormValues {
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
    specs: Object.fromEntries(STANDARD_SPEC_KEYS.map((k) => [k, ''])) as Record<StandardSpecKey, string>,
    customSpecs: [],
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

/** Specifications as saved: standard ones when filled; custom ones only when both label and value exist. */
export function buildSpecifications(
  specs: Partial<Record<StandardSpecKey, string>>,
  custom: readonly CustomSpecRow[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of STANDARD_SPEC_KEYS) {
    const value = specs[key]?.trim();
    if (value) out[key] = value;
  }
  for (const row of custom) {
    const key = customSpecKey(row.label);
    const value = row.value.trim();
    if (key && value) out[key] = value;
  }
  return out;
}

/** The other way round, for editing: standard keys to their fields, anything else a custom row. */
export function splitSpecifications(specifications: Record<string, string>): {
  specs: Record<StandardSpecKey, string>;
  customSpecs: CustomSpecRow[];
} {
  const specs = Object.fromEntries(STANDARD_SPEC_KEYS.map((k) => [k, specifications[k] ?? ''])) as Record<
    StandardSpecKey,
    string
  >;
  const customSpecs = Object.entries(specifications)
    .filter(([k]) => !(STANDARD_SPEC_KEYS as readonly string[]).includes(k))
    .map(([label, value]) => ({ label, value }));
  return { specs, customSpecs };
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

/** The listing create form (spec section 5 'Listing create form'); `currentYear` bounds the year. */
export function listingFormSchema(currentYear: number) {
  const maxYear = currentYear + 1;
  const yearMessage = `Year must be between ${MIN_YEAR} and ${maxYear}`;
  return v.object({
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

/** Validates the whole form; on success gives the listing as it is stored. */
export function parseListingForm(values: ListingFormValues, currentYear: number): ListingParse {
  const result = validateForm<ReturnType<typeof listingFormSchema>, string>(listingFormSchema(currentYear), values);
  if (!result.ok) return result;
  const o = result.value;
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
      specifications: buildSpecifications(values.specs, values.customSpecs),
      commissionRate: o.commissionRate,
      status: o.status,
      priceOnRequest: o.priceOnRequest,
    },
  };
}

/**
 * The editable part of an existing listing (detail page edit mode): everything a broker changes after listing —
 * price (its history depends on it), description, location, features, specifications, status, photos.
 */
export interface ListingEditValues {
  price: string;
  priceOnRequest: boolean;
  description: string;
  location: string;
  features: string[];
  specs: Record<StandardSpecKey, string>;
  customSpecs: CustomSpecRow[];
  status: BoatStatus;
  /** Only for a sold boat: it stays on the site, greyed, for 30 days. */
  showAsSold: boolean;
  imageCount: number;
}

/** The editor's starting values: the listing as it is stored. */
export function editValuesOf(boat: Boat): Omit<ListingEditValues, 'imageCount'> {
  return {
    price: String(boat.price),
    priceOnRequest: boat.priceOnRequest,
    description: boat.description,
    location: boat.location,
    features: boat.features.length ? [...boat.features] : [''],
    ...splitSpecifications(boat.specifications),
    status: boat.status,
    showAsSold: boat.showAsSold,
  };
}

export interface ListingEdit {
  price: number;
  priceOnRequest: boolean;
  description: string;
  location: string;
  features: string[];
  specifications: Record<string, string>;
  status: BoatStatus;
  showAsSold: boolean;
}

export type ListingEditParse =
  { ok: true; value: ListingEdit } | { ok: false; errors: ListingFormErrors; firstError: string };

const editSchema = v.object({
  price: priceSchema,
  priceOnRequest: flag,
  description: descriptionSchema,
  location: locationSchema,
  features: featuresSchema,
  status: v.picklist(BOAT_STATUSES, 'Please select a status'),
  showAsSold: flag,
  imageCount: v.pipe(v.number(), v.maxValue(MAX_LISTING_IMAGES, `At most ${MAX_LISTING_IMAGES} images per listing`)),
});

export function parseListingEdit(values: ListingEditValues): ListingEditParse {
  const result = validateForm<typeof editSchema, string>(editSchema, values);
  if (!result.ok) return result;
  return {
    ok: true,
    value: {
      price: result.value.price,
      priceOnRequest: result.value.priceOnRequest,
      description: result.value.description,
      location: result.value.location,
      features: result.value.features,
      specifications: buildSpecifications(values.specs, values.customSpecs),
      status: result.value.status,
      // Shown as sold only means something for a sold boat: any other status clears it.
      showAsSold: result.value.status === 'sold' && result.value.showAsSold,
    },
  };
}
