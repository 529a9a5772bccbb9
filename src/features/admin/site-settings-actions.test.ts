import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '@/data/user-database';
import { testStorage, uniqueDbName } from '@/data/test-storage';
import { seededReplica } from '../../../fixtures/test-replica';
import { exchangeRatesInput, parseExchangeRate, saveExchangeRates, saveSiteSettings } from './site-settings-actions';
import { seedSiteSettings } from '../../../fixtures/site-settings';

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

/**
 * The seeded admin's local replica, which the actions write. What reaches a visitor is the Firebase side's
 * (firebase/public-site-settings.ts, e2e days-on-market.spec.ts).
 */
async function adminReplica(): Promise<UserDatabase> {
  const db = await seededReplica('demo-admin');
  cleanups.push(async () => db.remove());
  return db;
}

/** The settings document as the replica holds it (without RxDB's own fields). */
const storedSettings = async (db: UserDatabase) => (await db.siteSettings.findOne('public').exec())?.toJSON();

describe('saveSiteSettings', () => {
  it('turns days on market on for buyers, then off again, as the app writes it to its local replica', async () => {
    const db = await adminReplica();
    expect((await storedSettings(db))?.showDaysOnMarket).toBe(false); // as seeded

    const saved = await saveSiteSettings(db, { showDaysOnMarket: true }, NOW);
    expect(saved).toEqual({
      ok: true,
      value: { id: 'public', showDaysOnMarket: true, ...SEEDED_RATES, updatedAt: NOW.toISOString() },
    });
    expect(await storedSettings(db)).toEqual(saved.ok && saved.value);

    const later = new Date(NOW.getTime() + 60_000);
    const off = await saveSiteSettings(db, { showDaysOnMarket: false }, later);
    expect(off).toEqual({
      ok: true,
      value: { id: 'public', showDaysOnMarket: false, ...SEEDED_RATES, updatedAt: later.toISOString() },
    });
    expect(await storedSettings(db)).toEqual(off.ok && off.value);
  });

  it('bad input gets a clear message and writes nothing', async () => {
    const db = await adminReplica();
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
  it('sets the rates and the time they were set in the local replica; days on market stay, and turning them off keeps the rates', async () => {
    const db = await adminReplica();
    await saveSiteSettings(db, { showDaysOnMarket: true }, NOW);
    const at = new Date(NOW.getTime() + 60_000);
    const saved = await saveExchangeRates(db, { EUR: '0.92', GBP: ' 0.78 ', CAD: 1.38 }, at);
    const rates = { exchangeRates: { EUR: 0.92, GBP: 0.78, CAD: 1.38 }, exchangeRatesSetAt: at.toISOString() };
    expect(saved).toEqual({
      ok: true,
      value: { id: 'public', showDaysOnMarket: true, ...rates, updatedAt: at.toISOString() },
    });
    expect(await storedSettings(db)).toEqual(saved.ok && saved.value);
    // Turning days on market off keeps the rates.
    const off = await saveSiteSettings(db, { showDaysOnMarket: false }, new Date(at.getTime() + 60_000));
    expect(off.ok && off.value).toMatchObject(rates);
    expect(await storedSettings(db)).toMatchObject({ showDaysOnMarket: false, ...rates });
  });

  it('bad input gets a clear message and writes nothing', async () => {
    const db = await adminReplica();
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
