import { forgetLeadsSeen } from '../leads/leads-seen';
import { firstValueFrom } from 'rxjs';
import type { Caller } from '../caller';
import { userDatabaseName } from '../user-database';
import { forgetWithoutPortals, openPortal, type Portal } from './portal-client';
import { logError } from '@/lib/log';
import { pendingChanges$ } from './use-pending-changes';
import { databaseNames, deleteDatabases } from '../migrations/delete-databases';
import { replicaDatabaseNames } from './device-replicas';
import { forgetPrivatePhotos } from '../saved/private-photos';

/** How long a logout waits for the saved boats to reach the account before it counts what is still unsent. */
const SHORTLIST_SEND_MS = 3000;

/**
 * The device's saved boats are the account's: before a logout forgets them, the ones not in the account yet go into
 * the replica (saved/account-shortlist-sync.ts), and the logout waits a moment for them to be sent.
 */
async function sendShortlist(portal: Portal): Promise<void> {
  const [{ visitorDatabaseNow }, { shortlistIntoAccount }] = await Promise.all([
    import('../public/load-public-database'),
    import('../saved/account-shortlist-sync'),
  ]);
  await shortlistIntoAccount(await visitorDatabaseNow(), portal.db, portal.caller.uid);
  const state = portal.replication.states.find((s) => s.collection.name === 'savedBoats');
  if (state) await Promise.race([state.awaitInSync(), new Promise((r) => setTimeout(r, SHORTLIST_SEND_MS))]);
}

/** Unsent changes of this user on this device (opens the replica if needed). */
export async function countUnsentChanges(caller: Caller): Promise<number> {
  const portal = await openPortal(caller);
  await sendShortlist(portal).catch((error: unknown) => logError('shortlist before logout', error));
  // A document the replica has just pulled is counted as pending until its version is recorded; asking the backend
  // first keeps a user who signs out right after signing in from being asked about changes they never made.
  await portal.reconcile().catch(() => 0);
  return (await firstValueFrom(pendingChanges$(portal))).length;
}

/** Stops syncing and deletes the user's replica, and the empty databases RxDB's Dexie storage leaves behind. */
export async function removeReplica(caller: Caller): Promise<void> {
  // Opened first so a replica left from an earlier visit (never opened in this page) is deleted as well.
  await openPortal(caller);
  await forgetUser(caller.uid);
}

/**
 * What the device holds of a user whose session is over: the open replica closed and deleted, its databases, the
 * leads read, and the private photos the service worker may have kept (finding N15). For a session that ended by
 * itself (finding N7, session-store.ts `lost`) the portal cannot be opened any more: this needs no session.
 */
export function forgetUser(uid: string): Promise<void> {
  return forgetWithoutPortals(async () => {
    forgetLeadsSeen(uid);
    const names = await databaseNames();
    if (names) await deleteDatabases(replicaDatabaseNames(names, userDatabaseName(uid)));
    await forgetPrivatePhotos();
  });
}
