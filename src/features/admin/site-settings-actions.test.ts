import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '@/data/user-database';
import { openTestPublicDatabase, testStorage, uniqueDbName } from '@/data/test-storage';
import { DeviceBackendDb } from '@/data/device-backend/backend-db';
import { DeviceBackend } from '@/data/device-backend/device-backend';
import { seedDeviceBackend } from '@/data/device-backend/seed-device-backend';
import { syncPublicProjection } from '@/data/device-backend/device-functions';
import { replicateWithDeviceBackend } from '@/data/portal/device-replication';
import { SyncStore } from '@/data/portal/sync-store';
import { readSetting, SITE_SETTINGS_SETTING } from '@/data/visitor/settings';
import { storedSiteSettings } from '@/data/site/public-site-settings';
import { saveSiteSettings } from './site-settings-actions';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const NOW = new Date('2026-11-25T12:00:00.000Z');

/** The seeded admin's replica, synced with a seeded device backend (as in the browser). */
async function adminReplica() {
  const backendDb = new DeviceBackendDb(uniqueDbName('backend'));
  await seedDeviceBackend(backendDb);
  const backend = new DeviceBackend(backendDb, () => true);
  const db: UserDatabase = await openUserDatabase(`demo-admin-${uniqueDbName('u')}`, testStorage(), false);
  const log = new SyncStore(uniqueDbName('sync'));
  const replication = replicateWithDeviceBackend(db, backend, { uid: 'demo-admin', role: 'admin' }, log);
  cleanups.push(
    async () => backendDb.delete(),
    async () => log.delete(),
    async () => db.remove(),
    async () => replication.stop(),
    async () => backend.close(),
  );
  await Promise.all(replication.states.map((s) => s.awaitInitialReplication()));
  const inSync = () => Promise.all(replication.states.map((s) => s.awaitInSync()));
  return { db, backend, inSync };
}

describe('saveSiteSettings', () => {
  it("turns days on market on for buyers: the backend holds it and a visitor's device shows it", async () => {
    const { db, backend, inSync } = await adminReplica();
    expect((await db.siteSettings.findOne('public').exec())?.showDaysOnMarket).toBe(false); // as seeded

    const saved = await saveSiteSettings(db, { showDaysOnMarket: true }, NOW);
    expect(saved).toEqual({
      ok: true,
      value: { id: 'public', showDaysOnMarket: true, updatedAt: NOW.toISOString() },
    });
    await inSync();
    expect(await backend.read('siteSettings', 'public')).toEqual(saved.ok && saved.value);

    const visitor = await openTestPublicDatabase();
    cleanups.push(async () => visitor.close());
    await syncPublicProjection(backend, visitor);
    expect(storedSiteSettings(await readSetting(visitor, SITE_SETTINGS_SETTING))).toEqual({ showDaysOnMarket: true });

    await saveSiteSettings(db, { showDaysOnMarket: false }, new Date(NOW.getTime() + 60_000));
    await inSync();
    await syncPublicProjection(backend, visitor);
    expect(storedSiteSettings(await readSetting(visitor, SITE_SETTINGS_SETTING))).toEqual({ showDaysOnMarket: false });
  });

  it('bad input gets a clear message and writes nothing', async () => {
    const { db } = await adminReplica();
    const before = (await db.siteSettings.findOne('public').exec())!.toJSON();
    for (const [input, message] of [
      [{ showDaysOnMarket: 'yes' }, 'Choose whether buyers see days on market: on or off.'],
      [{}, 'Choose whether buyers see days on market: on or off.'],
      [{ showDaysOnMarket: true, showCommission: true }, 'Only the settings on this page can be changed.'],
      [null, 'Choose whether buyers see days on market: on or off.'],
    ] as const) {
      expect(await saveSiteSettings(db, input, NOW)).toEqual({ ok: false, error: message });
    }
    expect((await db.siteSettings.findOne('public').exec())!.toJSON()).toEqual(before);
  });

  it('an unchanged setting is not written again (nothing to sync), and a first save creates the document', async () => {
    const db: UserDatabase = await openUserDatabase(`admin-${uniqueDbName('u')}`, testStorage(), false);
    cleanups.push(async () => db.remove());
    const first = await saveSiteSettings(db, { showDaysOnMarket: false }, NOW);
    expect(first).toEqual({ ok: true, value: { id: 'public', showDaysOnMarket: false, updatedAt: NOW.toISOString() } });
    const again = await saveSiteSettings(db, { showDaysOnMarket: false }, new Date(NOW.getTime() + 60_000));
    expect(again).toEqual(first);
  });
});
