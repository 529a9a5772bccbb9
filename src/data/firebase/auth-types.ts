/** Account types shared by the auth service (firebase) and the session store (no firebase). */
export type Role = 'admin' | 'client';

export interface SessionUser {
  uid: string;
  email: string;
  fullName: string;
  /** Whether the address was confirmed through the link Firebase emailed (#32): only then does the site email it. */
  emailVerified: boolean;
}

export interface SignUpInput {
  fullName: string;
  email: string;
  /** Empty when not given. */
  phone: string;
  password: string;
  /** Where the verification email's link leads back to (this site's page); without it, Firebase's own page. */
  verifyContinueUrl?: string;
}

/** What the web app needs from the accounts backend; src/data/firebase/auth-service.ts implements it. */
export interface AuthService {
  signUp(input: SignUpInput): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Called with the current user at once, then on every sign-in, sign-out and token change. */
  onAuthChange(listener: (user: SessionUser | null) => void): () => void;
  /** The role claim of the signed-in user's ID token; null without a session or role. */
  getRole(): Promise<Role | null>;
  /** Who is really signed in, from the Auth SDK's current user and its ID token claims (not from UI state). */
  getVerifiedCaller(): Promise<{ uid: string; role: Role | null } | null>;
}

/** An error whose message is fit to show the user (mapped from Firebase codes). */
export class AuthServiceError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AuthServiceError';
  }
}

export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'client';
}

/**
 * Setting and resetting passwords (src/data/firebase/password-service.ts). Every rejection is an AuthServiceError
 * whose message is fit to show.
 */
export interface PasswordService {
  /** A new password for the signed-in account (asked just after a sign-in, so no recent-login problem). */
  changePassword(newPassword: string): Promise<void>;
  /**
   * Sends a reset link whose continue URL is `continueUrl`. Resolves the same whether or not an account has the
   * address (no account enumeration); rejects for a malformed address, the network, too many requests.
   */
  requestPasswordReset(email: string, continueUrl: string): Promise<void>;
  /** The address a reset code is for; rejects when the code is invalid, used or expired. */
  checkResetCode(code: string): Promise<string>;
  /** Sets the new password of a reset code's account. */
  confirmReset(code: string, newPassword: string): Promise<void>;
}

/**
 * Confirming the signed-in user's email address (src/data/firebase/email-verification-service.ts). Every rejection is
 * an AuthServiceError whose message is fit to show.
 */
export interface EmailVerificationService {
  /** Emails the signed-in user a verification link whose continue URL is `continueUrl`. */
  sendVerification(continueUrl: string): Promise<void>;
  /**
   * Applies a verification link's code; resolves with the address it confirmed. A signed-in session on this device
   * learns it at once (its token is refreshed); rejects when the code is invalid, used or expired.
   */
  applyVerification(code: string): Promise<string>;
  /** Asks the server again whether the signed-in user's address is verified (confirmed in another tab or device). */
  refreshVerification(): Promise<boolean>;
}
