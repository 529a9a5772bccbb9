import type { Boat } from '@harbour/domain/schemas/boat';
import type { Profile } from '@harbour/domain/schemas/profile';
import type { Submission } from '@harbour/domain/schemas/submission';
import { clientDisplayName } from './text';
import { byCodeUnits } from '@/lib/compare';
import { leadArrivedAt, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';

export interface ClientRow {
  id: string;
  fullName: string;
  phone: string | null;
  email: string;
  /** When the account was made: what tells two clients of one name apart, as a broker would put it. */
  since: string;
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
  profiles: ReadonlyArray<Pick<Profile, 'id' | 'fullName' | 'phone' | 'email' | 'createdAt'>>,
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
      since: p.createdAt,
      boats: boatCount.get(p.id) ?? 0,
      submissions: subCount.get(p.id) ?? 0,
    }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || byCodeUnits(a.id, b.id));
}

/** One client's file: their boats, submissions and the leads on their boats, newest first. */
export interface ClientFile<B, S, L> {
  boats: B[];
  submissions: S[];
  leads: L[];
}

/** Pure: what the brokerage has of one client: boats they listed (createdBy), their submissions, leads on their boats. */
export function clientFile<
  B extends Pick<Boat, 'id' | 'createdBy' | 'createdAt'>,
  S extends Pick<Submission, 'userId' | 'submittedAt'>,
  L extends { boatOwnerId?: string | null; boatId: string | null } & ArrivalFields,
>(
  clientId: string,
  boats: readonly B[],
  submissions: readonly S[],
  leads: readonly L[],
  now: Date,
): ClientFile<B, S, L> {
  const newest =
    <T>(at: (t: T) => string) =>
    (a: T, b: T) =>
      byCodeUnits(at(b), at(a));
  const theirBoats = boats.filter((b) => b.createdBy === clientId);
  const boatIds = new Set(theirBoats.map((b) => b.id));
  return {
    boats: theirBoats.sort(newest((b) => b.createdAt)),
    submissions: submissions.filter((s) => s.userId === clientId).sort(newest((s) => s.submittedAt)),
    leads: leads
      .filter((l) => l.boatOwnerId === clientId || (l.boatId !== null && boatIds.has(l.boatId)))
      .sort(newest((l) => leadArrivedAt(l, now))), // the server's arrival (finding N13)
  };
}
