import type { Firestore } from 'firebase-admin/firestore';
import { demoCharterSeason } from '@harbour/domain/charter/charter-season';
import { CHARTER_SLOTS, syncPublicCharterSlot } from './charter-holds';
import { replicationFields } from './replication';

/**
 * #33: seeds the demo charter season (the emulators only: scripts/seed-firestore.mjs). A slot already taken is left as
 * it is (a demo in use keeps its holds and bookings); each slot's public copy is then written by the backend's own
 * rule (syncPublicCharterSlot). Returns how many slots it wrote.
 */
export async function seedCharterSeason(db: Firestore, now: Date): Promise<number> {
  const season = demoCharterSeason(now);
  const refs = season.map((r) => db.collection(CHARTER_SLOTS).doc(r.id));
  const existing = await db.getAll(...refs);
  const batch = db.batch();
  let written = 0;
  season.forEach((record, i) => {
    if (existing[i]!.exists) return;
    batch.set(refs[i]!, { ...record, ...replicationFields(false) });
    written += 1;
  });
  if (written) await batch.commit();
  await Promise.all(season.map((r) => syncPublicCharterSlot(db, r.id)));
  return written;
}
