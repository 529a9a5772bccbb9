import { createRxDatabase, removeRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import type { Role } from './caller';
import {
  replicaCollectionsOf,
  rxCollectionsOf,
  type DeviceCollectionName,
  type PortalCollectionName,
  type PortalDoc,
} from './collections/portal-collections';
import { backendMode } from './backend-config';
import { prepareCollections } from './migrations/collection-migrations';

/**
 * One RxDB collection per entry of the collection registry (collections/portal-collections.ts). The functions-only
 * `counters` (the server's stats/admin or ownerStats/{uid}, pulled only) is opened only in Firebase mode: the device
 * backend produces no counters, and with it the device-mode session already holds RxDB core's 13 open collections
 * (7 here + 6 public). In Firebase mode an admin with the public database open reaches 14: RxDB core then delays
 * opening the 14th by ~1.8 s (a 15th would fail). See docs/DATA-MODEL.md 'Counters'.
 */
export type UserCollections = { [K in DeviceCollectionName]: RxCollection<PortalDoc<K>> } & {
  [K in Exclude<PortalCollectionName, DeviceCollectionName>]?: RxCollection<PortalDoc<K>>;
};

/**
 * The signed-in user's own replica: a client's submissions, boats and the inquiries on them, its profile;
 * for an admin everything it manages. Photos not yet uploaded wait in the sync store beside it. Removed on logout so a shared phone keeps nothing of it.
 * (With the public database's 6 collections this makes 13, RxDB core's limit of open collections; Firebase
 * mode adds `counters`, see openUserDatabase.)
 */
export type UserDatabase = RxDatabase<UserCollections>;

/** RxDB names are lowercase [a-z0-9_$-]; Firebase uids are mixed case, so the uid is hex-encoded. */
export function userDatabaseName(uid: string): string {
  return `harbour-user-${Array.from(new TextEncoder().encode(uid), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface UserDatabaseOptions {
  /** Open the pull-only `counters` collection (default: in Firebase mode, where the functions fill it). */
  counters?: boolean;
  /**
   * Open only what this role replicates (a client's replica has no posts or commissions): fewer open collections,
   * RxDB core allowing 13 per page. Without it, every collection (tests that act as several roles).
   */
  role?: Role;
}

export async function openUserDatabase(
  uid: string,
  storage: RxStorage<unknown, unknown>,
  multiInstance = true,
  { counters = backendMode() === 'firebase', role }: UserDatabaseOptions = {},
): Promise<UserDatabase> {
  const db = await createRxDatabase<UserCollections>({
    name: userDatabaseName(uid),
    storage,
    multiInstance,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections(
    (await prepareCollections(db, rxCollectionsOf(replicaCollectionsOf(role, counters)))) as never,
  );
  return db;
}

/** Deletes the user's replica (all collections and replication state) from this device. */
export async function removeUserDatabase(uid: string, storage: RxStorage<unknown, unknown>): Promise<void> {
  await removeRxDatabase(userDatabaseName(uid), storage);
}
