import { afterEach, describe, expect, it } from 'vitest';
import { openTestPublicDatabase, uniqueDbName } from '../test-storage';
import { DeviceBackendDb } from './backend-db';
import { DeviceBackend } from './device-backend';
import { seedDeviceBackend } from './seed-device-backend';
import { deliverOutbox, publicSchemasOf, syncPublicProjection } from './device-functions';
import { publicProjection } from '../seed/demo-snapshot';
import { saveLead } from '../leads';
import { recordView } from '../views';
import { pendingRecords } from '../visitor/outbox';
import { readSetting, SITE_SETTINGS_SETTING, writeSetting } from '../visitor/settings';
import { storedSiteSettings } from '../site/public-site-settings';
import { seedBoats, seedBlogPosts } from '../seed';
import type { PublicDatabase } from '../public-database';
import type { ViewCount } from '../schemas/view-count';
import { hasPublicCopy } from '../boats/public-listing';

/** The seed boats with a public copy: on the market, or sold and shown as sold. */
const PUBLIC = seedBoats.filter((b) => hasPublicCopy(b, new Date()));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(): Promise<{ backend: DeviceBackend; db: PublicDatabase }> {
  const backendDb = new DeviceBackendDb(uniqueDbName('backend'));
  await seedDeviceBackend(backendDb);
  const backend = new DeviceBackend(backendDb);
  const db = await openTestPublicDatabase();
  cleanups.push(
    async () => backendDb.delete(),
    async () => db.close(),
    async () => backend.close(),
  );
  return { backend, db };
}

describe('public projection', () => {
  it('shows public boats (on the market or shown as sold) and published posts only, with post views = baseline + counted views', () => {
    const post = { ...seedBlogPosts.find((p) => p.status === 'published')!, viewCount: 3 };
    const draft = { ...post, id: 'draft-1', status: 'draft' as const };
    const counts = new Map<string, ViewCount>([
      [
        `post:${post.id}`,
        {
          id: `post:${post.id}`,
          itemType: 'post',
          itemId: post.id,
          ownerId: null,
          total: 42,
          daily: {},
          updatedAt: '',
        },
      ],
    ]);
    const result = publicProjection(seedBoats, [post, draft], counts);
    expect(result.boats.every((b) => hasPublicCopy(b, new Date()))).toBe(true);
    expect(result.boats).toHaveLength(PUBLIC.length);
    expect(result.posts).toEqual([{ ...post, viewCount: 3 + 42 }]);
  });

  it('fills the public database from the backend and follows a boat that is sold', async () => {
    const { backend, db } = await setup();
    await syncPublicProjection(backend, db);
    const active = seedBoats.filter((b) => b.status === 'active');
    expect(await db.boats.count().exec()).toBe(PUBLIC.length);
    expect(await db.blogPosts.count().exec()).toBe(seedBlogPosts.filter((p) => p.status === 'published').length);
    const sold = { ...active[0]!, status: 'sold' as const, updatedAt: new Date().toISOString() };
    await backend.serverWrite('boats', sold);
    await syncPublicProjection(backend, db);
    expect(await db.boats.findOne(sold.id).exec()).toBeNull();
    expect(await db.boats.count().exec()).toBe(PUBLIC.length - 1);
  });

  it("keeps the site's settings as the backend holds them: as seeded, then as an admin changes them", async () => {
    const { backend, db } = await setup();
    await syncPublicProjection(backend, db);
    const seeded = {
      exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4 },
      exchangeRatesSetAt: '2026-11-20T14:00:00.000Z',
    };
    expect(storedSiteSettings(await readSetting(db, SITE_SETTINGS_SETTING))).toEqual({
      showDaysOnMarket: false,
      ...seeded,
    });
    const on = { id: 'public', showDaysOnMarket: true, ...seeded, updatedAt: new Date().toISOString() };
    await backend.serverWrite('siteSettings', on);
    await syncPublicProjection(backend, db);
    expect(storedSiteSettings(await readSetting(db, SITE_SETTINGS_SETTING))).toEqual({
      showDaysOnMarket: true,
      ...seeded,
    });
    const rates = { exchangeRates: { EUR: 0.9, GBP: 0.75, CAD: 1.35 }, exchangeRatesSetAt: new Date().toISOString() };
    await backend.serverWrite('siteSettings', { ...on, showDaysOnMarket: false, ...rates });
    await syncPublicProjection(backend, db);
    expect(storedSiteSettings(await readSetting(db, SITE_SETTINGS_SETTING))).toEqual({
      showDaysOnMarket: false,
      ...rates,
    });
  });

  it('projects everything again after a schema change emptied the cached boats and posts', async () => {
    const { backend, db } = await setup();
    await syncPublicProjection(backend, db);
    const marker = JSON.parse((await readSetting(db, 'projectedFrom'))!) as Record<string, unknown>;
    expect(marker.schemas).toBe(publicSchemasOf(db));
    // What a release with another boat schema leaves: the cache dropped, the marker of the older schemas.
    await db.boats.find().remove();
    await db.blogPosts.find().remove();
    await writeSetting(db, 'projectedFrom', JSON.stringify({ ...marker, schemas: 'boats@0,blogPosts@0-old' }));
    await syncPublicProjection(backend, db);
    expect(await db.boats.count().exec()).toBe(PUBLIC.length);
    expect(await db.blogPosts.count().exec()).toBe(seedBlogPosts.filter((p) => p.status === 'published').length);
  });
});

describe('delivering the outbox', () => {
  it("turns an inquiry into a lead with the boat's owner, once", async () => {
    const { backend, db } = await setup();
    const ownerBoat = seedBoats.find((b) => b.createdBy === 'demo-owner-marina' && b.status === 'active')!;
    const lead = await saveLead(db, {
      inquiryType: 'boat',
      boatId: ownerBoat.id,
      boatTitle: 't',
      name: 'Bo',
      email: 'bo@example.com',
      message: 'Hello there',
    });
    expect(await deliverOutbox(backend, db)).toBe(1);
    expect(await deliverOutbox(backend, db)).toBe(0);
    expect(await backend.read('inquiries', lead.id)).toMatchObject({
      id: lead.id,
      boatOwnerId: 'demo-owner-marina',
      status: 'new',
    });
    expect(await pendingRecords(db, 'inquiry')).toEqual([]);
  });

  it('counts a view once even when two tabs deliver the same event', async () => {
    const { backend, db } = await setup();
    const post = seedBlogPosts.find((p) => p.status === 'published')!;
    const before = (await backend.read<ViewCount>('viewCounts', `post:${post.id}`))?.total ?? 0;
    await recordView(db, 'post', post.id, new Date('2026-11-20T10:00:00Z'));
    await Promise.all([deliverOutbox(backend, db), deliverOutbox(backend, db)]);
    const after = (await backend.read<ViewCount>('viewCounts', `post:${post.id}`))!;
    expect(after.total).toBe(before + 1);
    expect(after.daily['2026-11-20']).toBe(1);
    await syncPublicProjection(backend, db);
    expect((await db.blogPosts.findOne(post.id).exec())?.viewCount).toBe(post.viewCount + before + 1);
  });
});
