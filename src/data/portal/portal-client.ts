import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { openUserDatabase, removeUserDatabase, userDatabaseName, type UserDatabase } from '../user-database';
import { forgetOtherUsers } from './device-replicas';
import { logError } from '@/lib/log';
import type { Caller } from '../caller';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { openCollections, pushedBy } from '../collections/portal-collections';
import { SyncStore } from './sync-store';
import { startPhotoUploader } from './photo-uploader';
import { thisPageSection } from '../public/page-section';
import { portalPlan } from '../sync/replication-plan';
import { reconcilePending, reconciling } from './reconcile-pending';
import { forgetDeviceMode } from '../migrations/device-mode-leftovers';

/** The replica's live sync with Firestore, one replication per collection of its plan. */
export interface PortalReplication {
  states: RxReplicationState<unknown, unknown>[];
  stop(): Promise<void>;
}

export interface Portal {
  caller: Caller;
  db: UserDatabase;
  syncStore: SyncStore;
  replication: PortalReplication;
  stopUploader: () => void;
  /** Records as acknowledged the pending versions the backend already holds (reconcile-pending.ts); how many. */
  reconcile: () => Promise<number>;
}

let current: { uid: string; role: Caller['role']; portal: Promise<Portal> } | null = null;

export class NotSignedInError extends Error {
  constructor() {
    super('You must be logged in');
    this.name = 'NotSignedInError';
  }
}

/**
 * The caller the backend will act for: the signed-in user and role as the Auth SDK's ID token says, never the
 * UI's session state (which a user could tamper with). Any non-admin role is client-level.
 */
export async function verifiedCaller(
  claimed: Caller,
  verify: () => Promise<{ uid: string; role: string | null } | null> = async () =>
    (await (await import('../firebase')).loadAuthService()).getVerifiedCaller(),
): Promise<Caller> {
  const real = await verify();
  if (!real || real.uid !== claimed.uid) throw new NotSignedInError();
  return { uid: real.uid, role: real.role === 'admin' ? 'admin' : 'client' };
}

/** A user's data being deleted from the device (forgetWithoutPortals): no replica opens until it is done. */
let forgetting: Promise<void> | null = null;

/**
 * Closes and deletes the open replica, then runs `work` (deleting the rest of what the device holds of a user), with no
 * replica opening meanwhile: a page still showing that user's data asks for the replica again the moment it closes,
 * and the reopened database would block its deletion. A replica asked for meanwhile opens afterwards, empty.
 */
export function forgetWithoutPortals(work: () => Promise<void>): Promise<void> {
  // Taken now, before anything awaits: a replica asked for from here on waits for `forgetting`, and closing one that
  // waits would wait for itself.
  const closing = current;
  current = null;
  const run = (forgetting ?? Promise.resolve()).then(async () => {
    if (closing) await closePortalHandle(await closing.portal, true);
    await work();
  });
  const settled = run.catch(() => undefined);
  forgetting = settled;
  void settled.then(() => {
    if (forgetting === settled) forgetting = null;
  });
  return run;
}

/** Opens (once per session) the signed-in user's replica and starts its sync. Never waits for the network. */
export function openPortal(claimed: Caller): Promise<Portal> {
  let caller = claimed;
  if (current && current.uid === claimed.uid && current.role === claimed.role) return current.portal;
  const previous = current?.portal;
  const portal = (async () => {
    if (forgetting) await forgetting;
    if (previous) await closePortalHandle(await previous, false);
    caller = await verifiedCaller(caller);
    // Another user's replica left on this device (a session that ended while the app was closed) goes (finding N7).
    void forgetOtherUsers(caller.uid).catch((error: unknown) => logError('other replicas', error));
    // A portal page may be the first after the update from the device-only build: its replica must not be opened.
    await forgetDeviceMode();
    const db = await openUserDatabase(caller.uid, getRxStorageDexie(), true, {
      role: caller.role,
      section: thisPageSection(),
    });
    const syncStore = new SyncStore(`${userDatabaseName(caller.uid)}-sync`);
    const portal: Portal = {
      caller,
      db,
      syncStore,
      replication: { states: [], stop: async () => {} },
      stopUploader: () => {},
      reconcile: async () => 0,
    };
    // The visitor's outbox runs with the public database: open it too (on a portal page only the visitor's records),
    // so what a visitor sent from this device (a contact message just before logging in) is delivered and shows up.
    void import('../public/public-db-client')
      .then((m) => m.getVisitorDatabase())
      .catch((error: unknown) => logError('visitor outbox', error));
    const [
      { firestoreServerVersions, startFirestoreReplication, storageFileStore },
      { recheckSession, renewSessionToken },
    ] = await Promise.all([import('../firebase/firestore-sync'), import('../firebase/session-check')]);
    const record = (collection: string, doc: { id: string; updatedAt?: string }) => {
      if (doc.updatedAt) void syncStore.record(collection, doc.id, doc.updatedAt);
    };
    const refuse = (collection: string, doc: { id: string; updatedAt?: string }, reason: string) => {
      if (doc.updatedAt) void syncStore.refuse(collection, doc.id, doc.updatedAt, reason);
    };
    const plans = portalPlan(caller, openCollections(db));
    const replication = startFirestoreReplication(db, plans, caller.uid, {
      onAcknowledged: record,
      onRefused: refuse,
      door: syncStore.door,
      // Refused reads: a demotion, say. A fresh token ends or changes the session, and the device forgets it (N7).
      onDenied: () => recheckSession(),
      renewSession: renewSessionToken,
    });
    portal.reconcile = () => reconcilePending(db, syncStore, pushedBy(caller.role), firestoreServerVersions(plans));
    portal.replication = reconciling(replication, portal.reconcile);
    portal.stopUploader = startPhotoUploader(portal, storageFileStore(caller.uid));
    return portal;
  })();
  current = { uid: claimed.uid, role: claimed.role, portal };
  return portal;
}

async function closePortalHandle(portal: Portal, remove: boolean) {
  portal.stopUploader();
  await portal.replication.stop();
  await portal.db.close();
  portal.syncStore.close();
  if (remove) {
    await removeUserDatabase(portal.caller.uid, getRxStorageDexie());
    await portal.syncStore.delete();
  }
}

/** On logout: stop syncing and delete the user's replica from this device (shared phones keep nothing). */
export async function closePortal(options: { remove: boolean }): Promise<void> {
  const closing = current;
  current = null;
  if (!closing) return;
  await closePortalHandle(await closing.portal, options.remove);
}
