import { loadEmailVerificationService, type EmailVerificationService } from '@/data/firebase';

/**
 * The auth feature's email verification actions, the Firebase ones behind a lazy import. The panels take them as a
 * prop, so their tests pass their own.
 */
export const emailVerificationActions: EmailVerificationService = {
  sendVerification: (continueUrl) => loadEmailVerificationService().then((s) => s.sendVerification(continueUrl)),
  applyVerification: (code) => loadEmailVerificationService().then((s) => s.applyVerification(code)),
  refreshVerification: () => loadEmailVerificationService().then((s) => s.refreshVerification()),
};

/** Where a verification link leads on with Firebase's own page (the project's action URL, /auth, needs none). */
export function verifyContinueUrl(origin: string): string {
  return `${origin}/client/dashboard`;
}
