import * as v from 'valibot';
import { isEmail } from '@harbour/domain/forms/email';
import { PASSWORD_MESSAGES, newPasswordSchema } from '@harbour/domain/accounts/password';

/**
 * Sign up and login rules of the spec (section 5), with its exact messages; the password rule is #32's (at least 10
 * characters, not a common password: @harbour/domain/accounts/password), not the spec's 6 characters.
 */
export const AUTH_FORM_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Invalid email address',
  password: PASSWORD_MESSAGES.tooShort,
  passwordCommon: PASSWORD_MESSAGES.tooCommon,
  passwordMismatch: PASSWORD_MESSAGES.mismatch,
  passwordRequired: 'Password is required',
  phone: 'Phone number must be at most 20 characters',
} as const;

export const FULL_NAME_MIN = 2;
export { PASSWORD_MIN } from '@harbour/domain/accounts/password';
/** The server (functions/src/profile-input.ts) caps these the same way. */
export const FULL_NAME_MAX = 100;
export const PHONE_MAX = 20;

const email = v.pipe(v.string(), v.trim(), v.check(isEmail, AUTH_FORM_MESSAGES.email));

export const signUpSchema = v.object({
  fullName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(FULL_NAME_MIN, AUTH_FORM_MESSAGES.fullName),
    v.maxLength(FULL_NAME_MAX, 'Full name must be at most 100 characters'),
  ),
  email,
  phone: v.pipe(v.string(), v.trim(), v.maxLength(PHONE_MAX, AUTH_FORM_MESSAGES.phone)),
  password: newPasswordSchema,
});

export const loginSchema = v.object({
  email,
  password: v.pipe(v.string(), v.minLength(1, AUTH_FORM_MESSAGES.passwordRequired)),
});

/** A new password and its confirmation: the change asked after sign-in, and a reset. */
export const newPasswordFormSchema = v.pipe(
  v.object({ password: newPasswordSchema, confirm: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (input) => input.password === input.confirm,
      AUTH_FORM_MESSAGES.passwordMismatch,
    ),
    ['confirm'],
  ),
);

/** Asking for a reset link: the address only. */
export const resetRequestSchema = v.object({ email });

export type SignUpValues = v.InferOutput<typeof signUpSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;
export type SignUpField = keyof SignUpValues;
export type LoginField = keyof LoginValues;
export type NewPasswordFormField = keyof v.InferOutput<typeof newPasswordFormSchema>;
