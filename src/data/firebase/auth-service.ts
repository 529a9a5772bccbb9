import {
  multiFactor,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as fbSignOut,
  type User,
} from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { firebase } from './app';
import { authErrorCode, readableAuthError } from './auth-errors';
import { isRole, type AuthService, type Role, type SessionUser, type SignUpInput } from './auth-types';
import { passedSecondFactor } from '@harbour/domain/accounts/second-factor';

/** Backoff for waiting on the role claim the backend sets (onAccountRequested, onUserCreated): 200 ms, doubling (as the spec's refresh backoff). */
export const ROLE_CLAIM_DELAYS_MS = [200, 400, 800, 1600, 3200];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    fullName: user.displayName ?? '',
    emailVerified: user.emailVerified,
  };
}

async function readable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw readableAuthError(error);
  }
}

async function roleOf(user: User, forceRefresh: boolean): Promise<Role | null> {
  const token = await user.getIdTokenResult(forceRefresh);
  const role = token.claims.role;
  return isRole(role) ? role : null;
}

async function waitForRoleClaim(user: User): Promise<Role | null> {
  for (const delay of ROLE_CLAIM_DELAYS_MS) {
    const role = await roleOf(user, true);
    if (role) return role;
    await sleep(delay);
  }
  return roleOf(user, true);
}

/** Accounts whose missing role claim this page already waited for (getRole). */
const awaitedRoleClaim = new Set<string>();

export const firebaseAuthService: AuthService = {
  requestAccount: (input: SignUpInput) =>
    readable(async () => {
      await httpsCallable<SignUpInput, { ok: boolean }>(firebase().functions, 'requestAccount')(input);
    }),

  async signIn(email, password) {
    const { auth } = firebase();
    try {
      await signInWithEmailAndPassword(auth, email, password);
      return null;
    } catch (error) {
      // The password was right and the account has a second factor (#32): its code is sent now.
      if (authErrorCode(error) !== 'auth/multi-factor-auth-required') throw readableAuthError(error);
      return (await import('./second-factor-service')).secondFactorChallenge(auth, error);
    }
  },

  signOut: () => readable(() => fbSignOut(firebase().auth)),

  onAuthChange(listener) {
    return onIdTokenChanged(firebase().auth, (user) => listener(user ? toSessionUser(user) : null));
  },

  async getRole() {
    const user = firebase().auth.currentUser;
    if (!user) return null;
    const role = await roleOf(user, false);
    if (role || awaitedRoleClaim.has(user.uid)) return role;
    // A token minted before the role claim was set (a sign-up whose trigger ran late, then a reload) would leave the
    // portal without a role for the token's hour: wait for the claim once per account and page (the forced refreshes
    // fire another auth change, which lands here again and must not start another wait).
    awaitedRoleClaim.add(user.uid);
    return waitForRoleClaim(user);
  },

  async passedSecondFactor() {
    const user = firebase().auth.currentUser;
    return user ? passedSecondFactor((await user.getIdTokenResult(false)).claims.firebase) : false;
  },

  hasSecondFactor() {
    const user = firebase().auth.currentUser;
    return !!user && multiFactor(user).enrolledFactors.length > 0;
  },

  async enrolSecondFactor(phoneNumber) {
    return (await import('./second-factor-service')).enrolPhone(firebase().auth, phoneNumber);
  },

  async getVerifiedCaller() {
    await firebase().auth.authStateReady();
    const user = firebase().auth.currentUser;
    return user ? { uid: user.uid, role: await roleOf(user, false) } : null;
  },
};
