import { describe, expect, it } from 'vitest';
import { validateForm } from '@harbour/domain/forms/validation';
import { loginSchema, newPasswordFormSchema, resetRequestSchema, signUpSchema } from './auth-schemas';

const signUp = (over: Partial<Record<'fullName' | 'email' | 'phone', string>> = {}) =>
  validateForm(signUpSchema, { fullName: 'Al', email: 'al@example.com', phone: '', ...over });

describe('sign-up validation', () => {
  it('accepts a 2-character full name (the minimum) and asks no password (#32: chosen on the emailed link)', () => {
    expect(signUp()).toMatchObject({ ok: true, value: { fullName: 'Al', phone: '' } });
  });

  it('refuses a 1-character full name (also after trimming)', () => {
    expect(signUp({ fullName: 'A' })).toMatchObject({
      ok: false,
      errors: { fullName: 'Full name must be at least 2 characters' },
    });
    expect(signUp({ fullName: ' A ' })).toMatchObject({
      ok: false,
      firstError: 'Full name must be at least 2 characters',
    });
  });

  it('refuses a bad email with the spec message', () => {
    expect(signUp({ email: 'not-an-email' })).toMatchObject({ ok: false, errors: { email: 'Invalid email address' } });
  });

  it('phone is optional; more than 20 characters is refused', () => {
    expect(signUp({ phone: '+1 242 555 0148' }).ok).toBe(true);
    expect(signUp({ phone: '1'.repeat(20) }).ok).toBe(true);
    expect(signUp({ phone: '1'.repeat(21) }).ok).toBe(false);
  });

  it('reports the first error in form order', () => {
    const result = signUp({ fullName: '', email: 'x', phone: '1'.repeat(21) });
    expect(result).toMatchObject({ ok: false, firstError: 'Full name must be at least 2 characters' });
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['fullName', 'email', 'phone']);
  });
});

describe('login validation', () => {
  it('refuses an empty password with "Password is required"', () => {
    expect(validateForm(loginSchema, { email: 'al@example.com', password: '' })).toMatchObject({
      ok: false,
      errors: { password: 'Password is required' },
    });
  });

  it('accepts a 1-character password (length is checked by the server)', () => {
    expect(validateForm(loginSchema, { email: 'al@example.com', password: 'x' }).ok).toBe(true);
  });

  it('refuses a bad email', () => {
    expect(validateForm(loginSchema, { email: 'al@', password: 'x' })).toMatchObject({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
  });
});

describe('a new password and its confirmation', () => {
  const check = (password: string, confirm: string) => validateForm(newPasswordFormSchema, { password, confirm });

  it('accepts a password that meets the rule, confirmed', () => {
    expect(check('Bimini-tides-7', 'Bimini-tides-7')).toMatchObject({ ok: true });
  });

  it('refuses a short or common one under the password field', () => {
    expect(check('short', 'short')).toMatchObject({
      ok: false,
      errors: { password: 'Password must be at least 10 characters' },
    });
    expect(check('qwertyuiop', 'qwertyuiop')).toMatchObject({
      ok: false,
      errors: { password: 'This password is too common. Choose another.' },
    });
  });

  it('refuses a confirmation that differs, under the confirmation', () => {
    expect(check('Bimini-tides-7', 'Bimini-tides-8')).toMatchObject({
      ok: false,
      errors: { confirm: 'Passwords do not match' },
    });
  });
});

describe('asking for a reset link', () => {
  it('needs a valid address', () => {
    expect(validateForm(resetRequestSchema, { email: ' al@example.com ' })).toMatchObject({
      ok: true,
      value: { email: 'al@example.com' },
    });
    expect(validateForm(resetRequestSchema, { email: 'al@' })).toMatchObject({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
  });
});
