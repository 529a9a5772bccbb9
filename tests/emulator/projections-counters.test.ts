import { beforeAll, describe, expect, it } from 'vitest';
import {
  handleBlogPostWrite,
  handleBoatWrite,
  handleInquiryWrite,
  handleSubmissionWrite,
  type WriteEvent,
} from '../../functions/src/triggers';
import { newInquiriesInWindow } from '@harbour/domain/counters/inquiry-window';
import { readAdminStats, readOwnerStats, SUBMISSION_LIMITS } from '../../functions/src/counters';
import {
  MAX_OPEN_SUBMISSIONS,
  SPECIFICATIONS_OUT_OF_BOUNDS,
  TOO_MANY_OPEN_SUBMISSIONS,
} from '@harbour/domain/schemas/submission-limits';
import { directFirestore } from './admin-sdk';
import { storedBoat } from './stored-boat';

// The Firestore trigger handlers (functions/src/triggers.ts), called with before/after snapshots read from
// the Firestore emulator, in a project no function watches (directFirestore): each test writes, then calls the handler.
type Firestore = Parameters<typeof handleBoatWrite>[0];
type Handler = (db: Firestore, event: WriteEvent) => Promise<void>;
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const NOW = new Date('2026-11-03T09:00:00.000Z');

/** Writes (or deletes, with null) the document, then runs the handler as the trigger would. Returns the event. */
async function write(
  collection: string,
  id: string,
  data: Record<string, unknown> | null,
  handler: Handler,
  merge = false,
): Promise<WriteEvent> {
  const ref = db.collection(collection).doc(id);
  const before = await ref.get();
  if (data === null) await ref.delete();
  else await ref.set(data, { merge });
  const event: WriteEvent = { id, eventId: unique('evt'), before, after: await ref.get(), now: NOW };
  await handler(db, event);
  return event;
}

/** A trigger's own write fires it again: runs `handler` on the document as stored now, changed from `before`. */
async function afterOwnWrite(collection: string, id: string, before: Record<string, unknown>, handler: Handler) {
  const ref = db.collection(collection).doc(id);
  await handler(db, {
    id,
    eventId: unique('evt'),
    before: { exists: true, data: () => before },
    after: await ref.get(),
    now: NOW,
  });
  return ref;
}

function boat(id: string, owner: string, status: string) {
  return {
    ...storedBoat(owner, { status, images: [{ id: 'i1', url: 'pending:x', isPrimary: true, displayOrder: 0 }] }),
    id,
    commissionRate: 4.5,
    serverTimestamp: null,
    _deleted: false,
  };
}

/** A submission as an owner's device writes it (photos left out: these tests count, they do not upload). */
function submissionDoc(owner: string, id: string, status: string) {
  return {
    id,
    userId: owner,
    status,
    reviewNote: null,
    submissionData: {},
    photos: [],
    boatId: null,
    submittedAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    _deleted: false,
  };
}

const listing = async (id: string) => (await db.collection('listings').doc(id).get()).data();

describe('boats → listings projection', () => {
  it('active: public copy without commissionRate; sold: soft-deleted; active again: back; deleted: soft-deleted', async () => {
    const id = unique('boat');
    const owner = unique('owner');
    await write('boats', id, boat(id, owner, 'active'), handleBoatWrite);
    const listed = await listing(id);
    expect(listed).toMatchObject({
      id,
      make: 'Sea Ray',
      status: 'active',
      createdBy: null, // finding 14: a listing does not say whose boat it is
      _deleted: false,
      images: [],
    });
    expect(listed).not.toHaveProperty('commissionRate');
    expect(listed?.serverTimestamp?.toDate()).toBeInstanceOf(Date);

    await write('boats', id, { status: 'sold', updatedAt: '2026-10-05T00:00:00.000Z' }, handleBoatWrite, true);
    expect(await listing(id)).toMatchObject({ id, _deleted: true }); // a tombstone (finding N11)

    await write('boats', id, { status: 'active' }, handleBoatWrite, true);
    expect(await listing(id)).toMatchObject({ status: 'active', _deleted: false });

    await write('boats', id, null, handleBoatWrite);
    expect(await listing(id)).toMatchObject({ _deleted: true });
  });

  it('an RxDB soft delete (_deleted: true on the boat) withdraws the listing', async () => {
    const id = unique('boat');
    await write('boats', id, boat(id, unique('owner'), 'active'), handleBoatWrite);
    await write('boats', id, { _deleted: true }, handleBoatWrite, true);
    expect(await listing(id)).toMatchObject({ _deleted: true });
  });

  it('finding N11: a withdrawn or deleted listing keeps only its id, the deletion and the replication timestamp', async () => {
    const id = unique('boat');
    const tombstoneKeys = ['_deleted', 'id', 'serverTimestamp'];
    await write('boats', id, boat(id, unique('owner'), 'active'), handleBoatWrite);
    await write('boats', id, { status: 'sold' }, handleBoatWrite, true);
    expect(Object.keys((await listing(id))!).sort()).toEqual(tombstoneKeys);
    await write('boats', id, { status: 'active' }, handleBoatWrite, true);
    expect(await listing(id)).toMatchObject({ make: 'Sea Ray', _deleted: false });
    await write('boats', id, { _deleted: true }, handleBoatWrite, true);
    const tombstone = (await listing(id))!;
    expect(Object.keys(tombstone).sort()).toEqual(tombstoneKeys);
    expect(tombstone).toMatchObject({ id, _deleted: true });
  });

  it("finding N11: the boat trigger empties a deleted boat's folder, and only when it is deleted", async () => {
    const id = unique('boat');
    const objects = new Set([`boats/${id}/p1`, `boats/${id}/documents/survey.pdf`, `boats/${id}x/p1`]);
    const folder = {
      store: {
        list: async (prefix: string) => [...objects].filter((name) => name.startsWith(prefix)),
        delete: async (path: string) => void objects.delete(path),
      },
      log: () => {},
    };
    const withFolder: Handler = (d, event) => handleBoatWrite(d, event, undefined, undefined, folder);
    await write('boats', id, boat(id, unique('owner'), 'active'), withFolder);
    await write('boats', id, { status: 'sold' }, withFolder, true);
    expect(objects.size).toBe(3); // withdrawn, not deleted: it can come back
    await write('boats', id, { _deleted: true }, withFolder, true);
    expect([...objects]).toEqual([`boats/${id}x/p1`]);
  });

  it("finding N1: a photo in another project's bucket never reaches the listing; the project's own do", async () => {
    const id = unique('boat');
    // emulators:exec describes the demo project (FIREBASE_CONFIG) and its Storage endpoint, as the Functions emulator does.
    const ours = `http://127.0.0.1:9199/v0/b/demo-harbour.appspot.com/o/boats%2F${id}%2Fp2?alt=media&token=5e0c`;
    const foreign =
      'https://firebasestorage.googleapis.com/v0/b/attacker.appspot.com/o/submissions%2Fu%2Fs%2Fp3?alt=media&token=5e0c';
    const images = [
      { id: 'p1', url: '/media/boats/sea-ray-960.webp', isPrimary: true, displayOrder: 1 },
      { id: 'p2', url: ours, isPrimary: false, displayOrder: 2 },
      { id: 'p3', url: foreign, isPrimary: false, displayOrder: 3 },
    ];
    await write('boats', id, { ...boat(id, unique('owner'), 'active'), images }, handleBoatWrite);
    expect(((await listing(id))!.images as { id: string }[]).map((i) => i.id)).toEqual(['p1', 'p2']);
  });

  it('a draft never gets a public copy', async () => {
    const id = unique('boat');
    await write('boats', id, boat(id, unique('owner'), 'draft'), handleBoatWrite);
    expect((await db.collection('listings').doc(id).get()).exists).toBe(false);
  });
});

describe('blogPosts → publishedPosts projection', () => {
  it('published: present with baseline views; archived: soft-deleted; draft never public', async () => {
    const id = unique('post');
    const post = {
      id,
      title: 'Reefs',
      slug: id,
      excerpt: null,
      content: 'x',
      featuredImageUrl: null,
      status: 'published',
      tags: [],
      publishedAt: '2026-10-01T00:00:00.000Z',
      viewCount: 12,
      authorId: 'a',
      createdAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-10-01T00:00:00.000Z',
    };
    await write('blogPosts', id, post, handleBlogPostWrite);
    expect((await db.collection('publishedPosts').doc(id).get()).data()).toMatchObject({
      id,
      slug: id,
      viewCount: 12,
      _deleted: false,
    });
    await write('blogPosts', id, { status: 'archived' }, handleBlogPostWrite, true);
    const withdrawn = (await db.collection('publishedPosts').doc(id).get()).data();
    expect(withdrawn).toMatchObject({ id, _deleted: true });
    expect(Object.keys(withdrawn!).sort()).toEqual(['_deleted', 'id', 'serverTimestamp']); // finding N11: a tombstone

    const draft = unique('post');
    await write('blogPosts', draft, { ...post, id: draft, slug: draft, status: 'draft' }, handleBlogPostWrite);
    expect((await db.collection('publishedPosts').doc(draft).get()).exists).toBe(false);
  });
});

describe('counters after a sequence of transitions', () => {
  it('submissions and boats move stats/admin and ownerStats; a redelivered event counts once', async () => {
    const owner = unique('owner');
    const base = await readAdminStats(db);
    const sid = unique('sub');
    const submission = (status: string) => submissionDoc(owner, sid, status);

    const created = await write('submissions', sid, submission('pending'), handleSubmissionWrite);
    await handleSubmissionWrite(db, created); // at-least-once delivery: same event again
    expect(await readOwnerStats(db, owner)).toMatchObject({ totalSubmissions: 1, pendingReviews: 1 });
    expect((await readAdminStats(db)).pendingSubmissions - base.pendingSubmissions).toBe(1);

    await write('submissions', sid, submission('needs_changes'), handleSubmissionWrite);
    expect(await readOwnerStats(db, owner)).toMatchObject({ totalSubmissions: 1, pendingReviews: 0 });
    await write('submissions', sid, submission('pending'), handleSubmissionWrite);
    await write('submissions', sid, submission('approved'), handleSubmissionWrite);
    expect(await readOwnerStats(db, owner)).toMatchObject({ totalSubmissions: 1, pendingReviews: 0 });
    expect((await readAdminStats(db)).pendingSubmissions - base.pendingSubmissions).toBe(0);

    const bid = unique('boat');
    await write('boats', bid, boat(bid, owner, 'draft'), handleBoatWrite);
    expect((await readOwnerStats(db, owner)).activeListings).toBe(0);
    await write('boats', bid, { status: 'active' }, handleBoatWrite, true);
    expect((await readOwnerStats(db, owner)).activeListings).toBe(1);
    expect((await readAdminStats(db)).activeListings - base.activeListings).toBe(1);
    await write('boats', bid, { price: 180000 }, handleBoatWrite, true);
    expect((await readOwnerStats(db, owner)).activeListings).toBe(1);
    await write('boats', bid, { status: 'sold' }, handleBoatWrite, true);
    expect((await readOwnerStats(db, owner)).activeListings).toBe(0);
    expect((await readAdminStats(db)).activeListings - base.activeListings).toBe(0);

    await write('submissions', sid, null, handleSubmissionWrite);
    expect(await readOwnerStats(db, owner)).toMatchObject({ totalSubmissions: 0, pendingReviews: 0 });
    const stats = (await db.collection('ownerStats').doc(owner).get()).data();
    expect(stats).toMatchObject({ id: owner, _deleted: false });
    expect(stats?.serverTimestamp?.toDate()).toBeInstanceOf(Date);
  });

  it('finding N4: the open count follows each submission once; a burst past the limit is refused with the reason', async () => {
    const owner = unique('owner');
    const open = async () => (await db.collection(SUBMISSION_LIMITS).doc(owner).get()).get('open');
    const submission = (sid: string, status: string) => submissionDoc(owner, sid, status);
    const first = unique('sub');
    const created = await write('submissions', first, submission(first, 'pending'), handleSubmissionWrite);
    await handleSubmissionWrite(db, created); // redelivered: counted once
    expect(await open()).toBe(1);
    await write('submissions', first, submission(first, 'needs_changes'), handleSubmissionWrite);
    expect(await open()).toBe(1);
    await write('submissions', first, submission(first, 'rejected'), handleSubmissionWrite);
    expect(await open()).toBe(0);

    // Six sent at the same moment, past what the rules could see: the writes land, then each trigger runs.
    const ids = Array.from({ length: MAX_OPEN_SUBMISSIONS + 1 }, () => unique('sub'));
    const events = await Promise.all(
      ids.map(async (sid): Promise<WriteEvent> => {
        const ref = db.collection('submissions').doc(sid);
        const before = await ref.get();
        await ref.set(submission(sid, 'pending'));
        return { id: sid, eventId: unique('evt'), before, after: await ref.get(), now: NOW };
      }),
    );
    await Promise.all(events.map((event) => handleSubmissionWrite(db, event)));
    const docs = await Promise.all(ids.map(async (sid) => (await db.collection('submissions').doc(sid).get()).data()!));
    const refused = docs.filter((d) => d.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const d of refused) expect(d.reviewNote).toBe(TOO_MANY_OPEN_SUBMISSIONS);
    // The refusals are writes like any other: run their triggers, and the count is what is open.
    for (const d of refused)
      await afterOwnWrite('submissions', d.id as string, { ...d, status: 'pending' }, handleSubmissionWrite);
    expect(await open()).toBe(docs.length - refused.length);
    expect(await open()).toBeLessThanOrEqual(MAX_OPEN_SUBMISSIONS);
  });

  it('finding N5: a submission whose specification is a megabyte long is rejected with the reason, its specifications emptied', async () => {
    const owner = unique('owner');
    const sid = unique('sub');
    const fine = { ...submissionDoc(owner, sid, 'pending'), particulars: { builder: 'Grady-White', cabins: 1 } };
    await write('submissions', sid, fine, handleSubmissionWrite);
    expect((await db.collection('submissions').doc(sid).get()).data()).toMatchObject({
      status: 'pending',
      particulars: fine.particulars,
    });

    const huge = { ...fine, particulars: { builder: 'x'.repeat(1_000_000) }, updatedAt: '2026-11-02T00:00:00.000Z' };
    await write('submissions', sid, huge, handleSubmissionWrite);
    const stored = (await db.collection('submissions').doc(sid).get()).data()!;
    expect(stored).toMatchObject({ status: 'rejected', reviewNote: SPECIFICATIONS_OUT_OF_BOUNDS, particulars: {} });
    expect(stored.updatedAt > huge.updatedAt).toBe(true);
    // Its own write runs the trigger again: nothing more happens, and it no longer counts as open.
    const ref = await afterOwnWrite('submissions', sid, huge, handleSubmissionWrite);
    expect((await ref.get()).data()).toEqual(stored);
    expect((await db.collection(SUBMISSION_LIMITS).doc(owner).get()).get('open')).toBe(0);
  });

  it('a new inquiry gets its boat owner, counts for the day and, once enriched, for the owner', async () => {
    const owner = unique('owner');
    const bid = unique('boat');
    await db
      .collection('boats')
      .doc(bid)
      .set(boat(bid, owner, 'active'));
    const base = await readAdminStats(db);
    const iid = unique('inq');
    const inquiry = {
      id: iid,
      boatId: bid,
      boatTitle: '2022 Sea Ray Sundancer 320',
      name: 'Ana',
      email: 'ana@example.com',
      phone: null,
      message: 'Hi',
      inquiryType: 'boat',
      status: 'new',
      details: {},
      // finding 3: a made-up date names no bucket; the lead counts on the day it reached the server (NOW).
      createdAt: '1999-01-02T15:00:00.000Z',
      updatedAt: '1999-01-02T15:00:00.000Z',
      boatOwnerId: 'forged-by-visitor',
    };
    await write('inquiries', iid, inquiry, handleInquiryWrite);
    const enriched = (await db.collection('inquiries').doc(iid).get()).data();
    expect(enriched).toMatchObject({ boatOwnerId: owner, _deleted: false });
    expect(enriched?.serverTimestamp?.toDate()).toBeInstanceOf(Date);

    // The enrichment's own write fires the trigger again.
    const ref = await afterOwnWrite('inquiries', iid, inquiry, handleInquiryWrite);
    expect((await readOwnerStats(db, owner)).totalInquiries).toBe(1);
    expect((await readOwnerStats(db, 'forged-by-visitor')).totalInquiries).toBe(0);
    // finding 7: the owner's copy says who asked and what, not how to reach them.
    const copy = (await db.collection('ownerLeads').doc(iid).get()).data();
    expect(copy).toMatchObject({ name: 'Ana', message: 'Hi', boatOwnerId: owner, boatId: bid, _deleted: false });
    for (const contact of ['email', 'phone', 'details']) expect(copy).not.toHaveProperty(contact);
    const after = await readAdminStats(db);
    expect((after.inquiriesByDay['2026-11-03'] ?? 0) - (base.inquiriesByDay['2026-11-03'] ?? 0)).toBe(1);
    expect(after.inquiriesByDay['1999-01-02']).toBeUndefined();
    expect(newInquiriesInWindow(after.inquiriesByDay, NOW) - newInquiriesInWindow(base.inquiriesByDay, NOW)).toBe(1);
    // The receipt beside the lead is dated for its TTL policy.
    expect((await db.collection('inquiryReceipts').doc(iid).get()).get('expireAt')?.toDate()).toEqual(
      new Date(NOW.getTime() + 90 * 24 * 60 * 60 * 1000),
    );

    // Removed days later: it comes off the day it arrived, not the day of removal.
    const removedAt = new Date('2026-11-05T09:00:00.000Z');
    const live = await ref.get();
    await ref.set({ ...live.data(), _deleted: true });
    await handleInquiryWrite(db, {
      id: iid,
      eventId: unique('evt'),
      before: live,
      after: await ref.get(),
      now: removedAt,
    });
    const removed = await readAdminStats(db);
    expect(removed.inquiriesByDay['2026-11-03'] ?? 0).toBe(base.inquiriesByDay['2026-11-03'] ?? 0);
    expect(removed.inquiriesByDay['2026-11-05'] ?? 0).toBe(base.inquiriesByDay['2026-11-05'] ?? 0);
    expect((await readOwnerStats(db, owner)).totalInquiries).toBe(0);
    expect((await db.collection('ownerLeads').doc(iid).get()).get('_deleted')).toBe(true);

    const general = unique('inq');
    const { boatOwnerId: _forged, ...contact } = inquiry;
    await write(
      'inquiries',
      general,
      { ...contact, id: general, boatId: null, inquiryType: 'contact' },
      handleInquiryWrite,
    );
    expect((await db.collection('inquiries').doc(general).get()).get('boatOwnerId')).toBeNull();
    expect((await db.collection('ownerLeads').doc(general).get()).exists).toBe(false);
  });
});
