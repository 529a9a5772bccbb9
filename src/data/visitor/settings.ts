import type { VisitorDatabase } from '../public/public-database';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';

/** The public site's settings as the server last said them (site/public-site-settings.ts): the device's data too. */
export const SITE_SETTINGS_SETTING = 'siteSettings';
/** Settings that are facts about the device's data: kept when its visitor is forgotten (visitor/retention.ts). */
export const DEVICE_DATA_SETTINGS = [SITE_SETTINGS_SETTING] as const;

/** A setting of this device's data (the visitor id, the site's settings); null when unset. */
export async function readSetting(db: VisitorDatabase, key: string): Promise<string | null> {
  return (await db.visitorRecords.findOne(visitorRecordId('setting', key)).exec())?.value ?? null;
}

export async function writeSetting(db: VisitorDatabase, key: string, value: string): Promise<void> {
  await db.visitorRecords.upsert({ id: visitorRecordId('setting', key), kind: 'setting', deliveredAt: null, value });
}

/** The setting, made with `make` the first time; another tab that made it first wins, and both read the same. */
export async function settingOnce(db: VisitorDatabase, key: string, make: () => string): Promise<string> {
  const existing = await readSetting(db, key);
  if (existing !== null) return existing;
  const value = make();
  await db.visitorRecords
    .insert({ id: visitorRecordId('setting', key), kind: 'setting', deliveredAt: null, value })
    .catch(() => undefined); // another tab may have won the race
  return (await readSetting(db, key)) ?? value;
}

/** A random id for this device's visitor, made once and kept with the visitor's records. */
export function visitorId(db: VisitorDatabase): Promise<string> {
  return settingOnce(db, 'visitorId', () => crypto.randomUUID());
}
