import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '@/data/user-database';
import { testStorage, uniqueDbName } from '@/data/test-storage';
import { seedSubmissions } from '../../../fixtures/portal-seed';
import type { SellFormValues } from '@harbour/domain/forms/sell-form-schema';
import { createSubmission, NOT_EDITABLE_MESSAGE, resubmitSubmission, type SubmissionDeps } from './submission-actions';
import type { PhotoDraft } from './submission-form';
import { emptyParticularsForm } from '@harbour/domain/forms/particulars-form';
import { TOO_MANY_OPEN_SUBMISSIONS } from '@harbour/domain/schemas/submission-limits';

/** No structured specifications typed. */
const noSpecs = emptyParticularsForm('imperial');

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const UID = 'owner-1';
const values: SellFormValues = {
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
};
const file = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });
const newPhoto = (id: string, f = file(`${id}.png`)): PhotoDraft => ({
  id,
  kind: 'new',
  file: f,
  name: f.name,
  type: f.type,
});

async function setup() {
  const db = await openUserDatabase(uniqueDbName('client'), testStorage(), false);
  cleanups.push(async () => db.remove());
  const queued: Array<{ ownerId: string; photoId: string; size: number }> = [];
  const deps: SubmissionDeps = {
    db,
    prepare: async (f) => {
      if (!f.type.startsWith('image/')) throw new Error(`"${f.name}" is not an image.`);
      return f;
    },
    queue: async (owner, photoId, blob) => {
      queued.push({ ownerId: owner.id, photoId, size: blob.size });
      return `pending:${photoId}`;
    },
    now: () => new Date('2026-12-01T10:00:00.000Z'),
    newId: () => 'sub-new',
  };
  return { db, deps, queued };
}

describe('createSubmission', () => {
  it('keeps the photos on the device before writing the submission that refers to them', async () => {
    const { db, deps } = await setup();
    const queue = deps.queue;
    deps.queue = async (owner, photoId, blob) => {
      // When a photo is queued, the submission must not exist yet (a page closed now leaves no broken record).
      expect(await db.submissions.findOne(owner.id).exec()).toBeNull();
      return queue(owner, photoId, blob);
    };
    const result = await createSubmission(deps, UID, values, [newPhoto('p1')], noSpecs);
    expect(result).toEqual({ ok: true, id: 'sub-new' });
    expect(await db.submissions.findOne('sub-new').exec()).not.toBeNull();
  });

  it('stores a pending submission for this owner with its photos waiting on the device', async () => {
    const { db, deps, queued } = await setup();
    const result = await createSubmission(
      deps,
      UID,
      { ...values, boatMake: '  Boston Whaler  ' },
      [newPhoto('p1'), newPhoto('p2')],
      noSpecs,
    );
    expect(result).toEqual({ ok: true, id: 'sub-new' });
    const doc = (await db.submissions.findOne('sub-new').exec())!.toJSON();
    expect(doc).toMatchObject({
      userId: UID,
      status: 'pending',
      reviewNote: null,
      boatId: null,
      submittedAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
      photos: [
        { id: 'p1', url: 'pending:p1', displayOrder: 0 },
        { id: 'p2', url: 'pending:p2', displayOrder: 1 },
      ],
    });
    expect(doc.submissionData).toMatchObject({
      year: 2019,
      make: 'Boston Whaler',
      model: '330 Outrage',
      ownerName: 'Jane Roberts',
    });
    expect(queued).toEqual([
      { ownerId: 'sub-new', photoId: 'p1', size: 4 },
      { ownerId: 'sub-new', photoId: 'p2', size: 4 },
    ]);
  });

  it('finding N4: a sixth open submission is refused with the reason and writes nothing; a decided one frees a place', async () => {
    const { db, deps, queued } = await setup();
    let n = 0;
    deps.newId = () => `sub-${++n}`;
    for (let i = 0; i < 5; i++) expect((await createSubmission(deps, UID, values, [], noSpecs)).ok).toBe(true);
    // Another owner's open submissions do not count.
    await db.submissions.insert({
      ...(await db.submissions.findOne('sub-1').exec())!.toMutableJSON(),
      id: 'x',
      userId: 'other',
    });
    const refused = await createSubmission(deps, UID, values, [newPhoto('p1')], noSpecs);
    expect(refused).toMatchObject({ ok: false, message: TOO_MANY_OPEN_SUBMISSIONS });
    expect(await db.submissions.find({ selector: { userId: UID } }).exec()).toHaveLength(5);
    expect(queued).toEqual([]);
    await (await db.submissions.findOne('sub-2').exec())!.incrementalPatch({ status: 'rejected' });
    expect((await createSubmission(deps, UID, values, [], noSpecs)).ok).toBe(true);
  });

  it('writes nothing on bad input', async () => {
    const { db, deps, queued } = await setup();
    const result = await createSubmission(
      deps,
      UID,
      { ...values, description: 'too short' },
      [newPhoto('p1')],
      noSpecs,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.description).toBe('Description must be at least 20 characters');
    expect(await db.submissions.count().exec()).toBe(0);
    expect(queued).toEqual([]);
  });

  it('writes nothing with 11 photos or a file that is not an image', async () => {
    const { db, deps } = await setup();
    const eleven = Array.from({ length: 11 }, (_, i) => newPhoto(`p${i}`));
    expect((await createSubmission(deps, UID, values, eleven, noSpecs)).ok).toBe(false);
    const pdf = newPhoto('doc', file('survey.pdf', 'application/pdf'));
    const result = await createSubmission(deps, UID, values, [newPhoto('p1'), pdf], noSpecs);
    expect(!result.ok && result.errors.photos).toBe('"survey.pdf" is not an image. Only image files can be added.');
    expect(await db.submissions.count().exec()).toBe(0);
  });

  it('writes nothing when a photo cannot be prepared', async () => {
    const { db, deps } = await setup();
    const result = await createSubmission(
      { ...deps, prepare: async () => Promise.reject(new Error('"x.png" could not be read as an image.')) },
      UID,
      values,
      [newPhoto('p1')],
      noSpecs,
    );
    expect(!result.ok && result.message).toBe('"x.png" could not be read as an image.');
    expect(await db.submissions.count().exec()).toBe(0);
  });
});

describe('resubmitSubmission', () => {
  async function withSeed(db: UserDatabase, status: 'needs_changes' | 'pending', userId = UID) {
    await db.submissions.insert({
      ...seedSubmissions[1]!,
      id: 'sub-edit',
      userId,
      status,
      photos: [{ id: 'old', url: '/device-files/old', displayOrder: 0 }],
    });
  }

  it('saves the changes, keeps the note and the date, and sends it back to pending', async () => {
    const { db, deps, queued } = await setup();
    await withSeed(db, 'needs_changes');
    const photos: PhotoDraft[] = [
      newPhoto('p-new'),
      { id: 'old', kind: 'stored', url: '/device-files/old', name: 'Photo 1', type: 'image/stored' },
    ];
    const result = await resubmitSubmission(
      deps,
      UID,
      'sub-edit',
      { ...values, description: 'Engine hours: 410. Helm photo added.' },
      photos,
      noSpecs,
    );
    expect(result).toEqual({ ok: true, id: 'sub-edit' });
    const doc = (await db.submissions.findOne('sub-edit').exec())!.toJSON();
    expect(doc.status).toBe('pending');
    expect(doc.updatedAt).toBe('2026-12-01T10:00:00.000Z');
    expect(doc.submittedAt).toBe(seedSubmissions[1]!.submittedAt);
    expect(doc.reviewNote).toBe(seedSubmissions[1]!.reviewNote);
    expect(doc.submissionData.description).toBe('Engine hours: 410. Helm photo added.');
    expect(doc.photos).toEqual([
      { id: 'p-new', url: 'pending:p-new', displayOrder: 0 },
      { id: 'old', url: '/device-files/old', displayOrder: 1 },
    ]);
    expect(queued.map((q) => q.photoId)).toEqual(['p-new']);
  });

  it('refuses one that is not waiting for changes, or not yours, and writes nothing', async () => {
    const { db, deps } = await setup();
    await withSeed(db, 'pending');
    expect(await resubmitSubmission(deps, UID, 'sub-edit', values, [], noSpecs)).toEqual({
      ok: false,
      errors: {},
      message: NOT_EDITABLE_MESSAGE,
    });
    expect((await db.submissions.findOne('sub-edit').exec())!.submissionData.make).toBe(
      seedSubmissions[1]!.submissionData.make,
    );
    await (await db.submissions.findOne('sub-edit').exec())!.incrementalPatch({
      status: 'needs_changes',
      userId: 'someone-else',
    });
    expect((await resubmitSubmission(deps, UID, 'sub-edit', values, [], noSpecs)).ok).toBe(false);
  });

  it('writes nothing on bad input', async () => {
    const { db, deps } = await setup();
    await withSeed(db, 'needs_changes');
    const result = await resubmitSubmission(deps, UID, 'sub-edit', { ...values, boatYear: '19' }, [], noSpecs);
    expect(!result.ok && result.errors.boatYear).toBe('Year is required');
    expect((await db.submissions.findOne('sub-edit').exec())!.status).toBe('needs_changes');
  });
});
