import { map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { plainOrNull } from '@/data/query/plain';
import { openPortal } from '@/data/portal/portal-client';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { useFirstSyncSettled } from '@/data/portal/use-first-sync-settled';
import { SITE_SETTINGS_ID, type SiteSettings } from '@harbour/domain/schemas/site-settings';
import { LOADING, type LiveResult } from '@/data/query/use-database-query';
import {
  saveExchangeRates as saveRates,
  saveSiteSettings as save,
  type SaveSiteSettingsResult,
} from '../site-settings-actions';

/**
 * The public site's settings in the admin's replica, live; null when none were ever saved (every setting off). Loading
 * until the replica's first pull is over, so a new device does not show "off" for a setting that is on.
 */
export function useSiteSettings(caller: Caller): LiveResult<SiteSettings | null> {
  const result = usePortalQuery(caller, (db) => db.siteSettings.findOne(SITE_SETTINGS_ID).$.pipe(map(plainOrNull)), []);
  const settled = useFirstSyncSettled(caller);
  return result.status === 'ready' && result.data === null && !settled ? LOADING : result;
}

/** Saves the Settings tab as the signed-in admin (site-settings-actions.ts). */
export async function saveSiteSettings(caller: Caller, values: unknown): Promise<SaveSiteSettingsResult> {
  return save((await openPortal(caller)).db, values);
}

/** Sets the exchange rates as the signed-in admin (site-settings-actions.ts). */
export async function saveExchangeRates(caller: Caller, values: unknown): Promise<SaveSiteSettingsResult> {
  return saveRates((await openPortal(caller)).db, values);
}
