/**
 * #32: an admin account opens every lead and every owner's private documents, so admin rights need a session that
 * passed a second factor (an SMS code, through Identity Platform). Firebase names it in the ID token's `firebase`
 * claim: `sign_in_second_factor` ('phone', or 'totp' where a project offers it). firestore.rules and storage.rules
 * (passedSecondFactor()), the functions (roles.ts) and the app (its session) read the same claim.
 */

/** Pure: whether an ID token's `firebase` claim says its session passed a second factor. */
export function passedSecondFactor(firebaseClaim: unknown): boolean {
  if (!firebaseClaim || typeof firebaseClaim !== 'object') return false;
  const factor = (firebaseClaim as { sign_in_second_factor?: unknown }).sign_in_second_factor;
  return typeof factor === 'string' && factor !== '';
}

/** What the login's code step and the admin's enrolment say. */
export const SECOND_FACTOR_TEXTS = {
  codeTitle: 'Enter your security code',
  codeSent: (hint: string) => `We sent a 6-digit code by text message to ${hint}.`,
  codeLabel: 'Security code',
  verify: 'Verify',
  sendAgain: 'Send a new code',
  newCodeSent: 'A new code is on its way. The one before no longer works.',
  back: 'Back to login',
  wrongCode: 'That code is not right. Check the text message, or send a new code.',
  expiredCode: 'That code has expired. Send a new code.',
  codeShape: 'Enter the 6 digits of the code.',
  enrolTitle: 'Protect the broker account with your phone',
  enrolIntro:
    'Admin accounts see every lead and every owner’s documents. Each time you log in, we will also ask for a code sent to your phone.',
  phoneLabel: 'Mobile number',
  phoneHint: 'With the country code, e.g. +1 242 555 0100',
  phoneShape: 'Enter the number with its country code, e.g. +1 242 555 0100.',
  sendCode: 'Send code',
  enrolled: 'Your phone now protects this account.',
  loginAgain:
    'This session started before your phone protected the account. Log in again, with your code, to open the admin portal.',
  logInAgainButton: 'Log in again',
  alreadyEnrolled: 'That phone already protects this account.',
  verifyEmailFirst: 'Verify your email address first, then add your phone.',
  unsupported: 'This account’s second factor cannot be used on this site. Please contact the office.',
  signedOut: 'Your session has ended. Log in again.',
} as const;

/** Pure: a typed code as the check wants it (6 digits; spaces and dashes people type are dropped), or null. */
export function securityCode(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Pure: a typed mobile number in E.164 (+ then 8 to 15 digits; spaces, dots, dashes and brackets dropped), or null. */
export function e164Phone(text: string): string | null {
  const compact = text.trim().replace(/[\s.()-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
