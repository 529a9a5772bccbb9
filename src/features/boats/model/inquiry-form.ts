import * as v from 'valibot';
import { isEmail } from '@harbour/domain/forms/email';
import { validateForm, type ValidationResult } from '@harbour/domain/forms/validation';

export interface InquiryFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type InquiryField = keyof InquiryFormValues;

export const EMPTY_INQUIRY_FORM: InquiryFormValues = { name: '', email: '', phone: '', message: '' };

/** The Request Information form: name, email (format) and message required; phone optional. */
export const inquiryFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Name is required'),
    v.maxLength(100, 'Name must be at most 100 characters'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.maxLength(255, 'Email must be at most 255 characters'),
    v.check(isEmail, 'Invalid email address'),
  ),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(20, 'Phone number must be at most 20 characters')),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Message is required'),
    v.maxLength(2000, 'Message must be at most 2000 characters'),
  ),
});

export function validateInquiryForm(values: InquiryFormValues): ValidationResult<InquiryFormValues, InquiryField> {
  return validateForm<typeof inquiryFormSchema, InquiryField>(inquiryFormSchema, values);
}

export type InquiryOutcome = 'sent' | 'saved-offline' | 'failed';

export interface OutcomeMessage {
  title: string;
  description: string;
  tone: 'success' | 'info' | 'error';
  /** Whether the form is emptied: after a send or an offline save yes, after a failure no (nothing typed is lost). */
  clearForm: boolean;
}

export function inquiryOutcomeMessage(outcome: InquiryOutcome): OutcomeMessage {
  switch (outcome) {
    case 'sent':
      return {
        title: 'Inquiry Sent!',
        description: "We'll get back to you shortly about this vessel.",
        tone: 'success',
        clearForm: true,
      };
    case 'saved-offline':
      return {
        title: 'Inquiry Saved',
        description: "You're offline. Your inquiry is saved on this device and will be sent when you're back online.",
        tone: 'info',
        clearForm: true,
      };
    case 'failed':
      return {
        title: 'Error',
        description: 'Failed to send inquiry. Please try again.',
        tone: 'error',
        clearForm: false,
      };
  }
}
