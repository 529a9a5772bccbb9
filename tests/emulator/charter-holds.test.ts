import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHARTER_SLOTS,
  holdCharterSlots,
  PUBLIC_CHARTER_SLOTS,
  sweepLapsedHolds,
  syncPublicCharterSlot,
} from '../../functions/src/charter-holds';
import { SLOT_TAKEN_TEXT } from '@harbour/domain/charter/charter-holds';
import { addDays } from '@harbour/domain/charter/nassau-time';
import { directFirestore } from './admin-sdk';

// #33, no double booking, decided by the backend on the official Firestore emulator (its transactions, its locks).
type Firestore = Parameters<typeof holdCharterSlots>[0];
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const NOW = new Date('2026-12-03T14:00:00Z');
/** A day of its own for each test, open to requests at NOW (within the calendar's year, past the demo season the seed
 * test writes), from a random start per run. */
const firstDay = addDays('2027-01-10', Math.floor(Math.random() * 300));
let daysUsed = 0;
const freshDay = () => addDays(firstDay, daysUsed++);
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('charter holds (#33)', () => {
  it('two requests for one slot at the same moment: exactly one holds it, the other is told it is taken', async () => {
    const day = freshDay();
    const [a, b] = [unique('req-a'), unique('req-b')];
    const outcomes = await Promise.all([
      holdCharterSlots(db, a, { choice: 'full_day', day }, NOW),
      holdCharterSlots(db, b, { choice: 'morning', day }, NOW),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.find((o) => !o.ok);
    expect(refused).toMatchObject({ ok: false, reason: 'taken', message: SLOT_TAKEN_TEXT, taken: [`${day}:am`] });
    const winner = outcomes[0]!.ok ? a : b;
    const am = (await db.collection(CHARTER_SLOTS).doc(`${day}:am`).get()).data();
    expect(am).toMatchObject({
      kind: 'hold',
      requestId: winner,
      heldUntil: '2026-12-04T14:00:00.000Z',
      _deleted: false,
    });
    // The loser wrote nothing: a full day that lost leaves the afternoon free.
    const pm = (await db.collection(CHARTER_SLOTS).doc(`${day}:pm`).get()).data();
    if (winner === b) expect(pm).toBeUndefined();
  });

  it('a hold lapses by itself: after its end, another request holds the slot', async () => {
    const day = freshDay();
    expect(await holdCharterSlots(db, unique('req'), { choice: 'afternoon', day }, NOW)).toMatchObject({ ok: true });
    const later = new Date(NOW.getTime() + 24 * 3_600_000);
    const next = unique('req');
    expect(await holdCharterSlots(db, next, { choice: 'afternoon', day }, later)).toMatchObject({ ok: true });
    expect((await db.collection(CHARTER_SLOTS).doc(`${day}:pm`).get()).get('requestId')).toBe(next);
  });

  it('the same request delivered twice holds once, with its first end', async () => {
    const day = freshDay();
    const id = unique('req');
    const first = await holdCharterSlots(db, id, { choice: 'morning', day }, NOW);
    const again = await holdCharterSlots(db, id, { choice: 'morning', day }, new Date(NOW.getTime() + 60_000));
    expect(again).toEqual(first);
    expect((await db.collection(CHARTER_SLOTS).doc(`${day}:am`).get()).get('updatedAt')).toBe(NOW.toISOString());
  });

  it('the public copy says a slot is held and until when, never by whom; a freed slot leaves only its id', async () => {
    const day = freshDay();
    const slot = `${day}:am`;
    await holdCharterSlots(db, unique('req'), { choice: 'morning', day }, NOW);
    expect(await syncPublicCharterSlot(db, slot)).toBe('taken');
    const copy = (await db.collection(PUBLIC_CHARTER_SLOTS).doc(slot).get()).data()!;
    expect(copy).toMatchObject({ id: slot, state: 'held', heldUntil: '2026-12-04T14:00:00.000Z', _deleted: false });
    expect(Object.keys(copy).sort()).toEqual(['_deleted', 'heldUntil', 'id', 'serverTimestamp', 'state']);
    expect(await syncPublicCharterSlot(db, slot)).toBe('unchanged');

    await db.collection(CHARTER_SLOTS).doc(slot).delete();
    expect(await syncPublicCharterSlot(db, slot)).toBe('free');
    const tombstone = (await db.collection(PUBLIC_CHARTER_SLOTS).doc(slot).get()).data()!;
    expect(Object.keys(tombstone).sort()).toEqual(['_deleted', 'id', 'serverTimestamp']);
    expect(tombstone._deleted).toBe(true);
  });

  it('the sweep frees the holds whose time is up and leaves the rest (a booking, a hold still running)', async () => {
    const [lapsedDay, liveDay, bookedDay] = [freshDay(), freshDay(), freshDay()];
    await holdCharterSlots(db, unique('req'), { choice: 'morning', day: lapsedDay }, NOW);
    const later = new Date(NOW.getTime() + 25 * 3_600_000);
    await holdCharterSlots(db, unique('req'), { choice: 'morning', day: liveDay }, later);
    await db
      .collection(CHARTER_SLOTS)
      .doc(`${bookedDay}:am`)
      .set({
        id: `${bookedDay}:am`,
        kind: 'booking',
        heldUntil: null,
        requestId: null,
        updatedAt: NOW.toISOString(),
        _deleted: false,
      });
    const freed = await sweepLapsedHolds(db, new Date(later.getTime() + 60_000));
    expect(freed).toBeGreaterThanOrEqual(1);
    expect((await db.collection(CHARTER_SLOTS).doc(`${lapsedDay}:am`).get()).exists).toBe(false);
    expect((await db.collection(CHARTER_SLOTS).doc(`${liveDay}:am`).get()).get('kind')).toBe('hold');
    expect((await db.collection(CHARTER_SLOTS).doc(`${bookedDay}:am`).get()).get('kind')).toBe('booking');
    // Its public copy follows (the slots trigger, run here by hand): only the id is left.
    expect(await syncPublicCharterSlot(db, `${lapsedDay}:am`)).not.toBe('taken');
  });
});
