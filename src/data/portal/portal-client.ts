import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { openUserDatabase, removeUserDatabase, userDatabaseName, type UserDatabase } from '../user-database';
import { getDeviceBackend } from '../device-backend/device-backend-client';
import type { Caller } from '../device-backend/backend-rules';
import { replicateWithDeviceBackend, type PortalReplication } from './device-replication';
import { SyncStore } from './sync-store';
import { deviceFileStore, startPhotoUploader } from './photos';
import { backendMode } from '../backend-config';
import { portalPlan } from '../sync/replication-plan';

export interface Portal {
  caller: Caller;
  db: UserDatabase;
  syncStore: SyncStore;
  replication: PortalReplication;
  stopUploader: () => void;
}

let current: { uid: string; role: Caller['role']; portal: Promise<Portal> } | null = null;

/** Opens (once per session) the signed-in user's replica and starts its sync. Never waits for the network. */
export function openPortal(caller: Caller): Promise<Portal> {
  if (current && current.uid === caller.uid && current.role === caller.role) return current.portal;
  const previous = current?.portal;
  const portal = (async () => {
    if (previous) await closePortalHandle(await previous, false);
    const db = await openUserDatabase(caller.uid, getRxStorageDexie());
    const syncStore = new SyncStore(`${userDatabaseName(caller.uid)}-sync`);
    const portal: Portal = { caller, db, syncStore, replication: { states: [], stop: async () => {} }, stopUploader: () => {} };
    if (backendMode() === 'device') {
      const backend = await getDeviceBackend();
      portal.replication = replicateWithDeviceBackend(db, backend, caller, syncStore);
      portal.stopUploader = startPhotoUploader(portal, deviceFileStore(backend));
    } else {
      const { startFirestoreReplication, storageFileStore } = await import('../firebase/firestore-sync');
      const record = (collection: string, doc: { id: string; updatedAt?: string }) => {
        if (doc.updatedAt) void syncStore.record(collection, doc.id, doc.updatedAt);
      };
      portal.replication = startFirestoreReplication(db, portalPlan(caller), caller.uid, record);
      portal.stopUploader = startPhotoUploader(portal, storageFileStore(caller.uid));
    }
    return portal;
  })();
  current = { uid: caller.uid, role: caller.role, portal };
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
