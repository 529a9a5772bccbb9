import { describe, expect, it } from 'vitest';
import { EMPTY_INQUIRY_FORM, inquiryOutcomeMessage, validateInquiryForm } from './inquiry-form';

const valid = { name: 'Ann Rolle', email: 'ann@example.com', phone: '', message: 'Is she still available?' };

describe('validateInquiryForm', () => {
  it('requires name, email and message with clear messages', () => {
    const result = validateInquiryForm(EMPTY_INQUIRY_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });
  it('treats whitespace-only as empty', () => {
    const result = validateInquiryForm({ ...valid, name: '   ', message: '\n ' });
    expect(result.ok ? {} : result.errors).toEqual({ name: 'Name is required', message: 'Message is required' });
  });
  it('checks the email format', () => {
    const result = validateInquiryForm({ ...valid, email: 'ann@example' });
    expect(result.ok ? {} : result.errors).toEqual({ email: 'Invalid email address' });
  });
  it('accepts a valid form with or without a phone, trimming values', () => {
    const result = validateInquiryForm({ ...valid, name: '  Ann Rolle ', phone: ' 242 555 0100 ' });
    expect(result).toEqual({ ok: true, value: { ...valid, phone: '242 555 0100' } });
    expect(validateInquiryForm(valid).ok).toBe(true);
  });
  it('limits lengths at the storage bounds', () => {
    expect(validateInquiryForm({ ...valid, name: 'n'.repeat(100) }).ok).toBe(true);
    expect(validateInquiryForm({ ...valid, name: 'n'.repeat(101) }).ok).toBe(false);
    expect(validateInquiryForm({ ...valid, message: 'm'.repeat(2000) }).ok).toBe(true);
    expect(validateInquiryForm({ ...valid, message: 'm'.repeat(2001) }).ok).toBe(false);
    expect(validateInquiryForm({ ...valid, phone: '1'.repeat(20) }).ok).toBe(true);
    expect(validateInquiryForm({ ...valid, phone: '1'.repeat(21) }).ok).toBe(false);
  });
});

describe('inquiryOutcomeMessage', () => {
  it('success clears the form', () => {
    expect(inquiryOutcomeMessage('sent')).toEqual({
      title: 'Inquiry Sent!',
      description: "We'll get back to you shortly about this vessel.",
      tone: 'success',
      clearForm: true,
    });
  });
  it('offline save says it is kept on the device and clears the form', () => {
    const m = inquiryOutcomeMessage('saved-offline');
    expect(m.title).toBe('Inquiry Saved');
    expect(m.description).toMatch(/saved on this device/);
    expect(m.description).toMatch(/back online/);
    expect(m.clearForm).toBe(true);
  });
  it('failure is the destructive Error toast and keeps the form', () => {
    expect(inquiryOutcomeMessage('failed')).toEqual({
      title: 'Error',
      description: 'Failed to send inquiry. Please try again.',
      tone: 'error',
      clearForm: false,
    });
  });
});
