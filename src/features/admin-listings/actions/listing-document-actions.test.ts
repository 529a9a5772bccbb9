import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '@/data/user-database';
import { testStorage, uniqueDbName } from '@/data/test-storage';
import { SyncStore } from '@/data/portal/sync-store';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import {
  addListingDocument,
  removeListingDocument,
  renameListingDocument,
  setListingDocumentVisibility,
  type DocumentFile,
  type DocumentPortal,
} from './listing-document-actions';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const NOW = new Date('2026-11-10T12:00:00.000Z');
const LATER = new Date('2026-11-11T09:30:00.000Z');

async function setup(documents: ListingDocument[] = []): Promise<DocumentPortal & { db: UserDatabase }> {
  const db = await openUserDatabase(`demo-admin-${uniqueDbName('u')}`, testStorage(), false);
  const syncStore = new SyncStore(uniqueDbName('sync'));
  cleanups.push(
    async () => syncStore.delete(),
    async () => db.remove(),
  );
  await db.boats.insert(makeBoat({ id: 'boat-1', createdBy: 'owner-1', documents }));
  return { db, syncStore };
}

const file = (text: string, name: string, type = 'application/pdf'): DocumentFile =>
  Object.assign(new Blob([text], { type }), { name });
const pdf = (name = 'survey.pdf') => file('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', name);
const stored = (id: string, o: Partial<ListingDocument> = {}): ListingDocument => ({
  id,
  title: `Doc ${id}`,
  kind: 'other',
  visibility: 'private',
  url: `/device-files/${id}`,
  size: 100,
  uploadedAt: NOW.toISOString(),
  ...o,
});
const details = { title: ' Survey 2025 ', kind: 'survey', visibility: 'private' };

async function documentsOf(portal: DocumentPortal) {
  return (await portal.db.boats.findOne('boat-1').exec())!.toJSON().documents;
}

describe('addListingDocument', () => {
  it('queues the PDF on the device and lists it as pending, with its size and date', async () => {
    const portal = await setup();
    const r = await addListingDocument(portal, 'boat-1', details, pdf(), { now: NOW, id: 'doc-1' });
    const expected = {
      id: 'doc-1',
      title: 'Survey 2025',
      kind: 'survey',
      visibility: 'private',
      url: 'pending:doc-1',
      size: pdf().size,
      uploadedAt: NOW.toISOString(),
    };
    expect(r).toEqual({ ok: true, value: expected });
    expect(await documentsOf(portal)).toEqual([expected]);
    const boat = (await portal.db.boats.findOne('boat-1').exec())!.toJSON();
    expect(boat.updatedAt).toBe(NOW.toISOString());
    const queued = await portal.syncStore.uploads.get('doc-1');
    expect(queued).toMatchObject({
      kind: 'document',
      ownerCollection: 'boats',
      ownerId: 'boat-1',
      contentType: 'application/pdf',
      lastError: null,
    });
    expect(await queued!.blob.text()).toBe(await pdf().text());
  });

  it('refuses a file that is not a PDF by its bytes (even named .pdf, typed application/pdf) and writes nothing', async () => {
    const portal = await setup();
    for (const notPdf of [file('just some notes', 'notes.txt', 'text/plain'), file('PK\u0003\u0004', 'survey.pdf')]) {
      const r = await addListingDocument(portal, 'boat-1', details, notPdf, { now: NOW, id: 'doc-x' });
      expect(r).toEqual({
        ok: false,
        errors: { file: `“${notPdf.name}” is not a PDF. Only PDF files can be added.` },
        firstError: `“${notPdf.name}” is not a PDF. Only PDF files can be added.`,
      });
    }
    expect(await documentsOf(portal)).toEqual([]);
    expect(await portal.syncStore.uploads.count()).toBe(0);
    expect((await portal.db.boats.findOne('boat-1').exec())!.toJSON().updatedAt).toBe(makeBoat().updatedAt);
  });

  it('refuses a missing title or kind, and an eleventh document, writing nothing', async () => {
    const portal = await setup(Array.from({ length: 10 }, (_, i) => stored(`d${i}`)));
    const r = await addListingDocument(portal, 'boat-1', { title: '', kind: '', visibility: 'public' }, pdf(), {
      now: NOW,
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual({
      file: 'A listing can have at most 10 documents. Remove one to add another.',
      title: 'Enter a title for the document.',
      kind: 'Choose what kind of document this is.',
    });
    expect(await documentsOf(portal)).toHaveLength(10);
    expect(await portal.syncStore.uploads.count()).toBe(0);
  });

  it('refuses when no file was chosen', async () => {
    const portal = await setup();
    const r = await addListingDocument(portal, 'boat-1', details, null, { now: NOW });
    expect(r).toMatchObject({ ok: false, errors: { file: 'Choose a PDF file to add.' } });
    expect(await documentsOf(portal)).toEqual([]);
  });
});

describe('editing documents', () => {
  it('renames one document (title trimmed, required) and leaves the others', async () => {
    const portal = await setup([stored('a'), stored('b')]);
    expect(await renameListingDocument(portal, 'boat-1', 'b', '  Registration 2024 ', LATER)).toEqual({
      ok: true,
      value: stored('b', { title: 'Registration 2024' }),
    });
    expect(await documentsOf(portal)).toEqual([stored('a'), stored('b', { title: 'Registration 2024' })]);
    expect((await portal.db.boats.findOne('boat-1').exec())!.toJSON().updatedAt).toBe(LATER.toISOString());
    const refused = await renameListingDocument(portal, 'boat-1', 'a', '   ', LATER);
    expect(refused).toMatchObject({ ok: false, errors: { title: 'Enter a title for the document.' } });
    expect((await documentsOf(portal))[0]!.title).toBe('Doc a');
  });

  it('changes visibility both ways and refuses anything else', async () => {
    const portal = await setup([stored('a')]);
    expect(await setListingDocumentVisibility(portal, 'boat-1', 'a', 'public', LATER)).toMatchObject({
      ok: true,
      value: { visibility: 'public' },
    });
    expect((await documentsOf(portal))[0]!.visibility).toBe('public');
    expect(await setListingDocumentVisibility(portal, 'boat-1', 'a', 'private', LATER)).toMatchObject({ ok: true });
    expect((await documentsOf(portal))[0]!.visibility).toBe('private');
    expect(await setListingDocumentVisibility(portal, 'boat-1', 'a', 'owners', LATER)).toMatchObject({ ok: false });
    expect((await documentsOf(portal))[0]!.visibility).toBe('private');
  });

  it('says so when the document was removed meanwhile (another device), writing nothing', async () => {
    const portal = await setup([stored('a')]);
    expect(await renameListingDocument(portal, 'boat-1', 'gone', 'x', LATER)).toEqual({
      ok: false,
      errors: { file: 'This document is no longer on the listing.' },
      firstError: 'This document is no longer on the listing.',
    });
    expect((await portal.db.boats.findOne('boat-1').exec())!.toJSON().updatedAt).toBe(makeBoat().updatedAt);
  });
});

describe('removeListingDocument', () => {
  it('removes a stored document from the listing (the backend deletes its file)', async () => {
    const portal = await setup([stored('a'), stored('b')]);
    expect(await removeListingDocument(portal, 'boat-1', 'a', LATER)).toEqual({ ok: true, value: stored('a') });
    expect(await documentsOf(portal)).toEqual([stored('b')]);
  });

  it('drops a PDF that never left the device from the upload queue', async () => {
    const portal = await setup();
    await addListingDocument(portal, 'boat-1', details, pdf(), { now: NOW, id: 'doc-1' });
    expect(await portal.syncStore.uploads.count()).toBe(1);
    expect(await removeListingDocument(portal, 'boat-1', 'doc-1', LATER)).toMatchObject({ ok: true });
    expect(await documentsOf(portal)).toEqual([]);
    expect(await portal.syncStore.uploads.count()).toBe(0);
  });
});
