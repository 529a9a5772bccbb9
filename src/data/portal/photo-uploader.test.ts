import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPhotoUploader, queueDocumentUpload, queuePhotoUpload } from './photo-uploader';
import { DocumentNotOnServerYetError } from './photo-file-store';
import { memoryFileStore } from './test-file-store';
import { clearSyncProblem, lastSyncProblem$ } from '../sync/sync-errors';
import { ORPHAN_UPLOAD_AFTER_MS, referencesPending } from './photo-rules';
import { openUserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import { SyncStore } from './sync-store';
import type { Portal } from './portal-client';
import { seedSubmissions } from '../../../fixtures/portal-seed';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { seedBlogPosts } from '../../../fixtures';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  vi.unstubAllGlobals();
});

/** An owner's portal on fresh databases (removed after the test), with no replication: the uploader alone. */
async function testPortal() {
  const db = await openUserDatabase(uniqueDbName('photos'), testStorage(), false);
  const syncStore = new SyncStore(uniqueDbName('sync'));
  const portal = {
    caller: { uid: 'demo-owner-kevin', role: 'client' },
    db,
    syncStore,
    replication: { states: [], stop: async () => {} },
    stopUploader: () => {},
    reconcile: async () => 0,
  } as Portal;
  cleanups.push(
    async () => db.remove(),
    async () => syncStore.delete(),
  );
  return { db, syncStore, portal };
}

/** A submission whose photo p1 waits in the upload queue, as a save leaves it. */
async function submissionWithQueuedPhoto(db: Portal['db'], portal: Portal, id: string) {
  await db.submissions.insert({
    ...seedSubmissions[0]!,
    id,
    photos: [{ id: 'p1', url: 'pending:p1', displayOrder: 0 }],
  });
  await queuePhotoUpload(
    portal,
    { collection: 'submissions', id },
    'p1',
    new Blob([new Uint8Array([1])], { type: 'image/png' }),
  );
}

describe('photo uploader', () => {
  it('stores a waiting photo in the backend and rewrites the URL in its submission, then forgets the blob', async () => {
    const { db, syncStore, portal } = await testPortal();
    const { store, files } = memoryFileStore();
    const submission = {
      ...seedSubmissions[0]!,
      id: 'sub-photo',
      photos: [{ id: 'p1', url: 'pending:p1', displayOrder: 0 }],
    };
    await db.submissions.insert(submission);
    const url = await queuePhotoUpload(
      portal,
      { collection: 'submissions', id: 'sub-photo' },
      'p1',
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    );
    expect(url).toBe('pending:p1');
    const stop = startPhotoUploader(portal, store);
    cleanups.push(async () => stop());
    await expect
      .poll(async () => (await db.submissions.findOne('sub-photo').exec())?.photos[0]?.url, { timeout: 5000 })
      .toBe('https://files.test/p1');
    const stored = files.get('p1');
    expect(stored).toMatchObject({ ownerCollection: 'submissions', ownerId: 'sub-photo', contentType: 'image/png' });
    expect(new Uint8Array(await stored!.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await expect.poll(() => syncStore.uploads.count()).toBe(0);
  });

  it('leaves a photo queued before its document alone until the document references it, then drops a clearly orphaned one', async () => {
    const { db, syncStore, portal } = await testPortal();
    const { store, files } = memoryFileStore();
    await queuePhotoUpload(
      portal,
      { collection: 'submissions', id: 'sub-later' },
      'p1',
      new Blob([new Uint8Array([1])], { type: 'image/png' }),
    );
    // Left over from a save that died before its document was written.
    await syncStore.uploads.put({
      id: 'old',
      ownerCollection: 'submissions',
      ownerId: 'never-written',
      contentType: 'image/png',
      blob: new Blob([new Uint8Array([2])]),
      createdAt: new Date(Date.now() - ORPHAN_UPLOAD_AFTER_MS - 1000).toISOString(),
      lastError: null,
    });
    const stop = startPhotoUploader(portal, store);
    cleanups.push(async () => stop());
    await expect.poll(async () => syncStore.uploads.get('old')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(await syncStore.uploads.get('p1')).toBeDefined();
    expect(files.size).toBe(0);
    await db.submissions.insert({
      ...seedSubmissions[0]!,
      id: 'sub-later',
      photos: [{ id: 'p1', url: 'pending:p1', displayOrder: 0 }],
    });
    await expect
      .poll(async () => (await db.submissions.findOne('sub-later').exec())?.photos[0]?.url, { timeout: 5000 })
      .toBe('https://files.test/p1');
    expect(await syncStore.uploads.count()).toBe(0);
    expect([...files.keys()]).toEqual(['p1']);
    expect(referencesPending([{ url: 'https://files.test/p1' }], 'p1')).toBe(false);
  });

  it('tries a failed upload again on its own, with nothing else waking it (a signal that comes back without an online event)', async () => {
    const { db, syncStore, portal } = await testPortal();
    await submissionWithQueuedPhoto(db, portal, 'sub-retry');
    let attempts = 0;
    const stop = startPhotoUploader(portal, async () => {
      attempts += 1;
      if (attempts <= 2) throw new Error('network down');
      return 'https://storage.example/p1';
    });
    cleanups.push(async () => stop());
    // 1 s, then 2 s after the second failure: the third attempt lands well inside ten seconds.
    await expect
      .poll(async () => (await db.submissions.findOne('sub-retry').exec())?.photos[0]?.url, { timeout: 10_000 })
      .toBe('https://storage.example/p1');
    expect(attempts).toBe(3);
    expect(await syncStore.uploads.count()).toBe(0);
  });

  it('a network that does not answer is tried again on the schedule: a page reloaded offline hears no online event when it comes back', async () => {
    const { db, portal } = await testPortal();
    await submissionWithQueuedPhoto(db, portal, 'sub-unreachable');
    // The browser says online all along (as after a reload with the network down); the network answers later.
    let reachable = false;
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    });
    let attempts = 0;
    const stop = startPhotoUploader(portal, async () => {
      attempts += 1;
      return 'https://storage.example/p1';
    });
    cleanups.push(async () => stop());
    await new Promise((r) => setTimeout(r, 300));
    expect(attempts).toBe(0);
    reachable = true;
    await expect
      .poll(async () => (await db.submissions.findOne('sub-unreachable').exec())?.photos[0]?.url, { timeout: 10_000 })
      .toBe('https://storage.example/p1');
    expect(attempts).toBe(1);
  });

  it('finding 5: a photo whose submission is not on the server yet waits, without a problem shown, then goes', async () => {
    const { db, portal } = await testPortal();
    clearSyncProblem();
    await submissionWithQueuedPhoto(db, portal, 'sub-early');
    let attempts = 0;
    const stop = startPhotoUploader(portal, async () => {
      attempts += 1;
      if (attempts === 1) throw new DocumentNotOnServerYetError('Submission sub-early with photo p1');
      return 'https://storage.example/p1';
    });
    cleanups.push(async () => stop());
    await expect
      .poll(async () => (await db.submissions.findOne('sub-early').exec())?.photos[0]?.url, { timeout: 10_000 })
      .toBe('https://storage.example/p1');
    expect(attempts).toBe(2);
    expect(lastSyncProblem$.value).toBeNull();
  });

  it('a photo waiting for its submission goes as soon as the server acknowledges the submission, not at the next turn', async () => {
    const { db, syncStore, portal } = await testPortal();
    await submissionWithQueuedPhoto(db, portal, 'sub-acked');
    let onServer = false;
    let attempts = 0;
    const stop = startPhotoUploader(portal, async () => {
      attempts += 1;
      if (!onServer) throw new DocumentNotOnServerYetError('Submission sub-acked with photo p1');
      return 'https://storage.example/p1';
    });
    cleanups.push(async () => stop());
    // Three turns of the schedule (1 s, then 2 s apart): the next is 4 s away. The acknowledgement comes first, and the
    // upload follows it at once.
    await expect.poll(() => attempts, { timeout: 6_000 }).toBe(3);
    const ackedAt = Date.now();
    onServer = true;
    await syncStore.record('submissions', 'sub-acked', seedSubmissions[0]!.updatedAt);
    await expect
      .poll(async () => (await db.submissions.findOne('sub-acked').exec())?.photos[0]?.url, { interval: 20 })
      .toBe('https://storage.example/p1');
    expect(Date.now() - ackedAt).toBeLessThan(2_000);
    expect(attempts).toBe(4);
  });
});

describe("document uploads (a listing's PDFs go the photos' way)", () => {
  it('stores a waiting PDF with the visibility its entry has now, swaps its URL into the documents, not the images', async () => {
    const { db, syncStore, portal } = await testPortal();
    const { store, files } = memoryFileStore();
    const pdf = new Blob(['%PDF-1.7 brochure']);
    const entry = {
      id: 'doc-1',
      title: 'Brochure',
      kind: 'brochure' as const,
      visibility: 'private' as const,
      url: await queueDocumentUpload(portal, 'boat-1', 'doc-1', pdf),
      size: pdf.size,
      uploadedAt: '2026-11-10T12:00:00.000Z',
    };
    expect(entry.url).toBe('pending:doc-1');
    await db.boats.insert(
      makeBoat({
        id: 'boat-1',
        images: [{ id: 'doc-1', url: 'pending:doc-1', isPrimary: true, displayOrder: 0 }],
        // Made public after it was picked, before it was uploaded: the file takes the visibility of now.
        documents: [{ ...entry, visibility: 'public' }],
      }),
    );
    const stop = startPhotoUploader(portal, store);
    cleanups.push(async () => stop());
    await expect
      .poll(async () => (await db.boats.findOne('boat-1').exec())?.documents[0]?.url, { timeout: 5000 })
      .toBe('https://files.test/doc-1');
    const boat = (await db.boats.findOne('boat-1').exec())!.toJSON();
    expect(boat.images[0]!.url).toBe('pending:doc-1');
    const stored = files.get('doc-1');
    expect(stored).toMatchObject({
      ownerCollection: 'boats',
      ownerId: 'boat-1',
      contentType: 'application/pdf',
      visibility: 'public',
    });
    expect(await stored!.blob.text()).toBe('%PDF-1.7 brochure');
    await expect.poll(() => syncStore.uploads.count()).toBe(0);
  });
});

describe("a post's cover (the blog editor's upload)", () => {
  it('stores the cover under the post and points the post at it; a post that chose another cover since keeps that', async () => {
    const { db, syncStore, portal } = await testPortal();
    const { store, files } = memoryFileStore();
    const png = new Blob([new Uint8Array([1])], { type: 'image/png' });
    await db.blogPosts.insert({ ...seedBlogPosts[0]!, id: 'post-a', featuredImageUrl: 'pending:c1' });
    await db.blogPosts.insert({ ...seedBlogPosts[1]!, id: 'post-b', featuredImageUrl: '/media/other.jpg' });
    await queuePhotoUpload(portal, { collection: 'blogPosts', id: 'post-a' }, 'c1', png);
    // post-b's cover was replaced by a typed URL before it went up: post-b keeps the URL the admin typed.
    await queuePhotoUpload(portal, { collection: 'blogPosts', id: 'post-b' }, 'c2', png);
    await db.blogPosts
      .findOne('post-b')
      .exec()
      .then((d) => d!.incrementalPatch({ featuredImageUrl: 'pending:c2' }));
    await db.blogPosts
      .findOne('post-b')
      .exec()
      .then((d) => d!.incrementalPatch({ featuredImageUrl: '/media/x.jpg' }));
    const stop = startPhotoUploader(portal, store);
    cleanups.push(async () => stop());
    await expect
      .poll(async () => (await db.blogPosts.findOne('post-a').exec())?.featuredImageUrl, { timeout: 5000 })
      .toBe('https://files.test/c1');
    expect(files.get('c1')).toMatchObject({ ownerCollection: 'blogPosts', ownerId: 'post-a' });
    await expect.poll(() => syncStore.uploads.get('c1')).toBeUndefined();
    expect((await db.blogPosts.findOne('post-b').exec())?.featuredImageUrl).toBe('/media/x.jpg');
    // Nothing references c2 any more: it waits (until it is clearly orphaned), never stored.
    expect(files.has('c2')).toBe(false);
  });
});
