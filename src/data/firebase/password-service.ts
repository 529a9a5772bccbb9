import { confirmPasswordReset, sendPasswordResetEmail, updatePassword, verifyPasswordResetCode } from 'firebase/auth';
import { firebase } from './app';
import { AUTH_MESSAGES, authErrorCode, authErrorMessage, revealsAccountExistence } from './auth-errors';
import { AuthServiceError, type PasswordService } from './auth-types';

function readableError(error: unknown): AuthServiceError {
  return error instanceof AuthServiceError
    ? error
    : new AuthServiceError(authErrorMessage(error), authErrorCode(error));
}

export const firebasePasswordService: PasswordService = {
  async changePassword(newPassword) {
    const user = firebase().auth.currentUser;
    if (!user) throw new AuthServiceError(AUTH_MESSAGES.recentLoginRequired, 'auth/no-current-user');
    try {
      await updatePassword(user, newPassword);
    } catch (error) {
      throw readableError(error);
    }
  },

  async requestPasswordReset(email, continueUrl) {
    try {
      await sendPasswordResetEmail(firebase().auth, email, { url: continueUrl, handleCodeInApp: false });
    } catch (error) {
      // The same answer as a sent link: the page must not tell who has an account.
      if (revealsAccountExistence(error)) return;
      throw readableError(error);
    }
  },

  async checkResetCode(code) {
    try {
      return await verifyPasswordResetCode(firebase().auth, code);
    } catch (error) {
      throw readableError(error);
    }
  },

  async confirmReset(code, newPassword) {
    try {
      await confirmPasswordReset(firebase().auth, code, newPassword);
    } catch (error) {
      throw readableError(error);
    }
  },
};
