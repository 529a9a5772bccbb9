import { applyActionCode, checkActionCode, sendEmailVerification } from 'firebase/auth';
import { firebase } from './app';
import { AUTH_MESSAGES, authErrorCode, authErrorMessage } from './auth-errors';
import { AuthServiceError, type EmailVerificationService } from './auth-types';

const LINK_ERRORS = new Set(['auth/expired-action-code', 'auth/invalid-action-code']);

function readableError(error: unknown): AuthServiceError {
  if (error instanceof AuthServiceError) return error;
  const code = authErrorCode(error);
  return new AuthServiceError(LINK_ERRORS.has(code) ? AUTH_MESSAGES.verifyLinkInvalid : authErrorMessage(error), code);
}

/** The signed-in user's token again, so its email_verified claim (the rules read it) and the session follow at once. */
async function refreshSession(): Promise<boolean> {
  const user = firebase().auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

export const firebaseEmailVerificationService: EmailVerificationService = {
  async sendVerification(continueUrl) {
    const user = firebase().auth.currentUser;
    if (!user) throw new AuthServiceError('Log in to verify your email.', 'auth/no-current-user');
    try {
      await sendEmailVerification(user, { url: continueUrl, handleCodeInApp: false });
    } catch (error) {
      throw readableError(error);
    }
  },

  async applyVerification(code) {
    try {
      const info = await checkActionCode(firebase().auth, code);
      if (info.operation !== 'VERIFY_EMAIL')
        throw new AuthServiceError(AUTH_MESSAGES.verifyLinkInvalid, 'auth/invalid-action-code');
      await applyActionCode(firebase().auth, code);
      await refreshSession().catch(() => false);
      return info.data.email ?? '';
    } catch (error) {
      throw readableError(error);
    }
  },

  async refreshVerification() {
    try {
      return await refreshSession();
    } catch (error) {
      throw readableError(error);
    }
  },
};
