import { loadPasswordService, type PasswordService } from '@/data/firebase';

/**
 * The auth feature's password actions: the Firebase ones behind a lazy import (the SDK is on no page's critical path).
 * The forms take them as a prop, so their tests pass their own.
 */
export const passwordActions: PasswordService = {
  changePassword: (password) => loadPasswordService().then((s) => s.changePassword(password)),
  requestPasswordReset: (email, continueUrl) =>
    loadPasswordService().then((s) => s.requestPasswordReset(email, continueUrl)),
  checkResetCode: (code) => loadPasswordService().then((s) => s.checkResetCode(code)),
  confirmReset: (code, password) => loadPasswordService().then((s) => s.confirmReset(code, password)),
};

/** Where a reset link leads back to: this site's /auth (the email's continue URL, and the project's action URL). */
export function resetContinueUrl(origin: string): string {
  return `${origin}/auth`;
}
