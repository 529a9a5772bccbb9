import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  decideHold,
  publicSlotOf,
  type CharterSlotRecord,
  type HoldDecision,
} from '@harbour/domain/charter/charter-holds';
import { DEFAULT_CHARTER_RULES, stillTakes, type CharterRules } from '@harbour/domain/charter/charter-calendar';
import { charterAskProblem, slotsOf, type CharterAsk, type SlotKey } from '@harbour/domain/charter/charter-slots';
import { isLive, replicationFields } from './replication';
import { projectionWrite } from './projections';

/** The backend's record of each half day of the charter boat (charter-holds.ts in the domain). */
export const CHARTER_SLOTS = 'charterSlots';
/** What a visitor's calendar reads of each taken one. */
export const PUBLIC_CHARTER_SLOTS = 'publicCharterSlots';

function recordOf(snap: DocumentSnapshot): CharterSlotRecord | undefined {
  const data = snap.data();
  return isLive(data) ? (data as unknown as CharterSlotRecord) : undefined;
}

/**
 * #33, no double booking: holds a delivered charter request's slots, or says which are taken. One transaction reads
 * every slot document the request needs and writes them all or none: two requests for one slot, delivered at the same
 * moment from two devices, meet on the same document, and the database lets exactly one of them commit; the other is
 * run again, reads the hold, and is told the slot is taken.
 */
export async function holdCharterSlots(
  db: Firestore,
  requestId: string,
  ask: CharterAsk,
  now: Date = new Date(),
  rules: CharterRules = DEFAULT_CHARTER_RULES,
): Promise<HoldDecision> {
  const slots: SlotKey[] = charterAskProblem(ask) ? [] : slotsOf(ask);
  const refs = slots.map((slot) => db.collection(CHARTER_SLOTS).doc(slot));
  return db.runTransaction(async (tx) => {
    const snaps = refs.length ? await tx.getAll(...refs) : [];
    const records = new Map(slots.map((slot, i) => [slot, recordOf(snaps[i]!)] as const));
    const decision = decideHold(requestId, ask, records, now, rules);
    if (!decision.ok) return decision;
    const updatedAt = now.toISOString();
    refs.forEach((ref, i) => {
      if (records.get(slots[i]!)?.requestId === requestId) return; // already this request's
      const record: CharterSlotRecord = {
        id: slots[i]!,
        kind: 'hold',
        heldUntil: decision.heldUntil,
        requestId,
        updatedAt,
      };
      tx.set(ref, { ...record, ...replicationFields(false) });
    });
    return decision;
  });
}

/**
 * Brings publicCharterSlots/{slot} in line with charterSlots/{slot} as it is now (read in the transaction, so a late or
 * repeated trigger leaves the latest state): how the slot is taken, or a tombstone of its id alone once it is free.
 */
export async function syncPublicCharterSlot(db: Firestore, slotId: string): Promise<'taken' | 'free' | 'unchanged'> {
  const source = db.collection(CHARTER_SLOTS).doc(slotId);
  const target = db.collection(PUBLIC_CHARTER_SLOTS).doc(slotId);
  return db.runTransaction(async (tx) => {
    const [record, current] = await Promise.all([tx.get(source), tx.get(target)]);
    const copy = publicSlotOf(recordOf(record));
    const shown = current.exists ? (current.data() ?? null) : null;
    if (copy && isLive(shown) && shown.state === copy.state && shown.heldUntil === copy.heldUntil) return 'unchanged';
    // The listings' rule for a public copy and its tombstone (the id alone once the slot is free).
    const write = projectionWrite(slotId, copy as Record<string, unknown> | null, shown);
    if (!write) return 'unchanged';
    tx.set(target, { ...write.data, ...replicationFields(write.deleted) });
    return write.deleted ? 'free' : 'taken';
  });
}

/**
 * #33: frees the holds whose time is up (the brokerage did not confirm in time). Nothing depends on it: every reader
 * already takes a lapsed hold as free (stillTakes); the sweep tidies the records and the guests' calendars follow
 * (the slots trigger writes each public copy's tombstone). Each slot is read again in a transaction, so a hold renewed
 * or booked meanwhile stays. Returns how many it freed.
 */
export async function sweepLapsedHolds(db: Firestore, now: Date): Promise<number> {
  const lapsed = await db
    .collection(CHARTER_SLOTS)
    .where('kind', '==', 'hold')
    .where('heldUntil', '<=', now.toISOString())
    .get();
  const freed = await Promise.all(
    lapsed.docs.map((doc) =>
      db.runTransaction(async (tx) => {
        const record = recordOf(await tx.get(doc.ref));
        if (
          !record ||
          stillTakes({ kind: record.kind, slots: [record.id], heldUntil: record.heldUntil ?? undefined }, now)
        )
          return false;
        tx.delete(doc.ref);
        return true;
      }),
    ),
  );
  return freed.filter(Boolean).length;
}
