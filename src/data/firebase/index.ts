/**
 * The only door to firebase for the rest of the app: a lazy loader, so the ~120 KB SDK is
 * fetched only when an account is used (sign-in, sign-up, an existing session).
 */
import type { AuthService, EmailVerificationService, PasswordService } from './auth-types';

export type {
  AuthService,
  EmailVerificationService,
  PasswordService,
  Role,
  SecondFactorChallenge,
  SecondFactorEnrolment,
  SessionUser,
  SignUpInput,
} from './auth-types';
export { AuthServiceError, isRole } from './auth-types';
export { AUTH_MESSAGES, authErrorMessage, revealsAccountExistence } from './auth-errors';

export function loadAuthService(): Promise<AuthService> {
  return import('./auth-service').then((m) => m.firebaseAuthService);
}

/** Setting and resetting passwords, loaded the same lazy way. */
export function loadPasswordService(): Promise<PasswordService> {
  return import('./password-service').then((m) => m.firebasePasswordService);
}

/** Confirming the user's email address, loaded the same lazy way. */
export function loadEmailVerificationService(): Promise<EmailVerificationService> {
  return import('./email-verification-service').then((m) => m.firebaseEmailVerificationService);
}
