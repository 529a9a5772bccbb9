import * as v from 'valibot';
import { PASSWORD_MESSAGES, newPasswordSchema } from '@harbour/domain/accounts/password';
import { ACCOUNT_REQUEST_MESSAGES, accountRequestSchema, emailSchema } from '@harbour/domain/accounts/account-request';

/**
 * Sign up and login rules of the spec (section 5), with its exact messages; the password rule is #32's (at least 10
 * characters, not a common password: @harbour/domain/accounts/password), not the spec's 6 characters. Sign-up asks
 * for no password (#32: it is chosen on the emailed link's page, @harbour/domain/accounts/account-request).
 */
export const AUTH_FORM_MESSAGES = {
  fullName: ACCOUNT_REQUEST_MESSAGES.fullName,
  email: ACCOUNT_REQUEST_MESSAGES.email,
  password: PASSWORD_MESSAGES.tooShort,
  passwordCommon: PASSWORD_MESSAGES.tooCommon,
  passwordMismatch: PASSWORD_MESSAGES.mismatch,
  passwordRequired: 'Password is required',
  phone: ACCOUNT_REQUEST_MESSAGES.phone,
} as const;

const email = emailSchema;

/** The sign-up form: name, email, optional phone (the callable checks the same). */
export const signUpSchema = accountRequestSchema;

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
