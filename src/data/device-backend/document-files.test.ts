import { afterEach, describe, expect, it } from 'vitest';
import { uniqueDbName } from '../test-storage';
import { makeBoat } from '../boats/test-boats';
import type { ListingDocument } from '../schemas/boat';
import type { Caller } from '../caller';
import { DeviceBackendDb } from './backend-db';
import { DeviceBackend, type DocWithDeleted } from './device-backend';
import { documentFileUrl, readsDocumentsOf } from './document-files';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const ADMIN: Caller = { uid: 'admin-1', role: 'admin' };
const OWNER: Caller = { uid: 'owner-1', role: 'client' };
const OTHER: Caller = { uid: 'owner-2', role: 'client' };

const docOf = (id: string, visibility: 'public' | 'private', url = `/device-files/${id}`): ListingDocument => ({
  id,
  title: id,
  kind: 'survey',
  visibility,
  url,
  size: 8,
  uploadedAt: '2026-11-10T12:00:00.000Z',
});

async function setup() {
  const db = new DeviceBackendDb(uniqueDbName('backend'));
  const backend = new DeviceBackend(db, () => true);
  cleanups.push(
    async () => db.delete(),
    async () => backend.close(),
  );
  return { db, backend };
}

/** The admin's push of the boat with these documents, over what the backend holds (as the replication sends it). */
async function pushBoat(backend: DeviceBackend, documents: ListingDocument[], deleted = false) {
  const current = await backend.db.rows.get(['boats', 'boat-1']);
  const next: DocWithDeleted = {
    ...makeBoat({ id: 'boat-1', createdBy: OWNER.uid, documents, updatedAt: new Date().toISOString() }),
    _deleted: deleted,
  };
  const refused: string[] = [];
  const conflicts = await backend.push(
    ADMIN,
    'boats',
    [
      {
        assumedMasterState: current ? { ...current.doc, _deleted: current.deleted } : undefined,
        newDocumentState: next,
      },
    ],
    (r) => refused.push(r.reason),
  );
  expect(conflicts).toEqual([]);
  expect(refused).toEqual([]);
}

const pdf = (id: string, visibility?: 'public' | 'private') => ({
  id,
  blob: new Blob(['%PDF-1.7']),
  contentType: 'application/pdf',
  token: `token-${id}`,
  ...(visibility ? { visibility } : {}),
});

describe("the device backend keeps a listing's PDFs as its documents list says", () => {
  it('gives a newly stored file its visibility, follows a change, and deletes the file of a removed document', async () => {
    const { db, backend } = await setup();
    await pushBoat(backend, [docOf('a', 'public', 'pending:a'), docOf('b', 'private', 'pending:b')]);
    // The uploader stored both with the visibility they had on this device then (b was public when picked).
    await db.files.bulkPut([pdf('a', 'private'), pdf('b', 'public')]);
    await pushBoat(backend, [docOf('a', 'public'), docOf('b', 'private')]);
    expect((await db.files.get('a'))?.visibility).toBe('public');
    expect((await db.files.get('b'))?.visibility).toBe('private');

    await pushBoat(backend, [docOf('a', 'private'), docOf('b', 'private')]);
    expect((await db.files.get('a'))?.visibility).toBe('private');

    await pushBoat(backend, [docOf('b', 'private')]);
    expect(await db.files.get('a')).toBeUndefined();
    expect(await db.files.get('b')).toBeDefined();

    await pushBoat(backend, [docOf('b', 'private')], true);
    expect(await db.files.get('b')).toBeUndefined();
  });

  it('leaves photos and other files alone', async () => {
    const { db, backend } = await setup();
    await db.files.bulkPut([{ id: 'photo-1', blob: new Blob(['png']), contentType: 'image/png' }]);
    await pushBoat(backend, [docOf('c', 'public', '/media/documents/c.pdf')]);
    await pushBoat(backend, []);
    expect(await db.files.get('photo-1')).toBeDefined();
  });
});

describe('documentFileUrl: who gets the address of a document (storage.rules on documents)', () => {
  it("gives a private document's address, with its token, to the admins and the boat's owner only", async () => {
    const { db, backend } = await setup();
    await pushBoat(backend, [docOf('pub', 'public'), docOf('priv', 'private')]);
    await db.files.bulkPut([pdf('pub', 'public'), pdf('priv', 'private')]);
    for (const caller of [ADMIN, OWNER])
      expect(await documentFileUrl(db, caller, 'boat-1', 'priv')).toBe('/device-files/priv?token=token-priv');
    expect(await documentFileUrl(db, OTHER, 'boat-1', 'priv')).toBeNull();
    expect(await documentFileUrl(db, OTHER, 'boat-1', 'pub')).toBe('/device-files/pub?token=token-pub');
  });

  it('gives a non-admin nothing the boat does not list (another boat’s file through one of its own)', async () => {
    const { db, backend } = await setup();
    await pushBoat(backend, [docOf('pub', 'public')]);
    await db.files.bulkPut([pdf('pub', 'public'), pdf('elsewhere', 'private')]);
    expect(await documentFileUrl(db, OWNER, 'boat-1', 'elsewhere')).toBeNull();
    expect(await documentFileUrl(db, OWNER, 'boat-2', 'pub')).toBeNull();
    // An admin reads any document file (its upload may reach the backend before the listing's new address does).
    expect(await documentFileUrl(db, ADMIN, 'boat-1', 'elsewhere')).toBe(
      '/device-files/elsewhere?token=token-elsewhere',
    );
  });

  it('gives nothing for a file that is not stored, or a photo (no token)', async () => {
    const { db, backend } = await setup();
    await pushBoat(backend, [docOf('gone', 'public')]);
    await db.files.put({ id: 'photo-1', blob: new Blob(['png']), contentType: 'image/png' });
    expect(await documentFileUrl(db, ADMIN, 'boat-1', 'gone')).toBeNull();
    expect(await documentFileUrl(db, ADMIN, 'boat-1', 'photo-1')).toBeNull();
  });

  it('readsDocumentsOf: admins, and the owner of that boat', () => {
    expect(readsDocumentsOf(ADMIN, null)).toBe(true);
    expect(readsDocumentsOf(OWNER, { createdBy: OWNER.uid })).toBe(true);
    expect(readsDocumentsOf(OTHER, { createdBy: OWNER.uid })).toBe(false);
    expect(readsDocumentsOf(OWNER, null)).toBe(false);
  });
});
