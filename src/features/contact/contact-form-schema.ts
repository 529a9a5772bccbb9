import * as v from 'valibot';
import { isEmail } from '@harbour/domain/forms/email';
import { validateForm, type FieldErrors, type ValidationResult } from '@harbour/domain/forms/validation';

export const MESSAGE_MAX = 2000;

const text = (min: number, max: number, minMessage: string, maxMessage: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, minMessage), v.maxLength(max, maxMessage));

/** The spec's section 5 contact-form rules (text trimmed first). */
export const contactFormSchema = v.object({
  name: text(2, 100, 'Name must be at least 2 characters', 'Name must be at most 100 characters'),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(255, 'Invalid email address'),
    v.check(isEmail, 'Invalid email address'),
  ),
  phone: text(10, 20, 'Phone number must be at least 10 digits', 'Phone number must be at most 20 characters'),
  subject: text(3, 200, 'Subject must be at least 3 characters', 'Subject must be at most 200 characters'),
  message: text(
    10,
    MESSAGE_MAX,
    'Message must be at least 10 characters',
    `Message must be at most ${MESSAGE_MAX} characters`,
  ),
});

export type ContactMessage = v.InferOutput<typeof contactFormSchema>;
export type ContactField = keyof ContactMessage;
export type ContactFormValues = Record<ContactField, string>;
export type ContactFormErrors = FieldErrors<ContactField>;

export const CONTACT_FIELDS = Object.keys(contactFormSchema.entries) as ContactField[];

export function emptyContactForm(): ContactFormValues {
  return Object.fromEntries(CONTACT_FIELDS.map((f) => [f, ''])) as ContactFormValues;
}

export function validateContactForm(values: ContactFormValues): ValidationResult<ContactMessage, ContactField> {
  return validateForm<typeof contactFormSchema, ContactField>(contactFormSchema, values);
}

/** 'n/2000' under the message. */
export function messageCounter(message: string): string {
  return `${message.length}/${MESSAGE_MAX}`;
}
