import { confirmPasswordReset, sendPasswordResetEmail, updatePassword, verifyPasswordResetCode } from 'firebase/auth';
import { firebase } from './app';
import { AUTH_MESSAGES, readableAuthError, revealsAccountExistence } from './auth-errors';
import { AuthServiceError, type PasswordService } from './auth-types';

export const firebasePasswordService: PasswordService = {
  async changePassword(newPassword) {
    const user = firebase().auth.currentUser;
    if (!user) throw new AuthServiceError(AUTH_MESSAGES.recentLoginRequired, 'auth/no-current-user');
    try {
      await updatePassword(user, newPassword);
    } catch (error) {
      throw readableAuthError(error);
    }
  },

  async requestPasswordReset(email, continueUrl) {
    try {
      await sendPasswordResetEmail(firebase().auth, email, { url: continueUrl, handleCodeInApp: false });
    } catch (error) {
      // The same answer as a sent link: the page must not tell who has an account.
      if (revealsAccountExistence(error)) return;
      throw readableAuthError(error);
    }
  },

  async checkResetCode(code) {
    try {
      return await verifyPasswordResetCode(firebase().auth, code);
    } catch (error) {
      throw readableAuthError(error);
    }
  },

  async confirmReset(code, newPassword) {
    try {
      await confirmPasswordReset(firebase().auth, code, newPassword);
    } catch (error) {
      throw readableAuthError(error);
    }
  },
};
