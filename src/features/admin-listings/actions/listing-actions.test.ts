import { afterEach, describe, expect, it } from 'vitest';
import type { ParticularsFormValues } from '@harbour/domain/forms/particulars-form';
import { openUserDatabase, type UserDatabase } from '@/data/user-database';
import { testStorage, uniqueDbName } from '@/data/test-storage';
import { SyncStore } from '@/data/portal/sync-store';
import { emptyListingForm, type ListingFormValues } from '../model/listing-form';
import { normalizeImages, type EditorImage } from '../model/image-list';
import { createListing, updateListing, type ListingPortal } from './listing-actions';
import { editorImages } from '../model/image-list';
import { editValuesOf } from '../model/listing-form';
import type { Boat } from '@harbour/domain/schemas/boat';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  const db: UserDatabase = await openUserDatabase(`demo-admin-${uniqueDbName('u')}`, testStorage(), false);
  const syncStore = new SyncStore(uniqueDbName('sync'));
  cleanups.push(
    async () => syncStore.delete(),
    async () => db.remove(),
  );
  return { db, syncStore };
}

const NOW = new Date('2026-11-10T12:00:00.000Z');
const form = (o: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...emptyListingForm(),
  make: 'Contender',
  model: '39 ST',
  year: '2021',
  length: '39.5',
  type: 'Center Console',
  location: 'Nassau',
  price: '489000',
  description: 'Tournament rigged, low hours.',
  features: ['Twin Yamaha 425', ''],
  commissionRate: '7.5',
  status: 'active',
  particulars: {
    ...emptyListingForm().particulars,
    fields: { ...emptyListingForm().particulars.fields, beamFt: '11.33', engineCount: '3' },
  },
  customSpecs: [{ label: 'Hull Material', value: 'Fiberglass' }],
  ...o,
});
const withField = (p: ParticularsFormValues, key: keyof ParticularsFormValues['fields'], text: string) => ({
  ...p,
  fields: { ...p.fields, [key]: text },
});
const photo = (id: string): EditorImage => ({
  id,
  url: `blob:${id}`,
  isPrimary: false,
  displayOrder: 0,
  blob: new Blob([id], { type: 'image/png' }),
});

describe('createListing', () => {
  it('writes the boat, its commission apart from it, and queues the photos with pending URLs', async () => {
    const portal = await setup();
    const images = normalizeImages([photo('p1'), photo('p2')]);
    const r = await createListing(portal, form(), images, { uid: 'demo-admin', now: NOW, id: 'new-boat-1' });
    expect(r).toEqual({ ok: true, value: 'new-boat-1' });
    const boat = (await portal.db.boats.findOne('new-boat-1').exec())!.toJSON();
    expect(boat).toMatchObject({
      make: 'Contender',
      year: 2021,
      length: 39.5,
      price: 489000,
      status: 'active',
      condition: 'used',
      createdBy: 'demo-admin',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      features: ['Twin Yamaha 425'],
      specifications: { HullMaterial: 'Fiberglass' },
      particulars: { beamFt: 11.33, engineCount: 3 },
    });
    expect('commissionRate' in boat).toBe(false);
    expect(boat.images).toEqual([
      { id: 'p1', url: 'pending:p1', isPrimary: true, displayOrder: 0 },
      { id: 'p2', url: 'pending:p2', isPrimary: false, displayOrder: 1 },
    ]);
    expect((await portal.db.boatCommercials.findOne('new-boat-1').exec())!.toJSON()).toMatchObject({
      commissionRate: 7.5,
      updatedAt: NOW.toISOString(),
    });
    const uploads = await portal.syncStore.uploads.toArray();
    expect(uploads.map((u) => [u.id, u.ownerCollection, u.ownerId])).toEqual([
      ['p1', 'boats', 'new-boat-1'],
      ['p2', 'boats', 'new-boat-1'],
    ]);
  });

  it('writes nothing on bad input', async () => {
    const portal = await setup();
    const r = await createListing(portal, form({ price: '-5' }), [], { uid: 'demo-admin', now: NOW });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.price).toBe('Price must be positive');
    expect(r.errors.imageCount).toBe('Please upload at least one image');
    expect(await portal.db.boats.count().exec()).toBe(0);
    expect(await portal.db.boatCommercials.count().exec()).toBe(0);
    expect(await portal.syncStore.uploads.count()).toBe(0);
  });

  it('is never half done: whichever write fails, a boat exists only with its commission and the blobs of its pending photos', async () => {
    const portal = await setup();
    for (const failing of ['uploads', 'boatCommercials', 'boats'] as const) {
      const broken = new Error(`${failing} write failed`);
      // The page dies (here: a write throws) at one of the three steps.
      const dying: ListingPortal = {
        syncStore:
          failing === 'uploads'
            ? (Object.assign(Object.create(portal.syncStore), {
                uploads: { put: () => Promise.reject(broken) },
              }) as typeof portal.syncStore)
            : portal.syncStore,
        db: new Proxy(portal.db, {
          get: (db, key) => (key === failing ? { insert: () => Promise.reject(broken) } : Reflect.get(db, key)),
        }),
      };
      await expect(
        createListing(dying, form(), normalizeImages([photo(`${failing}-1`), photo(`${failing}-2`)]), {
          uid: 'demo-admin',
          now: NOW,
          id: `b-kill-${failing}`,
        }),
      ).rejects.toThrow(broken.message);
      const boat = await portal.db.boats.findOne(`b-kill-${failing}`).exec();
      expect(boat, failing).toBeNull();
    }
  });

  it('queues the photo blobs and the commission before the boat that references them', async () => {
    const portal = await setup();
    const seen: string[] = [];
    const spy: ListingPortal = {
      syncStore: portal.syncStore,
      db: new Proxy(portal.db, {
        get: (db, key) => {
          const value = Reflect.get(db, key);
          if (key !== 'boats' && key !== 'boatCommercials') return value;
          return new Proxy(value, {
            get: (c, k) =>
              k === 'insert'
                ? async (d: unknown) => {
                    seen.push(`${String(key)}:${await portal.syncStore.uploads.count()}`);
                    return c.insert(d);
                  }
                : Reflect.get(c, k),
          });
        },
      }),
    };
    await createListing(spy, form(), normalizeImages([photo('p1'), photo('p2')]), {
      uid: 'demo-admin',
      now: NOW,
      id: 'b-order',
    });
    expect(seen).toEqual(['boatCommercials:2', 'boats:2']);
  });

  it('stores a blank commission as null', async () => {
    const portal = await setup();
    await createListing(portal, form({ commissionRate: '' }), [photo('x')], { uid: 'demo-admin', now: NOW, id: 'b2' });
    expect((await portal.db.boatCommercials.findOne('b2').exec())!.commissionRate).toBeNull();
  });
});

describe('updateListing', () => {
  it('saves features, specifications, status and images; keeps an uploaded URL; drops removed pending uploads', async () => {
    const portal = await setup();
    await createListing(portal, form(), normalizeImages([photo('p1'), photo('p2')]), {
      uid: 'demo-admin',
      now: NOW,
      id: 'b1',
    });
    // The uploader stored p1 meanwhile.
    const doc = (await portal.db.boats.findOne('b1').exec())!;
    await doc.incrementalModify((d) => ({
      ...d,
      images: d.images.map((i) => (i.id === 'p1' ? { ...i, url: '/device-files/p1' } : i)),
    }));

    const later = new Date('2026-11-11T08:00:00.000Z');
    const editorSnapshot = normalizeImages([
      { id: 'p3', url: 'blob:p3', isPrimary: true, displayOrder: 0, blob: new Blob(['3'], { type: 'image/png' }) },
      { id: 'p1', url: 'pending:p1', isPrimary: false, displayOrder: 1 },
    ]);
    const r = await updateListing(
      portal,
      'b1',
      {
        ...editValuesOf((await portal.db.boats.findOne('b1').exec())!.toJSON() as Boat),
        features: ['GPS', ' '],
        particulars: withField(emptyListingForm().particulars, 'maxSpeedKn', '55'),
        customSpecs: [],
        status: 'sold',
      },
      editorSnapshot,
      later,
    );
    expect(r.ok).toBe(true);
    const saved = (await portal.db.boats.findOne('b1').exec())!.toJSON();
    expect(saved.features).toEqual(['GPS']);
    expect(saved.specifications).toEqual({});
    expect(saved.particulars).toEqual({ maxSpeedKn: 55 });
    expect(saved.status).toBe('sold');
    expect(saved.updatedAt).toBe(later.toISOString());
    expect(saved.images).toEqual([
      { id: 'p3', url: 'pending:p3', isPrimary: true, displayOrder: 0 },
      { id: 'p1', url: '/device-files/p1', isPrimary: false, displayOrder: 1 },
    ]);
    expect((await portal.syncStore.uploads.toArray()).map((u) => u.id).sort()).toEqual(['p1', 'p3']);
  });

  it('with the base the editor opened: two editors of different fields both keep their change; the same field is last-save-wins', async () => {
    const portal = await setup();
    await createListing(portal, form(), [photo('p1')], { uid: 'demo-admin', now: NOW, id: 'b1' });
    const opened = () => {
      const boat = portal.db.boats
        .findOne('b1')
        .exec()
        .then((d) => d!.toJSON());
      return boat.then((b) => {
        const values = editValuesOf(b as Boat);
        const images = editorImages(b.images);
        return { values, images, base: { values, images } };
      });
    };
    const a = await opened();
    const b = await opened();
    await updateListing(
      portal,
      'b1',
      { ...a.values, features: ['Twin Yamaha 425', 'Outriggers'] },
      a.images,
      new Date('2026-11-11T08:00:00.000Z'),
      a.base,
    );
    await updateListing(
      portal,
      'b1',
      { ...b.values, particulars: withField(b.values.particulars, 'maxSpeedKn', '55') },
      b.images,
      new Date('2026-11-11T08:01:00.000Z'),
      b.base,
    );
    let saved = (await portal.db.boats.findOne('b1').exec())!.toJSON();
    expect(saved.features).toEqual(['Twin Yamaha 425', 'Outriggers']);
    expect(saved.specifications).toEqual({ HullMaterial: 'Fiberglass' });
    expect(saved.particulars).toEqual({ beamFt: 11.33, engineCount: 3, maxSpeedKn: 55 });
    expect(saved.images.map((i) => i.url)).toEqual(['pending:p1']);

    const c = await opened();
    const d = await opened();
    await updateListing(
      portal,
      'b1',
      { ...c.values, status: 'sold' },
      c.images,
      new Date('2026-11-11T09:00:00.000Z'),
      c.base,
    );
    await updateListing(
      portal,
      'b1',
      { ...d.values, status: 'pending_review' },
      d.images,
      new Date('2026-11-11T09:01:00.000Z'),
      d.base,
    );
    saved = (await portal.db.boats.findOne('b1').exec())!.toJSON();
    expect(saved.status).toBe('pending_review');
    expect(saved.features).toEqual(['Twin Yamaha 425', 'Outriggers']);
  });

  it('refuses a listing without features and writes nothing', async () => {
    const portal = await setup();
    await createListing(portal, form(), [photo('p1')], { uid: 'demo-admin', now: NOW, id: 'b1' });
    const r = await updateListing(
      portal,
      'b1',
      {
        ...editValuesOf((await portal.db.boats.findOne('b1').exec())!.toJSON() as Boat),
        features: [''],
        particulars: emptyListingForm().particulars,
        customSpecs: [],
        status: 'draft',
      },
      [],
      new Date(),
    );
    expect(r.ok).toBe(false);
    expect((await portal.db.boats.findOne('b1').exec())!.features).toEqual(['Twin Yamaha 425']);
  });
});
