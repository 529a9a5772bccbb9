import { beforeAll, describe, expect, it } from 'vitest';
import { backfillLeadArrivals, reprojectPublicCopies } from '../../functions/src/backfills';
import { directFirestore } from './admin-sdk';
import { storedBoat } from './stored-boat';

// #32's one-off backfills (`npm run backfill`), on the official Firestore emulator, in a project no function watches:
// the documents are written as they were before the change, then the backfill runs.
type Firestore = Parameters<typeof backfillLeadArrivals>[0];
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('one-off backfills (#32)', () => {
  it('finding N13: a lead from before the arrival stamp gets the time it reached the server; a stamped one keeps its own', async () => {
    const old = db.collection('inquiries').doc(unique('old-lead'));
    const lead = {
      boatId: null,
      boatTitle: null,
      name: 'Ana',
      email: 'ana@example.com',
      phone: null,
      message: 'Hi',
      inquiryType: 'contact',
      status: 'new',
      details: {},
      // The sender's clock, a year ahead: what the lists ordered by before N13.
      createdAt: '2027-11-01T09:00:00.000Z',
      updatedAt: '2027-11-01T09:00:00.000Z',
      _deleted: false,
    };
    await old.set(lead);
    const stamped = db.collection('inquiries').doc(unique('new-lead'));
    await stamped.set({ ...lead, receivedAt: '2026-11-20T10:00:00.000Z' });

    expect(await backfillLeadArrivals(db)).toBeGreaterThanOrEqual(1);
    const created = (await old.get()).createTime!.toDate().toISOString();
    expect((await old.get()).get('receivedAt')).toBe(created);
    expect((await stamped.get()).get('receivedAt')).toBe('2026-11-20T10:00:00.000Z');
    // Run again: nothing left to stamp of these two.
    await backfillLeadArrivals(db);
    expect((await old.get()).get('receivedAt')).toBe(created);
  });

  it("finding N1: a listing projected before with another project's photo is projected again without it", async () => {
    const id = unique('boat');
    const ours = { id: 'p1', url: '/media/boats/sea-ray-960.webp', isPrimary: true, displayOrder: 1 };
    const foreign = {
      id: 'p2',
      url: 'https://firebasestorage.googleapis.com/v0/b/attacker.appspot.com/o/x%2Fp2?alt=media&token=1',
      isPrimary: false,
      displayOrder: 2,
    };
    await db
      .collection('boats')
      .doc(id)
      .set({ ...storedBoat('owner-1', { images: [ours, foreign] }), _deleted: false });
    // What the old projection wrote: the foreign photo included.
    await db
      .collection('listings')
      .doc(id)
      .set({ ...storedBoat('owner-1', { images: [ours, foreign] }), id, _deleted: false });

    expect(await reprojectPublicCopies(db, new Date('2026-11-29T12:00:00Z'))).toBeGreaterThanOrEqual(1);
    const images = (await db.collection('listings').doc(id).get()).get('images') as Array<{ id: string }>;
    expect(images.map((i) => i.id)).toEqual(['p1']);
  });
});
