import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  emptyContactForm,
  messageCounter,
  validateContactForm,
  type ContactField,
  type ContactFormValues,
} from './contact-form-schema';

const valid: ContactFormValues = {
  name: 'Marcus Knowles',
  email: 'marcus@example.com',
  phone: '+1 242 555 0123',
  subject: 'Charter next month',
  message: 'We would like a full day charter for 8 guests.',
};

function errorFor(field: ContactField, value: string): string | undefined {
  const result = validateContactForm({ ...valid, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const LENGTH_RULES: Array<[ContactField, number, number, string, string]> = [
  ['name', 2, 100, 'Name must be at least 2 characters', 'Name must be at most 100 characters'],
  ['phone', 10, 20, 'Phone number must be at least 10 digits', 'Phone number must be at most 20 characters'],
  ['subject', 3, 200, 'Subject must be at least 3 characters', 'Subject must be at most 200 characters'],
  ['message', 10, 2000, 'Message must be at least 10 characters', 'Message must be at most 2000 characters'],
];

describe('contact form validation', () => {
  it('accepts a complete message', () => {
    expect(validateContactForm(valid).ok).toBe(true);
  });

  describe.each(LENGTH_RULES)('%s (%i to %i characters)', (field, min, max, minMessage, maxMessage) => {
    it(`refuses ${min - 1} characters with '${minMessage}'`, () => {
      expect(errorFor(field, 'x'.repeat(min - 1))).toBe(minMessage);
    });
    it(`accepts ${min} and ${min + 1} characters`, () => {
      expect(errorFor(field, 'x'.repeat(min))).toBeUndefined();
      expect(errorFor(field, 'x'.repeat(min + 1))).toBeUndefined();
    });
    it(`accepts ${max - 1} and ${max} characters`, () => {
      expect(errorFor(field, 'x'.repeat(max - 1))).toBeUndefined();
      expect(errorFor(field, 'x'.repeat(max))).toBeUndefined();
    });
    it(`refuses ${max + 1} characters with '${maxMessage}'`, () => {
      expect(errorFor(field, 'x'.repeat(max + 1))).toBe(maxMessage);
    });
    it('trims before counting', () => {
      expect(errorFor(field, ` ${'x'.repeat(min - 1)}   `)).toBe(minMessage);
      expect(errorFor(field, `  ${'x'.repeat(max)} `)).toBeUndefined();
    });
  });

  describe('email (valid, max 255)', () => {
    it("refuses empty and malformed addresses with 'Invalid email address'", () => {
      expect(errorFor('email', '')).toBe('Invalid email address');
      expect(errorFor('email', '   ')).toBe('Invalid email address');
      expect(errorFor('email', 'marcus@example')).toBe('Invalid email address');
    });
    it('accepts 254 and 255 characters', () => {
      expect(errorFor('email', email(254))).toBeUndefined();
      expect(errorFor('email', email(255))).toBeUndefined();
    });
    it("refuses 256 characters with 'Invalid email address'", () => {
      expect(errorFor('email', email(256))).toBe('Invalid email address');
    });
  });

  it('an empty form gives every field its message', () => {
    const result = validateContactForm(emptyContactForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      subject: 'Subject must be at least 3 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('returns trimmed values', () => {
    const result = validateContactForm({ ...valid, name: '  Marcus Knowles ', subject: ' Charter next month\t' });
    expect(result.ok && result.value.name).toBe('Marcus Knowles');
    expect(result.ok && result.value.subject).toBe('Charter next month');
  });

  it('has the five fields, empty at first, and a counter out of 2000', () => {
    expect(CONTACT_FIELDS).toEqual(['name', 'email', 'phone', 'subject', 'message']);
    expect(Object.values(emptyContactForm()).every((v) => v === '')).toBe(true);
    expect(messageCounter('')).toBe('0/2000');
    expect(messageCounter('hello')).toBe('5/2000');
  });
});
