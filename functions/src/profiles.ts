import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ProfileInput } from './profile-input';

/** profiles/{uid}: the document id equals the user id (spec: profiles.id = user id). */
export const PROFILES = 'profiles';

export interface ProfileDoc {
  fullName: string;
  phone: string | null;
  email: string;
  /** The account's creation time (ISO), the same value whichever write lands first. */
  createdAt: string;
  updatedAt: string;
}

/** Fields RxDB's Firestore replication needs on every write made outside it, so devices pull the change. */
function replicated() {
  return { serverTimestamp: FieldValue.serverTimestamp(), _deleted: false };
}

/**
 * Written by the auth trigger: creates the profile if it does not exist yet (with the auth display
 * name, if any). If an account request (saveClientProfile) got there first, only email and createdAt are merged, so the name
 * and phone it wrote are kept: the two run in either order, without a transaction.
 */
export async function writeNewUserProfile(
  db: Firestore,
  uid: string,
  fields: { email: string; createdAt: string; displayName?: string | null },
): Promise<void> {
  const ref = db.collection(PROFILES).doc(uid);
  const doc: ProfileDoc = {
    fullName: fields.displayName ?? '',
    phone: null,
    email: fields.email,
    createdAt: fields.createdAt,
    updatedAt: fields.createdAt,
  };
  try {
    await ref.create({ ...doc, ...replicated() });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    await ref.set({ email: fields.email, createdAt: fields.createdAt, ...replicated() }, { merge: true });
  }
}

function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}

/** The sign-up details (full name, optional phone) of the calling user. */
export async function saveClientProfile(
  db: Firestore,
  uid: string,
  fields: { email: string; createdAt: string },
  input: ProfileInput,
  now: Date = new Date(),
): Promise<void> {
  const doc: ProfileDoc = {
    fullName: input.fullName,
    phone: input.phone,
    email: fields.email,
    createdAt: fields.createdAt,
    updatedAt: now.toISOString(),
  };
  await db
    .collection(PROFILES)
    .doc(uid)
    .set({ ...doc, ...replicated() }, { merge: true });
}

/** The profile's own fields (without the replication fields). */
export async function readProfile(db: Firestore, uid: string): Promise<ProfileDoc | null> {
  const snap = await db.collection(PROFILES).doc(uid).get();
  if (!snap.exists) return null;
  const {
    serverTimestamp: _ts,
    _deleted: _del,
    ...profile
  } = snap.data() as ProfileDoc & { serverTimestamp?: unknown; _deleted?: boolean };
  return profile;
}

/** Whether a profile carries the replication fields (a server timestamp and _deleted false). */
export async function isReplicable(db: Firestore, uid: string): Promise<boolean> {
  const data = (await db.collection(PROFILES).doc(uid).get()).data();
  return Boolean(
    data && data._deleted === false && data.serverTimestamp && typeof data.serverTimestamp.toDate === 'function',
  );
}

/** Auth's creationTime is an HTTP date string; profiles keep ISO like the rest of the data. */
export function isoFromAuthTime(creationTime: string | undefined, fallback: Date = new Date()): string {
  const time = creationTime ? Date.parse(creationTime) : NaN;
  return Number.isNaN(time) ? fallback.toISOString() : new Date(time).toISOString();
}
