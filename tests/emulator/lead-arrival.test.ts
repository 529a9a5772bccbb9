import { beforeAll, describe, expect, it } from 'vitest';
import { handleInquiryWrite, type WriteEvent } from '../../functions/src/triggers';
import { adminSdk, directFirestore, eventually } from './admin-sdk';
import { storedBoat } from './stored-boat';

// #32 findings N13 (a lead's arrival is the server's) and N17 (the owner's copy goes to the boat's real owner only).
type Firestore = Parameters<typeof handleInquiryWrite>[0];
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const FUTURE = '2999-01-01T00:00:00.000Z';

/** A lead as a visitor's device sends it (saveLead's fields), about `boatId`. */
function visitorLead(boatId: string | null, createdAt = FUTURE) {
  return {
    boatId,
    boatTitle: boatId ? '2022 Sea Ray Sundancer 320' : null,
    name: 'Ana',
    email: 'ana@example.com',
    phone: null,
    message: 'Hi',
    inquiryType: boatId ? 'boat' : 'contact',
    status: 'new',
    details: {},
    createdAt,
    updatedAt: createdAt,
  };
}

describe("finding N13: a lead's arrival is the server's time, stamped by the inquiry trigger", () => {
  it('a lead sent with a future createdAt gets the time it reached the server (the deployed trigger)', async () => {
    const { db } = adminSdk(); // demo-harbour: the Functions emulator's onInquiryWritten runs on it
    const id = unique('n13-lead');
    const ref = db.collection('inquiries').doc(id);
    const sentAt = Date.now();
    await ref.set(visitorLead(null));
    const stamped = await eventually(
      () => ref.get(),
      (s) => typeof s.get('receivedAt') === 'string',
      60_000,
    );
    const receivedAt = stamped.get('receivedAt') as string;
    expect(receivedAt).toBe(stamped.createTime!.toDate().toISOString());
    expect(Date.parse(receivedAt)).toBeGreaterThanOrEqual(sentAt - 5_000);
    expect(Date.parse(receivedAt)).toBeLessThanOrEqual(Date.now());
    expect(stamped.get('createdAt')).toBe(FUTURE); // the visitor's own clock, kept as sent
  }, 90_000);

  it('is stamped once: a later write keeps it; a lead held offline for weeks arrives when it is delivered', async () => {
    const db = directFirestore() as unknown as Firestore; // no deployed trigger: the test runs the handler
    const id = unique('n13-late');
    const ref = db.collection('inquiries').doc(id);
    const event = async (before: WriteEvent['before']) => {
      await handleInquiryWrite(db, { id, eventId: unique('evt'), before, after: await ref.get() });
    };
    await ref.set(visitorLead(null, '2026-01-02T09:00:00.000Z'));
    await event(null);
    const first = await ref.get();
    const receivedAt = first.get('receivedAt') as string;
    expect(receivedAt).toBe(first.createTime!.toDate().toISOString());
    expect(Date.parse(receivedAt)).toBeGreaterThan(Date.parse('2026-01-02T09:00:00.000Z'));

    await ref.update({ status: 'contacted', updatedAt: new Date().toISOString() });
    await event(first);
    expect((await ref.get()).get('receivedAt')).toBe(receivedAt);
  });
});

describe("finding N17: the owner's copy of a lead goes to the boat's owner as the backend knows it", () => {
  let db: Firestore;
  beforeAll(() => {
    db = directFirestore() as unknown as Firestore;
  });

  it("an admin's write naming another client is undone, and that client never gets the copy", async () => {
    const owner = unique('owner');
    const victim = unique('victim');
    const boatId = unique('n17-boat');
    await db.collection('boats').doc(boatId).set(storedBoat(owner));
    const id = unique('n17-lead');
    const ref = db.collection('inquiries').doc(id);
    const copy = () => db.collection('ownerLeads').doc(id).get();
    const event = async (before: WriteEvent['before']) => {
      await handleInquiryWrite(db, { id, eventId: unique('evt'), before, after: await ref.get() });
    };

    await ref.set(visitorLead(boatId, '2026-11-03T09:00:00.000Z'));
    await event(null);
    expect((await copy()).get('boatOwnerId')).toBe(owner);

    // As a write past the rules could (the rules refuse it: tests/rules, 'finding N17'): the lead names another client.
    const before = await ref.get();
    await ref.update({ boatOwnerId: victim, status: 'contacted' });
    await event(before);
    expect((await ref.get()).get('boatOwnerId')).toBe(owner);
    const kept = await copy();
    expect(kept.get('boatOwnerId')).toBe(owner);
    expect(kept.get('status')).toBe('contacted');
    const victims = await db.collection('ownerLeads').where('boatOwnerId', '==', victim).get();
    expect(victims.empty).toBe(true);

    // A lead moved to another boat goes to that boat's owner, and only because the boat is theirs.
    const other = unique('other-owner');
    const otherBoat = unique('n17-boat');
    await db.collection('boats').doc(otherBoat).set(storedBoat(other));
    const moved = await ref.get();
    await ref.update({ boatId: otherBoat, boatOwnerId: victim });
    await event(moved);
    expect((await ref.get()).get('boatOwnerId')).toBe(other);
    expect((await copy()).get('boatOwnerId')).toBe(other);
    expect((await db.collection('ownerLeads').where('boatOwnerId', '==', victim).get()).empty).toBe(true);
  });
});
