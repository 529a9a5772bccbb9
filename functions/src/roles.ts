import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { withRole, type Role } from './profile-input';
import { passedSecondFactor } from '@harbour/domain/accounts/second-factor';

/**
 * roleRevocations/{uid} { at }: when an admin was demoted, in whole seconds (an ID token's auth_time unit). A demoted
 * admin's ID token still carries role 'admin' until it expires (up to an hour): firestore.rules isAdmin() refuses a
 * token signed in at or before `at`, and the functions check the same (finding 14).
 */
export const ROLE_REVOCATIONS = 'roleRevocations';

/**
 * Sets the role claim, keeping other claims. Taking admin away also ends the user's sessions: the revocation is recorded
 * first (the rules act on it at once), then the claim changes and the refresh tokens are revoked (the app signs out).
 */
export async function setRole(auth: Auth, db: Firestore, uid: string, role: Role, now = new Date()): Promise<void> {
  const user = await auth.getUser(uid);
  const demoted = user.customClaims?.role === 'admin' && role !== 'admin';
  if (demoted)
    await db
      .collection(ROLE_REVOCATIONS)
      .doc(uid)
      .set({ at: Math.floor(now.getTime() / 1000) });
  await auth.setCustomUserClaims(uid, withRole(user.customClaims, role));
  if (demoted) await auth.revokeRefreshTokens(uid);
}

/**
 * Pure: whether a token still speaks for an admin: role 'admin', a session that passed the second factor (#32), signed
 * in after any demotion (seconds).
 */
export function tokenIsAdmin(
  token: Pick<DecodedIdToken, 'auth_time'> & { role?: unknown; firebase?: unknown },
  revokedAt: number | null,
): boolean {
  return (
    token.role === 'admin' && passedSecondFactor(token.firebase) && (revokedAt === null || token.auth_time > revokedAt)
  );
}

/** The caller's admin rights, with its account's demotion (if any) read from roleRevocations. */
export async function callerIsAdmin(db: Firestore, uid: string, token: DecodedIdToken): Promise<boolean> {
  if (token.role !== 'admin' || !passedSecondFactor(token.firebase)) return false;
  const revocation = (await db.collection(ROLE_REVOCATIONS).doc(uid).get()).data();
  return tokenIsAdmin(token, typeof revocation?.at === 'number' ? revocation.at : null);
}

/**
 * New accounts are clients. An account that already has a role (e.g. a seeded admin granted
 * before this trigger ran) keeps it.
 */
export async function ensureDefaultRole(auth: Auth, uid: string): Promise<Role> {
  const user = await auth.getUser(uid);
  const current = user.customClaims?.role;
  if (current === 'admin' || current === 'client') return current;
  await auth.setCustomUserClaims(uid, withRole(user.customClaims, 'client'));
  return 'client';
}
