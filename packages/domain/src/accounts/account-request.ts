/**
 * Asking for an account (#32, no account enumeration): the sign-up form sends name, email and phone to the backend,
 * which answers the same whatever the address, and emails either a link to choose a password (a new address) or a
 * note that the account exists (a known one). The password is chosen on that link's page, so nobody learns from a
 * sign-up, or from signing in afterwards, whether an address was free. Pure: the form and the callable check the
 * same rules with the same messages.
 */
import * as v from 'valibot';
import { isEmail } from '../forms/email';

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const PHONE_MAX = 20;

export const ACCOUNT_REQUEST_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  fullNameMax: 'Full name must be at most 100 characters',
  email: 'Invalid email address',
  phone: 'Phone number must be at most 20 characters',
} as const;

export const emailSchema = v.pipe(v.string(), v.trim(), v.check(isEmail, ACCOUNT_REQUEST_MESSAGES.email));

/** The sign-up form, and the `requestAccount` callable's input. */
export const accountRequestSchema = v.object({
  fullName: v.pipe(
    v.string(ACCOUNT_REQUEST_MESSAGES.fullName),
    v.trim(),
    v.minLength(FULL_NAME_MIN, ACCOUNT_REQUEST_MESSAGES.fullName),
    v.maxLength(FULL_NAME_MAX, ACCOUNT_REQUEST_MESSAGES.fullNameMax),
  ),
  email: emailSchema,
  phone: v.optional(
    v.pipe(v.string(ACCOUNT_REQUEST_MESSAGES.phone), v.trim(), v.maxLength(PHONE_MAX, ACCOUNT_REQUEST_MESSAGES.phone)),
    '',
  ),
});

export type AccountRequest = v.InferOutput<typeof accountRequestSchema>;

/** Pure: the request as the backend keeps it (the address in lower case: one account per address), or the message. */
export function readAccountRequest(
  data: unknown,
): { ok: true; value: { fullName: string; email: string; phone: string | null } } | { ok: false; message: string } {
  const parsed = v.safeParse(accountRequestSchema, data);
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message };
  const { fullName, email, phone } = parsed.output;
  return { ok: true, value: { fullName, email: email.toLowerCase(), phone: phone === '' ? null : phone } };
}

/**
 * How often one address is emailed: a person who asks again after a minute gets another email, a script that types
 * someone's address again and again does not flood their inbox. Past the limit the answer is still the same.
 */
export const ACCOUNT_REQUEST_LIMITS = { minGapMs: 60_000, perDay: 5 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pure: whether an address asked for at `sentAt` (ms, newest last, kept for a day) gets another email now, and the
 * times to keep.
 */
export function accountRequestAllowed(sentAt: readonly number[], now: number): { allowed: boolean; keep: number[] } {
  const recent = sentAt.filter((t) => Number.isFinite(t) && t > now - DAY_MS && t <= now);
  const last = recent.at(-1);
  const allowed =
    recent.length < ACCOUNT_REQUEST_LIMITS.perDay &&
    (last === undefined || now - last >= ACCOUNT_REQUEST_LIMITS.minGapMs);
  return { allowed, keep: allowed ? [...recent, now] : recent };
}

/**
 * What the backend does for an address: 'new' creates the account (without a password) and emails the link to choose
 * one; 'unfinished' (made that way, its link never used: it still has no password) emails a fresh link; 'known' emails
 * the owner that they have an account, with a link to reset the password. The screen says the same for all.
 */
export type AccountState = 'new' | 'unfinished' | 'known';

/** Pure: the state of the account an address has (its Auth record's sign-in providers), or 'new' without one. */
export function accountStateOf(user: { providerData: readonly { providerId: string }[] } | null): AccountState {
  if (!user) return 'new';
  return user.providerData.some((p) => p.providerId === 'password') ? 'known' : 'unfinished';
}

/** The /auth link that finishes a new account: the password reset code Firebase made for it, on this site's page. */
export function finishSignUpUrl(siteUrl: string, oobCode: string): string {
  return `${siteUrl}/auth?mode=finishSignUp&oobCode=${encodeURIComponent(oobCode)}`;
}

/** The /auth link that resets a password (the project's action URL is /auth). */
export function resetPasswordUrl(siteUrl: string, oobCode: string): string {
  return `${siteUrl}/auth?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`;
}
