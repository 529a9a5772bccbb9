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
import { exchangeRatesInput, parseExchangeRate, saveExchangeRates, saveSiteSettings } from './site-settings-actions';
import { seedSiteSettings } from '@/data/seed/site-settings';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const NOW = new Date('2026-11-25T12:00:00.000Z');
const SEEDED_RATES = {
  exchangeRates: seedSiteSettings[0]!.exchangeRates,
  exchangeRatesSetAt: seedSiteSettings[0]!.exchangeRatesSetAt,
};
const NO_RATES = { exchangeRates: null, exchangeRatesSetAt: null };
const OFF = { showDaysOnMarket: false, exchangeRates: null, exchangeRatesSetAt: null };

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
      value: { id: 'public', showDaysOnMarket: true, ...SEEDED_RATES, updatedAt: NOW.toISOString() },
    });
    await inSync();
    expect(await backend.read('siteSettings', 'public')).toEqual(saved.ok && saved.value);

    const visitor = await openTestPublicDatabase();
    cleanups.push(async () => visitor.close());
    await syncPublicProjection(backend, visitor);
    expect(storedSiteSettings(await readSetting(visitor, SITE_SETTINGS_SETTING))).toEqual({
      showDaysOnMarket: true,
      ...SEEDED_RATES,
    });

    await saveSiteSettings(db, { showDaysOnMarket: false }, new Date(NOW.getTime() + 60_000));
    await inSync();
    await syncPublicProjection(backend, visitor);
    expect(storedSiteSettings(await readSetting(visitor, SITE_SETTINGS_SETTING))).toEqual({
      showDaysOnMarket: false,
      ...SEEDED_RATES,
    });
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
    expect(first).toEqual({
      ok: true,
      value: { id: 'public', showDaysOnMarket: false, ...NO_RATES, updatedAt: NOW.toISOString() },
    });
    const again = await saveSiteSettings(db, { showDaysOnMarket: false }, new Date(NOW.getTime() + 60_000));
    expect(again).toEqual(first);
  });
});

describe('saveExchangeRates', () => {
  it("sets the rates and the time they were set: the backend holds them, a visitor's device gets them, days on market stay", async () => {
    const { db, backend, inSync } = await adminReplica();
    await saveSiteSettings(db, { showDaysOnMarket: true }, NOW);
    const at = new Date(NOW.getTime() + 60_000);
    const saved = await saveExchangeRates(db, { EUR: '0.92', GBP: ' 0.78 ', CAD: 1.38 }, at);
    const rates = { exchangeRates: { EUR: 0.92, GBP: 0.78, CAD: 1.38 }, exchangeRatesSetAt: at.toISOString() };
    expect(saved).toEqual({
      ok: true,
      value: { id: 'public', showDaysOnMarket: true, ...rates, updatedAt: at.toISOString() },
    });
    await inSync();
    expect(await backend.read('siteSettings', 'public')).toEqual(saved.ok && saved.value);

    const visitor = await openTestPublicDatabase();
    cleanups.push(async () => visitor.close());
    await syncPublicProjection(backend, visitor);
    expect(storedSiteSettings(await readSetting(visitor, SITE_SETTINGS_SETTING))).toEqual({
      showDaysOnMarket: true,
      ...rates,
    });
    // Turning days on market off keeps the rates.
    const off = await saveSiteSettings(db, { showDaysOnMarket: false }, new Date(at.getTime() + 60_000));
    expect(off.ok && off.value).toMatchObject(rates);
  });

  it('bad input gets a clear message and writes nothing', async () => {
    const { db } = await adminReplica();
    const before = (await db.siteSettings.findOne('public').exec())!.toJSON();
    const good = { EUR: '0.92', GBP: '0.78', CAD: '1.38' };
    const euros = 'Enter how many euros (EUR) one US dollar buys: a number from 0.2 to 5, such as 0.92.';
    for (const [input, message] of [
      [{ ...good, EUR: '' }, euros],
      [{ ...good, EUR: '92' }, euros],
      [{ ...good, EUR: '0,92' }, euros],
      [{ ...good, EUR: '€0.92' }, euros],
      [{ ...good, EUR: -0.92 }, euros],
      [{ GBP: '0.78', CAD: '1.38' }, euros],
      [
        { ...good, GBP: '0.078' },
        'Enter how many pounds (GBP) one US dollar buys: a number from 0.2 to 5, such as 0.92.',
      ],
      [
        { ...good, CAD: 'abc' },
        'Enter how many Canadian dollars (CAD) one US dollar buys: a number from 0.2 to 5, such as 1.38.',
      ],
      [{ ...good, JPY: '150' }, 'Only the EUR, GBP and CAD rates can be set here.'],
      [null, euros],
    ] as const) {
      expect(await saveExchangeRates(db, input, NOW), JSON.stringify(input)).toEqual({ ok: false, error: message });
    }
    expect((await db.siteSettings.findOne('public').exec())!.toJSON()).toEqual(before);
  });

  it('a first save creates the document with days on market off', async () => {
    const db: UserDatabase = await openUserDatabase(`admin-${uniqueDbName('u')}`, testStorage(), false);
    cleanups.push(async () => db.remove());
    const saved = await saveExchangeRates(db, { EUR: '1', GBP: '.8', CAD: '1.4' }, NOW);
    expect(saved).toEqual({
      ok: true,
      value: {
        id: 'public',
        ...OFF,
        exchangeRates: { EUR: 1, GBP: 0.8, CAD: 1.4 },
        exchangeRatesSetAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      },
    });
  });
});

describe('reading a rate as typed', () => {
  it('takes a plain decimal number within 0.2 to 5, nothing else', () => {
    expect(parseExchangeRate('0.92')).toBe(0.92);
    expect(parseExchangeRate(' 1.38 ')).toBe(1.38);
    expect(parseExchangeRate('.8')).toBe(0.8);
    expect(parseExchangeRate(1.4)).toBe(1.4);
    for (const bad of ['', ' ', '92', '0.092', '0,92', '1e0', '0x1', '1.', '$1.38', 'NaN', null, undefined, 9.5])
      expect(parseExchangeRate(bad), String(bad)).toBeNull();
    expect(exchangeRatesInput({ EUR: '0.92', GBP: '0.78', CAD: '1.38' })).toEqual({
      ok: true,
      rates: { EUR: 0.92, GBP: 0.78, CAD: 1.38 },
    });
  });
});
