/** Account types shared by the auth service (firebase) and the session store (no firebase). */
export type Role = 'admin' | 'client';

export interface SessionUser {
  uid: string;
  email: string;
  fullName: string;
  /** Whether the address was confirmed through the link Firebase emailed (#32): only then does the site email it. */
  emailVerified: boolean;
}

/** The sign-up form's details (#32: no password; it is chosen on the emailed link's page). */
export interface SignUpInput {
  fullName: string;
  email: string;
  /** Empty when not given. */
  phone: string;
}

/**
 * A sign-in waiting for its second factor (#32): the password was right and a code went by text message to the
 * account's phone. Rejections are AuthServiceErrors fit to show.
 */
export interface SecondFactorChallenge {
  /** The number the code went to, as Firebase masks it (e.g. '+*******0100'). */
  hint: string;
  /** Checks the code; the session starts (the auth change follows). */
  verify(code: string): Promise<void>;
  /** Sends a new code (the one before stops working). */
  resend(): Promise<void>;
}

/** Enrolling the signed-in admin's phone as the second factor: the code went to `phoneNumber`. */
export interface SecondFactorEnrolment {
  /** Checks the code and enrols the phone; the session's token then carries the second factor. */
  verify(code: string): Promise<void>;
}

/** What the web app needs from the accounts backend; src/data/firebase/auth-service.ts implements it. */
export interface AuthService {
  /**
   * Asks the backend for an account (#32): it answers the same for every address and emails either the link that
   * finishes the account (its password chosen there) or, to an address that has one, how to log in.
   */
  requestAccount(input: SignUpInput): Promise<void>;
  /** Resolves null once signed in, or the second factor's challenge when the account has one (#32). */
  signIn(email: string, password: string): Promise<SecondFactorChallenge | null>;
  signOut(): Promise<void>;
  /** Called with the current user at once, then on every sign-in, sign-out and token change. */
  onAuthChange(listener: (user: SessionUser | null) => void): () => void;
  /** The role claim of the signed-in user's ID token; null without a session or role. */
  getRole(): Promise<Role | null>;
  /** Whether the signed-in session passed a second factor (its ID token says so); admins need it (#32). */
  passedSecondFactor(): Promise<boolean>;
  /** Whether the signed-in account has a second factor enrolled (then a session without it must sign in again). */
  hasSecondFactor(): boolean;
  /** Sends a code to `phoneNumber` (E.164) to enrol it as the signed-in account's second factor. */
  enrolSecondFactor(phoneNumber: string): Promise<SecondFactorEnrolment>;
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
