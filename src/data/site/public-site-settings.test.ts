import { afterEach, describe, expect, it } from 'vitest';
import { openTestPublicDatabase } from '../test-storage';
import { readSetting, SITE_SETTINGS_SETTING } from '../visitor/settings';
import type { PublicDatabase } from '../public-database';
import {
  DEFAULT_SITE_SETTINGS,
  keepPublicSiteSettings,
  publicSiteSettingsOf,
  storedSiteSettings,
} from './public-site-settings';

const opened: PublicDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('the public site settings a visitor is shown', () => {
  it('every setting is off by default', () => {
    expect(DEFAULT_SITE_SETTINGS).toEqual({ showDaysOnMarket: false });
  });

  it('reads each setting on its own: only a real yes is on; anything malformed is off', () => {
    expect(publicSiteSettingsOf({ id: 'public', showDaysOnMarket: true, updatedAt: 'x' })).toEqual({
      showDaysOnMarket: true,
    });
    for (const doc of [null, undefined, 'on', [], {}, { showDaysOnMarket: 'true' }, { showDaysOnMarket: 1 }])
      expect(publicSiteSettingsOf(doc), JSON.stringify(doc)).toEqual({ showDaysOnMarket: false });
    // Unknown fields are not carried over to the device.
    expect(publicSiteSettingsOf({ showDaysOnMarket: true, secret: 'x' })).toEqual({ showDaysOnMarket: true });
  });

  it("reads this device's copy, the defaults when there is none or it is not JSON", () => {
    expect(storedSiteSettings('{"showDaysOnMarket":true}')).toEqual({ showDaysOnMarket: true });
    expect(storedSiteSettings(null)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(storedSiteSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(storedSiteSettings('{not json')).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('keeps the server document on the device, writing only a change', async () => {
    const db = await openTestPublicDatabase();
    opened.push(db);
    const writes: string[] = [];
    const sub = db.visitorRecords.$.subscribe((e) => writes.push(e.documentId));
    await keepPublicSiteSettings(db, { id: 'public', showDaysOnMarket: true, updatedAt: '2026-11-25T12:00:00.000Z' });
    await keepPublicSiteSettings(db, { id: 'public', showDaysOnMarket: true, updatedAt: '2026-11-25T12:05:00.000Z' });
    expect(await readSetting(db, SITE_SETTINGS_SETTING)).toBe('{"showDaysOnMarket":true}');
    expect(writes).toHaveLength(1);
    await keepPublicSiteSettings(db, null); // the document is gone
    expect(storedSiteSettings(await readSetting(db, SITE_SETTINGS_SETTING))).toEqual({ showDaysOnMarket: false });
    sub.unsubscribe();
  });
});
