import type { Firestore } from 'firebase-admin/firestore';
import { readSearchAlerts } from '@harbour/domain/schemas/search-alert';
import { alertIndexKeys, listingAlertKeys } from '@harbour/domain/search/alert-index';

/**
 * alertIndex/{uid} { keys, updatedAt }: the boat types an account's search alerts ask for (@harbour/domain/search/
 * alert-index), so a publish reads only the accounts whose alerts may find the boat (finding N2). Server-only.
 */
export const ALERT_INDEX = 'alertIndex';

type Data = Record<string, unknown> | null;

/** profiles/{uid} written: its alerts' keys, or no entry without alerts (or without the profile). */
export async function syncAlertIndex(db: Firestore, uid: string, profile: Data, now: Date = new Date()): Promise<void> {
  const live = profile !== null && profile._deleted !== true;
  const keys = live ? alertIndexKeys(readSearchAlerts(profile.searchAlerts)) : [];
  const ref = db.collection(ALERT_INDEX).doc(uid);
  if (keys.length === 0) await ref.delete();
  else await ref.set({ keys, updatedAt: now.toISOString() });
}

/** The accounts whose alerts may find this listing (at most 30 keys a query: a listing has two). */
export async function alertCandidates(db: Firestore, listing: { type?: unknown }): Promise<string[]> {
  const found = await db.collection(ALERT_INDEX).where('keys', 'array-contains-any', listingAlertKeys(listing)).get();
  return found.docs.map((d) => d.id);
}

/**
 * Every profile with alerts indexed again (alerts saved before the index existed are found only once indexed):
 * `npm run backfill` once after the first deploy of the index. Returns how many accounts have an entry.
 */
export async function reindexAlerts(db: Firestore, now: Date = new Date()): Promise<number> {
  const profiles = await db.collection('profiles').where('searchAlerts', '!=', []).get();
  await Promise.all(profiles.docs.map((p) => syncAlertIndex(db, p.id, p.data(), now)));
  return (await db.collection(ALERT_INDEX).count().get()).data().count;
}
