import type { Boat } from '@/data/schemas/boat';
import type { Profile } from '@/data/schemas/profile';
import type { Submission } from '@/data/schemas/submission';
import { clientDisplayName } from './text';
import { byCodeUnits } from '@/lib/compare';

export interface ClientRow {
  id: string;
  fullName: string;
  phone: string | null;
  email: string;
  boats: number;
  submissions: number;
}

/**
 * Clients tab rows. Roles are custom claims on the auth token and are not readable from the replica, so
 * "client" cannot be decided by role here. The honest rule: every profile except the signed-in admin's own
 * is listed (in this product only the team's own accounts are admins; any other account is client-level).
 * Boats are counted by createdBy and submissions by userId.
 */
export function clientRows(
  profiles: ReadonlyArray<Pick<Profile, 'id' | 'fullName' | 'phone' | 'email'>>,
  boats: ReadonlyArray<Pick<Boat, 'createdBy'>>,
  submissions: ReadonlyArray<Pick<Submission, 'userId'>>,
  selfUid: string,
): ClientRow[] {
  const boatCount = new Map<string, number>();
  for (const b of boats) if (b.createdBy) boatCount.set(b.createdBy, (boatCount.get(b.createdBy) ?? 0) + 1);
  const subCount = new Map<string, number>();
  for (const s of submissions) subCount.set(s.userId, (subCount.get(s.userId) ?? 0) + 1);
  return profiles
    .filter((p) => p.id !== selfUid)
    .map((p) => ({
      id: p.id,
      fullName: clientDisplayName(p.fullName),
      phone: p.phone,
      email: p.email,
      boats: boatCount.get(p.id) ?? 0,
      submissions: subCount.get(p.id) ?? 0,
    }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || byCodeUnits(a.id, b.id));
}
