/** Readable messages for Firebase Auth / Functions errors. Pure: no firebase import. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid login credentials',
  alreadyRegistered: 'User already registered',
  tooManyRequests: 'Too many attempts. Please try again later.',
  network: 'Network error: check your connection and try again.',
  invalidEmail: 'Invalid email address',
  weakPassword: 'Password must be at least 6 characters',
  unavailable: 'Accounts are not available right now. Please try again later.',
  unknown: 'Something went wrong. Please try again.',
} as const;

const BY_CODE: Record<string, string> = {
  'auth/wrong-password': AUTH_MESSAGES.invalidCredentials,
  'auth/invalid-credential': AUTH_MESSAGES.invalidCredentials,
  'auth/invalid-login-credentials': AUTH_MESSAGES.invalidCredentials,
  'auth/user-not-found': AUTH_MESSAGES.invalidCredentials,
  'auth/email-already-in-use': AUTH_MESSAGES.alreadyRegistered,
  'auth/too-many-requests': AUTH_MESSAGES.tooManyRequests,
  'auth/network-request-failed': AUTH_MESSAGES.network,
  'functions/unavailable': AUTH_MESSAGES.network,
  'functions/deadline-exceeded': AUTH_MESSAGES.network,
  'auth/invalid-email': AUTH_MESSAGES.invalidEmail,
  'auth/weak-password': AUTH_MESSAGES.weakPassword,
};

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Firebase's own messages read 'Firebase: Error (auth/x).': never show those raw. */
function isFirebaseBoilerplate(message: string): boolean {
  return /^Firebase: /.test(message) || /\((auth|functions)\/[a-z-]+\)/.test(message);
}

export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  const known = BY_CODE[code];
  if (known) return known;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return AUTH_MESSAGES.network;
  const message = (error as { message?: unknown } | null)?.message;
  // Callable functions (saveProfile, setUserRole) send a clear server message: show it, without the
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
