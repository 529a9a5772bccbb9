import type { Auth } from 'firebase-admin/auth';
import { withRole, type Role } from './profile-input';

/** Sets the role claim, keeping other claims. */
export async function setRole(auth: Auth, uid: string, role: Role): Promise<void> {
  const user = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, withRole(user.customClaims, role));
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
