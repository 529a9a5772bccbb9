import type { Caller } from '@/data/caller';
import type { SearchAlert } from '@harbour/domain/schemas/search-alert';
import type { AlertedSearch } from '@/data/saved/search-alerts';
import type { SearchOutcome } from '@/data/saved/saved-searches';
import { signedInCaller } from '@/data/session/use-caller';
import { logError } from '@/lib/log';

/** The account's replica and the alert actions, loaded when first used (never on a signed-out visit). */
async function accountOf(caller: Caller) {
  const [{ openPortal }, alerts] = await Promise.all([
    import('@/data/portal/portal-client'),
    import('@/data/saved/search-alerts'),
  ]);
  return { db: (await openPortal(caller)).db, alerts };
}

/** "Email me new matches": the search's emails on or off for the signed-in user. */
export async function turnSearchAlert(caller: Caller, search: AlertedSearch, on: boolean): Promise<SearchOutcome> {
  try {
    const { db, alerts } = await accountOf(caller);
    return await alerts.setSearchAlert(db, caller.uid, search, on);
  } catch (error) {
    logError('search alert', error);
    return { ok: false, message: 'The emails for this search could not be changed. Please try again.' };
  }
}

/** A saved search renamed or deleted here: the account's alert for it follows (nothing while signed out). */
export async function followAccountAlert(
  change: { renamed: Pick<SearchAlert, 'id' | 'name'> } | { deleted: string },
): Promise<void> {
  const caller = signedInCaller();
  if (!caller) return;
  try {
    const { db, alerts } = await accountOf(caller);
    await alerts.followSearchAlert(db, caller.uid, change);
  } catch (error) {
    logError('search alert', error);
  }
}
