/** Readable messages for Firebase Auth / Functions errors. Pure: no firebase import. */
import { PASSWORD_MESSAGES } from '@harbour/domain/accounts/password-messages';
import { AuthServiceError } from './auth-types';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid login credentials',
  tooManyRequests: 'Too many attempts. Please try again later.',
  network: 'Network error: check your connection and try again.',
  invalidEmail: 'Invalid email address',
  /** The password rule of #32 (@harbour/domain/accounts/password), should Firebase's own policy refuse one. */
  weakPassword: PASSWORD_MESSAGES.tooShort,
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  recentLoginRequired: 'For your security, log in again before changing your password.',
  unavailable: 'Accounts are not available right now. Please try again later.',
  unknown: 'Something went wrong. Please try again.',
} as const;

const BY_CODE: Record<string, string> = {
  'auth/wrong-password': AUTH_MESSAGES.invalidCredentials,
  'auth/invalid-credential': AUTH_MESSAGES.invalidCredentials,
  'auth/invalid-login-credentials': AUTH_MESSAGES.invalidCredentials,
  'auth/user-not-found': AUTH_MESSAGES.invalidCredentials,
  'auth/too-many-requests': AUTH_MESSAGES.tooManyRequests,
  'auth/network-request-failed': AUTH_MESSAGES.network,
  'functions/unavailable': AUTH_MESSAGES.network,
  'functions/deadline-exceeded': AUTH_MESSAGES.network,
  'auth/invalid-email': AUTH_MESSAGES.invalidEmail,
  'auth/weak-password': AUTH_MESSAGES.weakPassword,
  'auth/password-does-not-meet-requirements': AUTH_MESSAGES.weakPassword,
  'auth/expired-action-code': AUTH_MESSAGES.resetLinkInvalid,
  'auth/invalid-action-code': AUTH_MESSAGES.resetLinkInvalid,
  'auth/requires-recent-login': AUTH_MESSAGES.recentLoginRequired,
};

/**
 * Errors of a reset request that would tell whether an address has an account: the request answers as if the link
 * had been sent (no account enumeration; with the project's email enumeration protection on, Firebase never sends
 * them).
 */
const SAYS_WHETHER_ACCOUNT_EXISTS = new Set(['auth/user-not-found', 'auth/user-disabled']);

export function revealsAccountExistence(error: unknown): boolean {
  return SAYS_WHETHER_ACCOUNT_EXISTS.has(codeOf(error));
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Firebase's own messages read 'Firebase: Error (auth/x).': never show those raw. */
function isFirebaseBoilerplate(message: string): boolean {
  return /^Firebase: /.test(message) || /\((auth|functions)\/[a-z-]+\)/.test(message);
}

export function authErrorMessage(error: unknown): string {
  // Already fit to show (one action's own wording, e.g. a spent verification link rather than a reset link).
  if (error instanceof AuthServiceError) return error.message;
  const code = codeOf(error);
  const known = BY_CODE[code];
  if (known) return known;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return AUTH_MESSAGES.network;
  const message = (error as { message?: unknown } | null)?.message;
  // Callable functions (requestAccount, setUserRole) send a clear server message: show it, without the
  // ' [400]' status suffix the web SDK appends.
  if (code.startsWith('functions/') && typeof message === 'string' && message && !isFirebaseBoilerplate(message)) {
    return message.replace(/\s*\[\d{3}\]$/, '');
  }
  if (code.startsWith('auth/')) return AUTH_MESSAGES.unknown;
  if (typeof message === 'string' && message && !isFirebaseBoilerplate(message)) return message;
  return AUTH_MESSAGES.unknown;
}

export function authErrorCode(error: unknown): string {
  return codeOf(error) || 'unknown';
}

/**
 * An error as one fit to show: kept when it already is one, else its message by code; `messages` first (one action's
 * own wording, e.g. a spent verification link rather than a reset link).
 */
export function readableAuthError(error: unknown, messages: Readonly<Record<string, string>> = {}): AuthServiceError {
  if (error instanceof AuthServiceError) return error;
  const code = authErrorCode(error);
  return new AuthServiceError(messages[code] ?? authErrorMessage(error), code);
}
