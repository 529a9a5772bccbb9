import * as v from 'valibot';
import type { UserDatabase } from '@/data/user-database';
import { SITE_SETTINGS_ID, type SiteSettings } from '@/data/schemas/site-settings';
import { plain } from '@/data/plain';

const CHOOSE = 'Choose whether buyers see days on market: on or off.';
/** What the Settings tab sends: every setting a yes or no, and no setting the site does not have. */
const siteSettingsInput = v.pipe(
  v.looseObject({ showDaysOnMarket: v.boolean(CHOOSE) }, CHOOSE),
  v.check(
    (o) => Object.keys(o).every((k) => k === 'showDaysOnMarket'),
    'Only the settings on this page can be changed.',
  ),
);

export type SaveSiteSettingsResult = { ok: true; value: SiteSettings } | { ok: false; error: string };

/**
 * Sets the public site's settings (siteSettings/public) in the admin's replica; replication delivers them (offline they
 * wait and show as pending). Bad input writes nothing; an unchanged setting is not written again.
 */
export async function saveSiteSettings(
  db: Pick<UserDatabase, 'siteSettings'>,
  values: unknown,
  now: Date = new Date(),
): Promise<SaveSiteSettingsResult> {
  const parsed = v.safeParse(siteSettingsInput, values);
  if (!parsed.success) return { ok: false, error: parsed.issues[0]!.message };
  const current = await db.siteSettings.findOne(SITE_SETTINGS_ID).exec();
  if (current && current.showDaysOnMarket === parsed.output.showDaysOnMarket)
    return { ok: true, value: plain(current) };
  const { showDaysOnMarket } = parsed.output;
  const next: SiteSettings = { id: SITE_SETTINGS_ID, showDaysOnMarket, updatedAt: now.toISOString() };
  return { ok: true, value: plain(await db.siteSettings.incrementalUpsert(next)) };
}
