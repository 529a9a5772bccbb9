import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage, readableAuthError, revealsAccountExistence } from './auth-errors';
import { AuthServiceError } from './auth-types';

const fbError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'Invalid login credentials'],
    ['auth/invalid-credential', 'Invalid login credentials'],
    ['auth/too-many-requests', 'Too many attempts. Please try again later.'],
    ['auth/network-request-failed', 'Network error: check your connection and try again.'],
    ['functions/unavailable', 'Network error: check your connection and try again.'],
    ['auth/weak-password', 'Password must be at least 10 characters'],
    ['auth/password-does-not-meet-requirements', 'Password must be at least 10 characters'],
    ['auth/expired-action-code', 'This password reset link is invalid or has expired.'],
    ['auth/invalid-action-code', 'This password reset link is invalid or has expired.'],
    ['auth/requires-recent-login', 'For your security, log in again before changing your password.'],
  ])('%s → %s', (code, message) => {
    expect(authErrorMessage(fbError(code))).toBe(message);
  });

  it('shows a callable function error with its server message', () => {
    expect(authErrorMessage(fbError('functions/invalid-argument', 'Full name must be at least 2 characters'))).toBe(
      'Full name must be at least 2 characters',
    );
    expect(authErrorMessage(fbError('functions/permission-denied', 'Only admins can change roles'))).toBe(
      'Only admins can change roles',
    );
    // The web SDK appends the HTTP status: not for the user's eyes.
    expect(authErrorMessage(fbError('functions/invalid-argument', 'role must be one of: admin, client [400]'))).toBe(
      'role must be one of: admin, client',
    );
  });

  it('never shows Firebase boilerplate for unmapped auth codes', () => {
    expect(authErrorMessage(fbError('auth/internal-error'))).toBe(AUTH_MESSAGES.unknown);
    expect(authErrorMessage(fbError('functions/internal', 'Firebase: Error (functions/internal).'))).toBe(
      AUTH_MESSAGES.unknown,
    );
  });

  it('treats a failed fetch as a network error and handles non-errors', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_MESSAGES.network);
    expect(authErrorMessage(undefined)).toBe(AUTH_MESSAGES.unknown);
    expect(authErrorMessage('boom')).toBe(AUTH_MESSAGES.unknown);
  });
});

describe('revealsAccountExistence', () => {
  it('is true only for the errors that say whether an address has an account', () => {
    expect(revealsAccountExistence(fbError('auth/user-not-found'))).toBe(true);
    expect(revealsAccountExistence(fbError('auth/user-disabled'))).toBe(true);
    expect(revealsAccountExistence(fbError('auth/network-request-failed'))).toBe(false);
    expect(revealsAccountExistence(fbError('auth/invalid-email'))).toBe(false);
    expect(revealsAccountExistence(undefined)).toBe(false);
  });
});

describe('readableAuthError', () => {
  it("keeps an error already fit to show, maps a code by the action's own words first, then the common ones", () => {
    const shown = new AuthServiceError('This verification link is invalid or has expired.', 'auth/invalid-action-code');
    expect(readableAuthError(shown)).toBe(shown);
    const spent = { code: 'auth/invalid-action-code', message: 'Firebase: Error (auth/invalid-action-code).' };
    expect(readableAuthError(spent, { 'auth/invalid-action-code': 'Spent.' })).toMatchObject({
      message: 'Spent.',
      code: 'auth/invalid-action-code',
    });
    expect(readableAuthError(spent)).toMatchObject({ message: AUTH_MESSAGES.resetLinkInvalid });
    expect(readableAuthError({ code: 'auth/too-many-requests' })).toBeInstanceOf(AuthServiceError);
  });
});
