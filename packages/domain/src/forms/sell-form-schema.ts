/** The public sell form's fields and rules (spec section 5), shared with the client portal's submit-boat form. */
import * as v from 'valibot';
import { isEmail } from './email';
import { validateForm, type FieldErrors, type ValidationResult } from './validation';
// The sell forms store a boat type's key (the one vocabulary: boats/boat-types.ts).
import { BOAT_TYPE_KEYS, BOAT_TYPE_LABELS } from '../boats/boat-types';

export const SELL_CONDITIONS = ['new', 'excellent', 'good', 'fair'] as const;
export type SellCondition = (typeof SELL_CONDITIONS)[number];

export const SELL_CONDITION_LABELS: Record<SellCondition, string> = {
  new: 'New',
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
};

/** The boat type and condition selects' options, in the spec's order. */
export const BOAT_TYPE_OPTIONS = BOAT_TYPE_KEYS.map((value) => ({ value, label: BOAT_TYPE_LABELS[value] }));
export const SELL_CONDITION_OPTIONS = SELL_CONDITIONS.map((value) => ({ value, label: SELL_CONDITION_LABELS[value] }));

export const DESCRIPTION_MAX = 2000;

/** Every text rule trims first, then checks the length: [min, max] with the spec's message for the short side. */
const text = (min: number, max: number, minMessage: string, maxMessage: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, minMessage), v.maxLength(max, maxMessage));

/** The spec's section 5 sell-form table, in form order. */
export const sellFormSchema = v.object({
  ownerName: text(2, 100, 'Name must be at least 2 characters', 'Name must be at most 100 characters'),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(255, 'Invalid email address'),
    v.check(isEmail, 'Invalid email address'),
  ),
  phone: text(10, 20, 'Phone number must be at least 10 digits', 'Phone number must be at most 20 characters'),
  boatMake: text(2, 100, 'Make is required', 'Make must be at most 100 characters'),
  boatModel: text(1, 100, 'Model is required', 'Model must be at most 100 characters'),
  boatYear: text(4, 4, 'Year is required', 'Year must be exactly 4 characters'),
  boatLength: text(1, 10, 'Length is required', 'Length must be at most 10 characters'),
  boatType: v.picklist(BOAT_TYPE_KEYS, 'Please select a boat type'),
  condition: v.picklist(SELL_CONDITIONS, 'Please select a condition'),
  askingPrice: text(1, 20, 'Asking price is required', 'Asking price must be at most 20 characters'),
  location: text(2, 200, 'Location is required', 'Location must be at most 200 characters'),
  description: text(
    20,
    DESCRIPTION_MAX,
    'Description must be at least 20 characters',
    `Description must be at most ${DESCRIPTION_MAX} characters`,
  ),
});

export type SellListing = v.InferOutput<typeof sellFormSchema>;
export type SellField = keyof SellListing;
/** What the form holds while typing: every field as text ('' for an unchosen select). */
export type SellFormValues = Record<SellField, string>;

export const SELL_FIELDS = Object.keys(sellFormSchema.entries) as SellField[];

export function emptySellForm(): SellFormValues {
  return Object.fromEntries(SELL_FIELDS.map((f) => [f, ''])) as SellFormValues;
}

export function validateSellForm(values: SellFormValues): ValidationResult<SellListing, SellField> {
  return validateForm<typeof sellFormSchema, SellField>(sellFormSchema, values);
}

export type SellFormErrors = FieldErrors<SellField>;

/** 'n/2000' under the description. */
export function descriptionCounter(description: string): string {
  return `${description.length}/${DESCRIPTION_MAX}`;
}
