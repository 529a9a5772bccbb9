import { describe, expect, it } from 'vitest';
import { validateForm } from '@harbour/domain/forms/validation';
import { loginSchema, signUpSchema } from './auth-schemas';

const signUp = (over: Partial<Record<'fullName' | 'email' | 'phone' | 'password', string>> = {}) =>
  validateForm(signUpSchema, { fullName: 'Al', email: 'al@example.com', phone: '', password: '123456', ...over });

describe('sign-up validation', () => {
  it('accepts a 2-character full name and a 6-character password (the minimums)', () => {
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

  it('refuses a 5-character password', () => {
    expect(signUp({ password: '12345' })).toMatchObject({
      ok: false,
      errors: { password: 'Password must be at least 6 characters' },
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
    const result = signUp({ fullName: '', email: 'x', password: '1' });
    expect(result).toMatchObject({ ok: false, firstError: 'Full name must be at least 2 characters' });
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['fullName', 'email', 'password']);
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
