import { applyActionCode, checkActionCode, sendEmailVerification, type User } from 'firebase/auth';
import { firebase } from './app';
import { AUTH_MESSAGES, readableAuthError } from './auth-errors';
import { AuthServiceError, type EmailVerificationService } from './auth-types';

/** A spent or expired link says so in this action's words (the generic ones name a reset link). */
const LINK_MESSAGES = {
  'auth/expired-action-code': AUTH_MESSAGES.verifyLinkInvalid,
  'auth/invalid-action-code': AUTH_MESSAGES.verifyLinkInvalid,
};
const readableError = (error: unknown) => readableAuthError(error, LINK_MESSAGES);

/** Emails a user Firebase's verification link, leading back to `continueUrl` (this site) when there is one. */
function sendVerificationLink(user: User, continueUrl?: string): Promise<void> {
  return sendEmailVerification(user, continueUrl ? { url: continueUrl, handleCodeInApp: false } : undefined);
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
      await sendVerificationLink(user, continueUrl);
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
