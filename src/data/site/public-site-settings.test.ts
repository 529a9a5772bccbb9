import { afterEach, describe, expect, it } from 'vitest';
import { openTestPublicDatabase } from '../test-storage';
import { readSetting, SITE_SETTINGS_SETTING } from '../visitor/settings';
import type { PublicDatabase } from '../public/public-database';
import {
  DEFAULT_SITE_SETTINGS,
  keepPublicSiteSettings,
  publicSiteSettingsOf,
  siteSettingsToKeep,
  storedSiteSettings,
} from './public-site-settings';

const opened: PublicDatabase[] = [];
const OFF = { showDaysOnMarket: false, exchangeRates: null, exchangeRatesSetAt: null };
const ON = { ...OFF, showDaysOnMarket: true };
const RATES = { EUR: 0.95, GBP: 0.79, CAD: 1.4 };
const SET_AT = '2026-11-20T14:00:00.000Z';
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('the public site settings a visitor is shown', () => {
  it('every setting is off by default', () => {
    expect(DEFAULT_SITE_SETTINGS).toEqual(OFF);
  });

  it('reads each setting on its own: only a real yes is on; anything malformed is off', () => {
    expect(publicSiteSettingsOf({ id: 'public', showDaysOnMarket: true, updatedAt: 'x' })).toEqual(ON);
    for (const doc of [null, undefined, 'on', [], {}, { showDaysOnMarket: 'true' }, { showDaysOnMarket: 1 }])
      expect(publicSiteSettingsOf(doc), JSON.stringify(doc)).toEqual(OFF);
    // Unknown fields are not carried over to the device.
    expect(publicSiteSettingsOf({ showDaysOnMarket: true, secret: 'x' })).toEqual(ON);
  });

  it('takes exchange rates only whole, in bounds and dated; anything else is no rates (no conversion shown)', () => {
    expect(publicSiteSettingsOf({ exchangeRates: RATES, exchangeRatesSetAt: SET_AT })).toEqual({
      ...OFF,
      exchangeRates: RATES,
      exchangeRatesSetAt: SET_AT,
    });
    for (const bad of [
      { exchangeRates: RATES, exchangeRatesSetAt: null },
      { exchangeRates: RATES, exchangeRatesSetAt: 'last week' },
      { exchangeRates: null, exchangeRatesSetAt: SET_AT },
      { exchangeRates: { EUR: 0.95, GBP: 0.79 }, exchangeRatesSetAt: SET_AT },
      { exchangeRates: { ...RATES, EUR: 95 }, exchangeRatesSetAt: SET_AT },
      { exchangeRates: { ...RATES, CAD: '1.4' }, exchangeRatesSetAt: SET_AT },
      { exchangeRates: { ...RATES, JPY: 150 }, exchangeRatesSetAt: SET_AT },
    ])
      expect(publicSiteSettingsOf(bad), JSON.stringify(bad)).toEqual(OFF);
  });

  it("reads this device's copy, the defaults when there is none or it is not JSON", () => {
    // A copy kept before the rates existed reads as no rates; one kept since, as its rates (offline too).
    expect(storedSiteSettings('{"showDaysOnMarket":true}')).toEqual(ON);
    expect(storedSiteSettings(JSON.stringify({ ...OFF, exchangeRates: RATES, exchangeRatesSetAt: SET_AT }))).toEqual({
      ...OFF,
      exchangeRates: RATES,
      exchangeRatesSetAt: SET_AT,
    });
    expect(storedSiteSettings(null)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(storedSiteSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(storedSiteSettings('{not json')).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("a snapshot from the SDK's empty cache (a page opened offline) leaves this device's copy; the server's word does not", () => {
    const data = { showDaysOnMarket: true };
    expect(siteSettingsToKeep({ exists: false, fromCache: true, data: null })).toBeUndefined();
    expect(siteSettingsToKeep({ exists: false, fromCache: false, data: null })).toBeNull();
    expect(siteSettingsToKeep({ exists: true, fromCache: true, data })).toBe(data);
    expect(siteSettingsToKeep({ exists: true, fromCache: false, data })).toBe(data);
    expect(siteSettingsToKeep({ exists: true, fromCache: false, data: { ...data, _deleted: true } })).toBeNull();
  });

  it('keeps the server document on the device, writing only a change', async () => {
    const db = await openTestPublicDatabase();
    opened.push(db);
    const writes: string[] = [];
    const sub = db.visitorRecords.$.subscribe((e) => writes.push(e.documentId));
    await keepPublicSiteSettings(db, { id: 'public', showDaysOnMarket: true, updatedAt: '2026-11-25T12:00:00.000Z' });
    await keepPublicSiteSettings(db, { id: 'public', showDaysOnMarket: true, updatedAt: '2026-11-25T12:05:00.000Z' });
    expect(storedSiteSettings(await readSetting(db, SITE_SETTINGS_SETTING))).toEqual(ON);
    expect(writes).toHaveLength(1);
    await keepPublicSiteSettings(db, null); // the document is gone
    expect(storedSiteSettings(await readSetting(db, SITE_SETTINGS_SETTING))).toEqual(OFF);
    sub.unsubscribe();
  });
});
