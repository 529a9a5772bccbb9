import type { UserDatabase } from '../user-database';
import {
  readSearchAlerts,
  withSearchAlert,
  withoutSearchAlert,
  type SearchAlert,
} from '@harbour/domain/schemas/search-alert';
import type { SearchOutcome } from './saved-searches';

/** The search an alert is about, as the device's saved search names it. */
export type AlertedSearch = Pick<SearchAlert, 'id' | 'name' | 'params'>;

const NO_PROFILE = 'Your account is still loading on this device. Please try again in a moment.';

/**
 * Turns the emails for a saved search on or off in the user's profile (its replica sends it to the server, also
 * later when offline now). On again brings the alert's name and filters up to date. A full list changes nothing and
 * says why.
 */
export async function setSearchAlert(
  account: UserDatabase,
  uid: string,
  search: AlertedSearch,
  on: boolean,
  now = new Date(),
): Promise<SearchOutcome> {
  const profile = await account.profiles.findOne(uid).exec();
  if (!profile) return { ok: false, message: NO_PROFILE };
  const alerts = readSearchAlerts(profile.toMutableJSON().searchAlerts);
  const next = on
    ? withSearchAlert(alerts, search, now)
    : { ok: true as const, alerts: withoutSearchAlert(alerts, search.id) };
  if (!next.ok) return next;
  await profile.incrementalPatch({ searchAlerts: next.alerts, updatedAt: now.toISOString() });
  return { ok: true, id: search.id };
}

/**
 * A saved search renamed or deleted on this device: an alert for it follows (renamed, or turned off), so the emails
 * never name a search the user no longer has. Nothing happens without one.
 */
export async function followSearchAlert(
  account: UserDatabase,
  uid: string,
  change: { renamed: Pick<SearchAlert, 'id' | 'name'> } | { deleted: string },
  now = new Date(),
): Promise<void> {
  const profile = await account.profiles.findOne(uid).exec();
  if (!profile) return;
  const alerts = readSearchAlerts(profile.toMutableJSON().searchAlerts);
  const id = 'deleted' in change ? change.deleted : change.renamed.id;
  if (!alerts.some((a) => a.id === id)) return;
  const next =
    'deleted' in change
      ? withoutSearchAlert(alerts, id)
      : alerts.map((a) => (a.id === id ? { ...a, name: change.renamed.name } : a));
  await profile.incrementalPatch({ searchAlerts: next, updatedAt: now.toISOString() });
}
