import { isEmail } from '@harbour/domain/forms/email';
import type { FieldErrors, ValidationResult } from '@harbour/domain/forms/validation';
import {
  charterDetails,
  charterRequestProblems,
  CHARTER_GUESTS_MAX,
  type CharterRequest,
} from '@harbour/domain/charter/charter-request';
import { CHARTER_CHOICES, type CharterChoice } from '@harbour/domain/charter/charter-choices';
import { CHARTER_CHOICES_OFFERED } from '@harbour/domain/charter/charter-offer';
import type { CharterDayView } from '@harbour/domain/charter/charter-calendar';
import type { LeadInput } from '@/data/leads/save-lead';
import { isCharterDay } from '@harbour/domain/charter/nassau-time';

/** #33: the request-to-book form, every field as typed (text), as the page's forms keep them. */
export const CHARTER_FORM_FIELDS = [
  'day',
  'choice',
  'lastDay',
  'guests',
  'addOns',
  'destination',
  'name',
  'email',
  'phone',
  'note',
] as const;
export type CharterFormField = (typeof CHARTER_FORM_FIELDS)[number];
export type CharterFormValues = Record<CharterFormField, string>;

export const CHARTER_NOTE_MAX = 2000;

export const CHARTER_FORM_MESSAGES = {
  name: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  phoneMax: 'Phone number must be at most 20 characters',
  note: `Note must be at most ${CHARTER_NOTE_MAX} characters`,
  notFree: 'That time is not free. Choose another in the calendar.',
} as const;

/** What a valid form sends: the request and who asks. */
export interface CharterRequestInput {
  request: CharterRequest;
  name: string;
  email: string;
  phone: string;
  note: string | null;
}

export function emptyCharterForm(): CharterFormValues {
  return {
    day: '',
    choice: 'full_day',
    lastDay: '',
    guests: '2',
    addOns: '',
    destination: '',
    name: '',
    email: '',
    phone: '',
    note: '',
  };
}

/** Add-ons are kept as one text, one per line (the lead's own form). */
export const addOnsOf = (text: string): string[] => (text ? text.split('\n') : []);

/**
 * Pure: the form checked: the request against the page's lists and the calendar's own rules (charter-request.ts), the
 * chosen time against the day as this device last heard it (the backend decides in the end: no double booking), and
 * who asks. Messages in form order.
 */
export function validateCharterForm(
  values: CharterFormValues,
  dayView: CharterDayView | null,
): ValidationResult<CharterRequestInput, CharterFormField> {
  const choice = (CHARTER_CHOICES as readonly string[]).includes(values.choice)
    ? (values.choice as CharterChoice)
    : null;
  const request: CharterRequest = {
    ask:
      choice === 'multi_day'
        ? { choice, day: values.day, lastDay: values.lastDay }
        : { choice: choice ?? ('' as CharterChoice), day: values.day },
    guests: /^\d{1,2}$/.test(values.guests.trim()) ? Number(values.guests.trim()) : NaN,
    addOns: addOnsOf(values.addOns),
    destination: values.destination || null,
  };
  const problems = charterRequestProblems(request, CHARTER_CHOICES_OFFERED);
  const errors: FieldErrors<CharterFormField> = {};
  if (problems.ask) {
    // Which field the problem is about: the first day, the option, or (several days) the last day.
    const field: CharterFormField = !isCharterDay(values.day) ? 'day' : choice === 'multi_day' ? 'lastDay' : 'choice';
    errors[field] = problems.ask;
  } else if (dayView && choice && choice !== 'multi_day' && !dayView.open.includes(choice))
    errors.choice = CHARTER_FORM_MESSAGES.notFree;
  if (problems.guests) errors.guests = problems.guests;
  if (problems.addOns) errors.addOns = problems.addOns;
  if (problems.destination) errors.destination = problems.destination;
  const name = values.name.trim();
  if (name.length < 2) errors.name = CHARTER_FORM_MESSAGES.name;
  else if (name.length > 100) errors.name = CHARTER_FORM_MESSAGES.nameMax;
  const email = values.email.trim();
  if (email.length > 255 || !isEmail(email)) errors.email = CHARTER_FORM_MESSAGES.email;
  const phone = values.phone.trim();
  if (phone.replace(/\D/g, '').length < 10) errors.phone = CHARTER_FORM_MESSAGES.phone;
  else if (phone.length > 20) errors.phone = CHARTER_FORM_MESSAGES.phoneMax;
  const note = values.note.trim();
  if (note.length > CHARTER_NOTE_MAX) errors.note = CHARTER_FORM_MESSAGES.note;
  const first = CHARTER_FORM_FIELDS.find((f) => errors[f] !== undefined);
  if (first) return { ok: false, errors, firstError: errors[first]! };
  return { ok: true, value: { request, name, email, phone, note: note || null } };
}

/** Pure: a valid request as the lead the outbox delivers (a lead of type 'charter', its ask in the details). */
export function toCharterLead(input: CharterRequestInput): LeadInput {
  return {
    inquiryType: 'charter',
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.note,
    details: charterDetails(input.request),
  };
}

export { CHARTER_GUESTS_MAX };
