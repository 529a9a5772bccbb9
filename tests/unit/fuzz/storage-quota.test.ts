/**
 * Storage pressure: the browser refuses more IndexedDB space on a write. The action reports the storage
 * message, and everything saved before is still there, intact, after the database is reopened.
 */
import Dexie from 'dexie';
import type { RxStorage, RxStorageInstance, RxStorageInstanceCreationParams } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import { saveLead } from '@/data/leads/save-lead';
import { openPublicDatabase } from '@/data/public/public-database';
import { openUserDatabase } from '@/data/user-database';
import { storedLeads, testStorage, uniqueDbName } from '@/data/test-storage';
import { QUOTA_MESSAGE, userMessageForWriteError } from '@/lib/storage-errors';
import { sendBoatInquiry } from '@/features/boats/actions/send-inquiry';
import { submitContactMessage } from '@/features/contact/submit-contact-message';
import { createSubmission } from '@/features/client/submission-actions';
import { savePost } from '@/features/admin-blog/actions/blog-actions';
import { emptyParticularsForm } from '@harbour/domain/forms/particulars-form';

/** No structured specifications typed. */
const noSpecs = emptyParticularsForm('imperial');

/** Dexie storage whose bulkWrite fails like a full device once `failAfter` more writes have gone through. */
function fullDeviceStorage() {
  const control = { failAfter: Infinity, writes: 0, refused: 0 };
  const base = getRxStorageDexie();
  const storage: RxStorage<unknown, unknown> = {
    ...base,
    name: base.name,
    rxdbVersion: base.rxdbVersion,
    async createStorageInstance<D>(params: RxStorageInstanceCreationParams<D, unknown>) {
      const instance = (await base.createStorageInstance(params as never)) as RxStorageInstance<D, unknown, unknown>;
      const bulkWrite = instance.bulkWrite.bind(instance);
      instance.bulkWrite = async (rows, context) => {
        // Only the app's collections: RxDB's own bookkeeping keeps working, as it usually does with tiny writes.
        if (!params.collectionName.startsWith('_rxdb')) {
          if (control.writes >= control.failAfter) {
            control.refused += 1;
            throw new Dexie.AbortError(
              'Transaction aborted',
              new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
            );
          }
          control.writes += 1;
        }
        return bulkWrite(rows, context);
      };
      return instance;
    },
  } as RxStorage<unknown, unknown>;
  return { storage: wrappedValidateAjvStorage({ storage }), control };
}

const boat = { id: 'boat-1', year: 2019, make: 'Boston Whaler', model: '330 Outrage' };
const inquiry = { name: 'Ann Pinder', email: 'ann@example.com', phone: '', message: 'Is it still available?' };

describe('a full device (QuotaExceededError on a write)', () => {
  it('visitor forms: the storage message, and earlier leads intact after reopening', async () => {
    const name = uniqueDbName('quota-public');
    const { storage, control } = fullDeviceStorage();
    const db = await openPublicDatabase({ storage, name, multiInstance: false });
    const first = await saveLead(db, {
      inquiryType: 'contact',
      name: 'Marcus',
      email: 'marcus@example.com',
      message: 'First message',
      details: { subject: 'Hello' },
    });
    const second = await sendBoatInquiry(db, boat, inquiry, true);
    expect(second.status).toBe('sent');

    control.failAfter = control.writes; // the next write is refused
    const refused = await sendBoatInquiry(db, boat, { ...inquiry, message: 'A third one' }, true);
    expect(refused.status).toBe('failed');
    expect(userMessageForWriteError(refused.status === 'failed' ? refused.error : null)).toBe(QUOTA_MESSAGE);
    const contactError = await submitContactMessage(
      {
        name: 'Marcus',
        email: 'marcus@example.com',
        phone: '2425550100',
        subject: 'Again',
        message: 'Another message',
      },
      async () => db,
    ).catch((e: unknown) => e);
    expect(userMessageForWriteError(contactError)).toBe(QUOTA_MESSAGE);
    expect(control.refused).toBe(2);
    expect(await storedLeads(db)).toHaveLength(2);
    await db.close();

    const reopened = await openPublicDatabase({ storage: testStorage(), name, multiInstance: false });
    const docs = await storedLeads(reopened);
    expect(docs).toHaveLength(2);
    expect(docs).toContainEqual(expect.objectContaining(first));
    expect(docs).toContainEqual(expect.objectContaining(second.status === 'sent' ? second.inquiry : {}));
    await reopened.remove();
  });

  it('portal writes (submission, blog post): the storage message, and earlier documents intact after reopening', async () => {
    const uid = uniqueDbName('quota-user');
    const { storage, control } = fullDeviceStorage();
    const db = await openUserDatabase(uid, storage, false);
    const values = {
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
    const deps = {
      db,
      prepare: async (f: File) => f,
      queue: async (_o: unknown, id: string) => `pending:${id}`,
      newId: () => 'sub-1',
    };
    expect(await createSubmission(deps, 'owner-1', values, [], noSpecs)).toEqual({ ok: true, id: 'sub-1' });
    const post = await savePost(db, {
      values: {
        title: 'Hurricane season',
        slug: '',
        excerpt: '',
        content: 'Haul out early.',
        featuredImageUrl: '',
        tags: 'safety',
        status: 'draft',
      },
      intent: 'keep',
      editingId: null,
      authorId: 'admin-1',
      newId: () => 'post-1',
    });
    const savedSubmission = (await db.submissions.findOne('sub-1').exec())!.toJSON();

    control.failAfter = control.writes;
    const submissionError = await createSubmission(
      { ...deps, newId: () => 'sub-2' },
      'owner-1',
      values,
      [],
      noSpecs,
    ).catch((e: unknown) => e);
    expect(userMessageForWriteError(submissionError)).toBe(QUOTA_MESSAGE);
    const postError = await savePost(db, {
      values: {
        title: 'Hurricane season',
        slug: '',
        excerpt: 'Updated',
        content: 'Haul out early, and strap down.',
        featuredImageUrl: '',
        tags: '',
        status: 'draft',
      },
      intent: 'publish',
      editingId: 'post-1',
      authorId: 'admin-1',
    }).catch((e: unknown) => e);
    expect(userMessageForWriteError(postError)).toBe(QUOTA_MESSAGE);
    await db.close();

    const reopened = await openUserDatabase(uid, testStorage(), false);
    expect(await reopened.submissions.count().exec()).toBe(1);
    expect((await reopened.submissions.findOne('sub-1').exec())!.toJSON()).toEqual(savedSubmission);
    expect((await reopened.blogPosts.findOne('post-1').exec())!.toJSON()).toEqual(expect.objectContaining(post.post));
    await reopened.remove();
  });
});
