/**
 * Fuzz the portal write actions against a real user replica (fake-indexeddb, ajv-validated: a document the
 * schema refuses makes the write throw). Either the action refuses clearly and the collection is unchanged,
 * or what it stored keeps the limits.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDatabase } from '@/data/user-database';
import type { Submission } from '@harbour/domain/schemas/submission';
import type { Boat } from '@harbour/domain/schemas/boat';
import { INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from '@harbour/domain/schemas/inquiry';
import { isEmail } from '@harbour/domain/forms/email';
import { SELL_CONDITIONS, type SellFormValues } from '@harbour/domain/forms/sell-form-schema';
import { BOAT_TYPE_KEYS } from '@harbour/domain/boats/boat-types';
import { createSubmission, resubmitSubmission, type SubmissionDeps } from '@/features/client/submission-actions';
import type { PhotoDraft } from '@/features/client/submission-form';
import { createListing, type ListingPortal } from '@/features/admin-listings/actions/listing-actions';
import { changeLeadStatus, LeadChangeRefusedError } from '@/data/leads/lead-actions';
import type { EditorImage } from '@/features/admin-listings/model/image-list';
import { BlogActionError, savePost } from '@/features/admin-blog/actions/blog-actions';
import { DB_RUNS, nastyString } from './arbitraries';
import { listingValues, postValues } from './form-arbitraries';
import { openTestUserDatabase } from './test-db';
import { emptyParticularsForm } from '@harbour/domain/forms/particulars-form';

/** No structured specifications typed. */
const noSpecs = emptyParticularsForm('imperial');

let db: UserDatabase;
beforeAll(async () => {
  db = await openTestUserDatabase();
});
afterAll(async () => {
  await db.remove();
});

const UID = 'owner-1';
const mostly = (good: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: nastyString });
const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });

const sellValues = fc.record({
  ownerName: mostly(text(2, 100)),
  email: mostly(fc.emailAddress()),
  phone: mostly(text(10, 20)),
  boatMake: mostly(text(2, 100)),
  boatModel: mostly(text(1, 100)),
  boatYear: mostly(fc.integer({ min: 1000, max: 9999 }).map(String)),
  boatLength: mostly(text(1, 10)),
  boatType: mostly(fc.constantFrom(...BOAT_TYPE_KEYS)),
  condition: mostly(fc.constantFrom(...SELL_CONDITIONS)),
  askingPrice: mostly(text(1, 20)),
  location: mostly(text(2, 200)),
  description: mostly(text(20, 2000)),
}) as fc.Arbitrary<SellFormValues>;

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
const photos = fc.array(
  fc
    .record({
      id: fc.uuid(),
      name: fc.oneof(text(1, 20), nastyString),
      type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', ''),
    })
    .map(({ id, name, type }): PhotoDraft => ({ id, kind: 'new', file: file(name, type), name, type })),
  { maxLength: 12 },
);

let ids = 0;
const deps = (): SubmissionDeps => ({
  db,
  prepare: async (f) => {
    if (!f.type.startsWith('image/')) throw new Error(`"${f.name}" is not an image.`);
    return f;
  },
  queue: async (_owner, photoId) => `pending:${photoId}`,
  newId: () => `sub-${++ids}`,
});

function expectStoredSubmission(s: Submission) {
  const d = s.submissionData;
  const clean = (t: string, min: number, max: number) =>
    expect(t === t.trim() && t.length >= min && t.length <= max, JSON.stringify(t)).toBe(true);
  expect(d.year >= 0 && d.year <= 9999 && Number.isInteger(d.year)).toBe(true);
  clean(d.make, 2, 100);
  clean(d.model, 1, 100);
  clean(d.length, 1, 10);
  expect(BOAT_TYPE_KEYS as readonly string[]).toContain(d.boatType);
  expect(SELL_CONDITIONS as readonly string[]).toContain(d.condition);
  clean(d.askingPrice, 1, 20);
  clean(d.location, 2, 200);
  clean(d.description, 20, 2000);
  clean(d.ownerName, 2, 100);
  expect(isEmail(d.email)).toBe(true);
  clean(d.phone, 10, 20);
  expect(s.photos.length).toBeLessThanOrEqual(10);
  expect(s.status).toBe('pending');
}

describe('client: create and resubmit a submission', () => {
  it('create: refused with a message and nothing stored, or one pending submission within the limits', async () => {
    await fc.assert(
      fc.asyncProperty(sellValues, photos, async (values, picked) => {
        const before = await db.submissions.count().exec();
        const result = await createSubmission(deps(), UID, values, picked, noSpecs);
        if (!result.ok) {
          expect(result.message.trim().length).toBeGreaterThan(0);
          expect(await db.submissions.count().exec()).toBe(before);
          return;
        }
        expect(await db.submissions.count().exec()).toBe(before + 1);
        expectStoredSubmission((await db.submissions.findOne(result.id).exec())!.toJSON() as Submission);
      }),
      DB_RUNS,
    );
  });

  it('resubmit: refused and the stored submission unchanged, or updated within the limits', async () => {
    const base = await createSubmission(
      { ...deps(), newId: () => 'resubmit-me' },
      UID,
      {
        ownerName: 'Jane Roberts',
        email: 'jane@example.com',
        phone: '242-555-0199',
        boatMake: 'Boston Whaler',
        boatModel: '330 Outrage',
        boatYear: '2019',
        boatLength: '33',
        boatType: 'center-console',
        condition: 'excellent',
        askingPrice: '245000',
        location: 'Nassau, Bahamas',
        description: 'Twin Mercury 300s, full electronics, kept on a lift.',
      },
      [],
      noSpecs,
    );
    expect(base.ok).toBe(true);
    await fc.assert(
      fc.asyncProperty(sellValues, photos, async (values, picked) => {
        const doc = (await db.submissions.findOne('resubmit-me').exec())!;
        await doc.incrementalPatch({ status: 'needs_changes' });
        const before = (await db.submissions.findOne('resubmit-me').exec())!.toJSON();
        const result = await resubmitSubmission(deps(), UID, 'resubmit-me', values, picked, noSpecs);
        const after = (await db.submissions.findOne('resubmit-me').exec())!.toJSON() as Submission;
        if (!result.ok) {
          expect(result.message.trim().length).toBeGreaterThan(0);
          expect(after).toEqual(before);
          return;
        }
        expectStoredSubmission(after);
      }),
      { numRuns: 150 },
    );
  });
});

describe('admin: create listing', () => {
  const images = fc.array(
    fc.record({
      id: fc.uuid(),
      url: fc.constantFrom('/images/boat-1.webp', 'https://cdn.example.com/a.webp'),
      isPrimary: fc.boolean(),
      displayOrder: fc.nat(20),
    }),
    { maxLength: 12 },
  ) as fc.Arbitrary<EditorImage[]>;

  it('refused with field messages and nothing stored, or a boat (and its commission) within the limits', async () => {
    await fc.assert(
      fc.asyncProperty(listingValues, images, async (values, imgs) => {
        // Images without a blob: nothing is queued, so the sync store is not needed.
        const portal = { db, syncStore: undefined } as unknown as ListingPortal;
        const before = [await db.boats.count().exec(), await db.boatCommercials.count().exec()];
        const result = await createListing(portal, values, imgs, {
          uid: 'admin-1',
          now: new Date('2026-06-01T12:00:00Z'),
        });
        if (!result.ok) {
          expect(Object.values(result.errors).some((m) => typeof m === 'string' && m.trim().length > 0)).toBe(true);
          expect(result.firstError.length).toBeGreaterThan(0);
          expect([await db.boats.count().exec(), await db.boatCommercials.count().exec()]).toEqual(before);
          return;
        }
        const boat = (await db.boats.findOne(result.value).exec())!.toJSON() as Boat;
        expect(Number.isFinite(boat.price) && boat.price > 0 && Number.isFinite(boat.length) && boat.length > 0).toBe(
          true,
        );
        expect(boat.year >= 1900 && boat.year <= 2027).toBe(true);
        expect(boat.images.length).toBeGreaterThan(0);
        expect(boat.images.length).toBeLessThanOrEqual(10);
        expect(boat.features.every((f) => f.length > 0 && f.length <= 200)).toBe(true);
        const commercial = (await db.boatCommercials.findOne(result.value).exec())!;
        expect(
          commercial.commissionRate === null || (commercial.commissionRate >= 0 && commercial.commissionRate <= 100),
        ).toBe(true);
      }),
      DB_RUNS,
    );
  });
});

describe('admin: blog post save', () => {
  it('refused with BlogActionError (toast text and field messages) and nothing stored, or a post within the limits', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        postValues,
        fc.constantFrom('keep', 'publish') as fc.Arbitrary<'keep' | 'publish'>,
        fc.boolean(),
        async (values, intent, signedIn) => {
          const before = await db.blogPosts.count().exec();
          try {
            const { post } = await savePost(db, {
              values,
              intent,
              editingId: null,
              authorId: signedIn ? 'admin-1' : null,
              newId: () => `post-${++n}`,
            });
            expect(await db.blogPosts.count().exec()).toBe(before + 1);
            const stored = (await db.blogPosts.findOne(post.id).exec())!;
            expect(stored.title.length).toBeLessThanOrEqual(200);
            expect(stored.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
            expect(stored.excerpt === null || stored.excerpt.length <= 300).toBe(true);
            expect(stored.tags.every((t) => t.length > 0 && t.length <= 60)).toBe(true);
            expect(stored.publishedAt === null || intent === 'publish').toBe(true);
          } catch (error) {
            if (!(error instanceof BlogActionError)) throw error;
            expect(error.message.trim().length).toBeGreaterThan(0);
            expect(await db.blogPosts.count().exec()).toBe(before);
          }
        },
      ),
      DB_RUNS,
    );
  });
});

describe('admin: lead status update', () => {
  it('an unknown status (or lead) is refused with a message and changes nothing; a known one is stored', async () => {
    const lead: Inquiry = {
      id: 'lead-1',
      boatId: null,
      boatTitle: null,
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      message: 'Hello there',
      inquiryType: 'contact',
      status: 'new',
      details: {},
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    await db.inquiries.insert({ ...lead, activity: [], assignedTo: null, source: null, tags: [], receivedAt: null });
    const status = fc.oneof(
      fc.constantFrom(...INQUIRY_STATUSES),
      nastyString,
      fc.constantFrom('NEW', ' new', '__proto__', 'toString'),
    ) as fc.Arbitrary<InquiryStatus>;
    await fc.assert(
      fc.asyncProperty(status, fc.constantFrom('lead-1', 'missing'), async (next, id) => {
        const before = (await db.inquiries.findOne('lead-1').exec())!.toJSON();
        try {
          await changeLeadStatus(db, id, next, 'admin-1', new Date());
        } catch (error) {
          expect(error instanceof Error && error.message.trim().length > 0).toBe(true);
          expect(error).toBeInstanceOf(LeadChangeRefusedError);
          expect((await db.inquiries.findOne('lead-1').exec())!.toJSON()).toEqual(before);
          return;
        }
        expect(INQUIRY_STATUSES).toContain(next);
        expect(id).toBe('lead-1');
        expect((await db.inquiries.findOne('lead-1').exec())!.status).toBe(next);
      }),
      DB_RUNS,
    );
  });
});
