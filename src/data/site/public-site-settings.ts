import type { VisitorDatabase } from '../public/public-database';
import { readSetting, SITE_SETTINGS_SETTING, writeSetting } from '../visitor/settings';
import { exchangeRatesOf, type ExchangeRates } from '@harbour/domain/exchange-rates';

/** What the public pages need of siteSettings/public. */
export interface PublicSiteSettings {
  showDaysOnMarket: boolean;
  /** The admin's exchange rates and when they were set (both null when never set): offline, the last ones heard. */
  exchangeRates: ExchangeRates | null;
  exchangeRatesSetAt: string | null;
}

/** Every setting off: what a page shows before the settings arrive, and what an unreadable document reads as. */
export const DEFAULT_SITE_SETTINGS: PublicSiteSettings = {
  showDaysOnMarket: false,
  exchangeRates: null,
  exchangeRatesSetAt: null,
};

/**
 * Pure: the site settings a document (from the server, or this device's copy) says, each setting read on its own;
 * anything but a real `true` is off, and rates that are not exactly the three in bounds with their date are none, so a
 * malformed document shows nothing rather than the wrong thing.
 */
export function publicSiteSettingsOf(doc: unknown): PublicSiteSettings {
  const fields = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : {};
  // Rates without a valid date (or the reverse) are not shown: the small print must say when they are from.
  const rates = exchangeRatesOf(fields.exchangeRates);
  const setAt = fields.exchangeRatesSetAt;
  const dated = rates !== null && typeof setAt === 'string' && setAt.length <= 40 && !Number.isNaN(Date.parse(setAt));
  return {
    showDaysOnMarket: fields.showDaysOnMarket === true,
    exchangeRates: dated ? { EUR: rates.EUR, GBP: rates.GBP, CAD: rates.CAD } : null,
    exchangeRatesSetAt: dated ? setAt : null,
  };
}

/** Pure: the settings kept on this device (a setting record's JSON value), the defaults when there is none. */
export function storedSiteSettings(value: string | null | undefined): PublicSiteSettings {
  if (!value) return DEFAULT_SITE_SETTINGS;
  try {
    return publicSiteSettingsOf(JSON.parse(value));
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
}

/** What a live read of siteSettings/public said: whether it is there, whether only the SDK's cache answered. */
export interface SiteSettingsSnapshot {
  exists: boolean;
  fromCache: boolean;
  data: Record<string, unknown> | null;
}

/**
 * Pure: the document to keep on this device from a snapshot, or undefined to leave this device's copy as it is. Only
 * the server says the document is gone: a page opened offline starts with an empty cache, whose "not there" is no
 * news, and must not wipe the rates the device last heard.
 */
export function siteSettingsToKeep(snap: SiteSettingsSnapshot): Record<string, unknown> | null | undefined {
  if (!snap.exists) return snap.fromCache ? undefined : null;
  return snap.data?._deleted === true ? null : snap.data;
}

/**
 * Keeps the server's site settings on this device, for the public pages and offline
 * (firebase/public-site-settings.ts). Writes only a change: every write re-renders the pages.
 */
export async function keepPublicSiteSettings(db: VisitorDatabase, doc: unknown): Promise<void> {
  const value = JSON.stringify(publicSiteSettingsOf(doc));
  if ((await readSetting(db, SITE_SETTINGS_SETTING)) !== value) await writeSetting(db, SITE_SETTINGS_SETTING, value);
}
