import * as v from 'valibot';
import { isEmail } from '@harbour/domain/forms/email';

/** Sign up and login rules of the spec (section 5), with its exact messages. */
export const AUTH_FORM_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Invalid email address',
  password: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  phone: 'Phone number must be at most 20 characters',
} as const;

export const FULL_NAME_MIN = 2;
export const PASSWORD_MIN = 6;
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
  password: v.pipe(v.string(), v.minLength(PASSWORD_MIN, AUTH_FORM_MESSAGES.password)),
});

export const loginSchema = v.object({
  email,
  password: v.pipe(v.string(), v.minLength(1, AUTH_FORM_MESSAGES.passwordRequired)),
});

export type SignUpValues = v.InferOutput<typeof signUpSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;
export type SignUpField = keyof SignUpValues;
export type LoginField = keyof LoginValues;
