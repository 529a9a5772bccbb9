import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REQUEST_LIMITS,
  accountRequestAllowed,
  accountStateOf,
  finishSignUpUrl,
  readAccountRequest,
  resetPasswordUrl,
} from './account-request';

describe('readAccountRequest (the sign-up form and the requestAccount callable)', () => {
  it('keeps the address in lower case and an empty phone as null', () => {
    expect(readAccountRequest({ fullName: ' Dana Munroe ', email: ' Dana@Example.com ', phone: '' })).toEqual({
      ok: true,
      value: { fullName: 'Dana Munroe', email: 'dana@example.com', phone: null },
    });
    expect(readAccountRequest({ fullName: 'Al', email: 'al@example.com' })).toMatchObject({ value: { phone: null } });
    expect(readAccountRequest({ fullName: 'Al', email: 'al@example.com', phone: ' +1 242 ' })).toMatchObject({
      value: { phone: '+1 242' },
    });
  });

  it("refuses with the form's messages", () => {
    expect(readAccountRequest({ fullName: 'A', email: 'al@example.com' })).toEqual({
      ok: false,
      message: 'Full name must be at least 2 characters',
    });
    expect(readAccountRequest({ fullName: 'x'.repeat(101), email: 'al@example.com' })).toMatchObject({
      message: 'Full name must be at most 100 characters',
    });
    expect(readAccountRequest({ fullName: 'Al', email: 'al@' })).toMatchObject({ message: 'Invalid email address' });
    expect(readAccountRequest({ fullName: 'Al', email: 'al@example.com', phone: '1'.repeat(21) })).toMatchObject({
      message: 'Phone number must be at most 20 characters',
    });
    expect(readAccountRequest({ fullName: 'Al', email: 'al@example.com', phone: 42 })).toMatchObject({ ok: false });
    expect(readAccountRequest(null)).toMatchObject({ ok: false });
    expect(readAccountRequest('Al')).toMatchObject({ ok: false });
  });
});

describe('accountRequestAllowed (how often one address is emailed)', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const MIN = 60_000;

  it('emails a first request and keeps its time', () => {
    expect(accountRequestAllowed([], now)).toEqual({ allowed: true, keep: [now] });
  });

  it('not again within a minute; again after it', () => {
    expect(accountRequestAllowed([now - MIN + 1], now)).toEqual({ allowed: false, keep: [now - MIN + 1] });
    expect(accountRequestAllowed([now - MIN], now)).toEqual({ allowed: true, keep: [now - MIN, now] });
  });

  it('at most perDay a day; times older than a day are forgotten', () => {
    const day = Array.from({ length: ACCOUNT_REQUEST_LIMITS.perDay }, (_, i) => now - (i + 1) * 10 * MIN).reverse();
    expect(accountRequestAllowed(day, now).allowed).toBe(false);
    const older = [now - 25 * 60 * MIN, ...day.slice(1)];
    expect(accountRequestAllowed(older, now)).toEqual({ allowed: true, keep: [...day.slice(1), now] });
  });

  it('ignores times that are not numbers or lie in the future', () => {
    expect(accountRequestAllowed([Number.NaN, now + MIN], now)).toEqual({ allowed: true, keep: [now] });
  });
});

describe('accountStateOf', () => {
  it('new without an account; unfinished while it has no password (its link never used); else known', () => {
    expect(accountStateOf(null)).toBe('new');
    expect(accountStateOf({ providerData: [] })).toBe('unfinished');
    expect(accountStateOf({ providerData: [{ providerId: 'phone' }] })).toBe('unfinished');
    expect(accountStateOf({ providerData: [{ providerId: 'password' }] })).toBe('known');
  });
});

describe('the links in the emails', () => {
  it('lead to /auth with the code, encoded', () => {
    expect(finishSignUpUrl('https://site.example', 'a+b/c')).toBe(
      'https://site.example/auth?mode=finishSignUp&oobCode=a%2Bb%2Fc',
    );
    expect(resetPasswordUrl('https://site.example', 'X1')).toBe(
      'https://site.example/auth?mode=resetPassword&oobCode=X1',
    );
  });
});
