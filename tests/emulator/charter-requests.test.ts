import { beforeAll, describe, expect, it } from 'vitest';
import { answerCharterRequest, CHARTER_REPLIES } from '../../functions/src/charter-requests';
import { CHARTER_SLOTS, PUBLIC_CHARTER_SLOTS } from '../../functions/src/charter-holds';
import { charterDetails } from '@harbour/domain/charter/charter-request';
import { SLOT_TAKEN_TEXT } from '@harbour/domain/charter/charter-holds';
import { addDays, nassauDay } from '@harbour/domain/charter/nassau-time';
import { adminSdk, directFirestore, eventually } from './admin-sdk';

// #33: a lead carrying a charter request is answered by the backend: held, or taken with the nearest free asks.
type Firestore = Parameters<typeof answerCharterRequest>[0];
let direct: Firestore;
beforeAll(() => {
  direct = directFirestore() as unknown as Firestore;
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
/** Days of their own for each test, open to requests now (two to nine months ahead: past the demo season the seed
 * tests write around today), from a random start. */
let nextDay = addDays(nassauDay(new Date()), 60 + Math.floor(Math.random() * 200));
const freshDay = () => {
  const day = nextDay;
  nextDay = addDays(nextDay, 3);
  return day;
};

function charterLead(day: string, choice: 'morning' | 'full_day' = 'full_day') {
  const at = new Date().toISOString();
  return {
    boatId: null,
    boatTitle: null,
    name: 'Keisha Rolle',
    email: 'keisha@example.com',
    phone: '+1 242 555 0110',
    message: 'Birthday trip for six.',
    inquiryType: 'charter',
    status: 'new',
    details: charterDetails({ ask: { choice, day }, guests: 6, addOns: [], destination: 'Rose Island' }),
    createdAt: at,
    updatedAt: at,
    _deleted: false,
  };
}

describe('charter requests (#33)', () => {
  it('two guests ask for one day at the same moment: one holds it, the other is told it is taken and offered others', async () => {
    const day = freshDay();
    const [a, b] = [unique('lead-a'), unique('lead-b')];
    const now = new Date();
    const [ra, rb] = await Promise.all([
      answerCharterRequest(direct, a, charterLead(day), now),
      answerCharterRequest(direct, b, charterLead(day, 'morning'), now),
    ]);
    const replies = [ra!, rb!];
    expect(replies.map((r) => r.status).sort()).toEqual(['held', 'taken']);
    const taken = replies.find((r) => r.status === 'taken')!;
    expect(taken.message).toBe(SLOT_TAKEN_TEXT);
    expect(taken.alternatives.length).toBeGreaterThan(0);
    for (const alternative of taken.alternatives) expect(alternative.day).not.toBe(day);
    // Stored for the guest's device under the lead's id; a later write of the lead answers nothing again.
    const held = replies.find((r) => r.status === 'held')!;
    expect((await direct.collection(CHARTER_REPLIES).doc(held.id).get()).data()).toEqual(held);
    expect(await answerCharterRequest(direct, held.id, charterLead(day), new Date())).toBeNull();
  });

  it('a lead without a charter request, or with one it cannot read, is left alone', async () => {
    const id = unique('lead');
    const lead = charterLead(freshDay());
    expect(await answerCharterRequest(direct, id, { ...lead, details: { subject: 'Hello' } })).toBeNull();
    expect(
      await answerCharterRequest(direct, id, { ...lead, details: { ...lead.details, charterGuests: 'x' } }),
    ).toBeNull();
    expect((await direct.collection(CHARTER_REPLIES).doc(id).get()).exists).toBe(false);
  });

  it('through the deployed triggers: the lead arrives, its day is held, and the public calendar shows it held', async () => {
    const { db } = adminSdk(); // demo-harbour: the Functions emulator's onInquiryWritten and onCharterSlotWritten run
    const day = freshDay();
    const id = unique('lead');
    await db.collection('inquiries').doc(id).set(charterLead(day));
    const reply = await eventually(
      () => db.collection(CHARTER_REPLIES).doc(id).get(),
      (s) => s.exists,
      60_000,
    );
    expect(reply.data()).toMatchObject({ status: 'held', alternatives: [] });
    expect((await db.collection(CHARTER_SLOTS).doc(`${day}:am`).get()).get('requestId')).toBe(id);
    const shown = await eventually(
      () => db.collection(PUBLIC_CHARTER_SLOTS).doc(`${day}:pm`).get(),
      (s) => s.exists,
      60_000,
    );
    expect(shown.data()).toMatchObject({ state: 'held', heldUntil: reply.get('heldUntil') });
    expect(shown.data()).not.toHaveProperty('requestId');
  });
});
