/**
 * The password rule (#32): at least PASSWORD_MIN characters and not a common password. Sign-up, the change asked of
 * an account whose password is older than the rule, and a reset all check with it; the strength hint under a new
 * password field says how far a password is from it. Pure: the web app and the functions alike.
 */
import * as v from 'valibot';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MESSAGES, PASSWORD_MIN } from './password-messages';

export { PASSWORD_MESSAGES, PASSWORD_MIN };

const COMMON = new Set(COMMON_PASSWORDS);
/** Digits and symbols people add to a common word ('password123!', 'welcome2026'). */
const DRESSING = /[\d\s!@#$%^&*()_+=.,?~'"`|\\/:;<>[\]{}-]+$/;

/**
 * True for a common password: one of the list (whatever its case), a common word followed by digits or symbols, or a
 * single character repeated.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  if (lower === '') return false;
  if (COMMON.has(lower)) return true;
  const core = lower.replace(DRESSING, '');
  if (core !== lower && core !== '' && COMMON.has(core)) return true;
  return new Set(lower).size === 1;
}

/** What is wrong with a new password, as the forms say it; null when it meets the rule. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

export function meetsPasswordRule(password: string): boolean {
  return passwordProblem(password) === null;
}

/** A new password in a valibot schema: the length message first, then the common one. */
export const newPasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort),
  v.check((password) => !isCommonPassword(password), PASSWORD_MESSAGES.tooCommon),
);

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** How many of lower case, upper case, digits and anything else a password mixes. */
export function characterVariety(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((kind) => kind.test(password)).length;
}

/**
 * weak: refused by the rule (too short or common). strong: at least 16 characters of two kinds or more, or at least
 * 12 of three kinds or more. Anything else the rule accepts is fair.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRule(password)) return 'weak';
  const variety = characterVariety(password);
  if ((password.length >= 16 && variety >= 2) || (password.length >= 12 && variety >= 3)) return 'strong';
  return 'fair';
}

export const PASSWORD_REQUIREMENT = `At least ${PASSWORD_MIN} characters, and not a common password.`;

export const PASSWORD_STRENGTH_TEXTS = {
  weakShort: `Strength: weak (fewer than ${PASSWORD_MIN} characters)`,
  weakCommon: 'Strength: weak (a very common password)',
  fair: 'Strength: fair. Longer, or a mix of letters, numbers and symbols, is stronger.',
  strong: 'Strength: strong',
} as const;

/** The hint under a new password field; empty before anything is typed. */
export function passwordStrengthText(password: string): string {
  if (password === '') return '';
  const strength = passwordStrength(password);
  if (strength === 'weak') {
    return password.length < PASSWORD_MIN ? PASSWORD_STRENGTH_TEXTS.weakShort : PASSWORD_STRENGTH_TEXTS.weakCommon;
  }
  return PASSWORD_STRENGTH_TEXTS[strength];
}
