import { createRxDatabase, removeRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import type { Role } from './caller';
import type { PageSection } from './public/page-section';
import {
  replicaCollectionsOf,
  rxCollectionsOf,
  type CoreCollectionName,
  type PortalCollectionName,
  type PortalDoc,
} from './collections/portal-collections';
import { prepareCollections } from './migrations/collection-migrations';

/**
 * One RxDB collection per entry of the collection registry (collections/portal-collections.ts), those the role
 * replicates: a public page opens only what the user's changes go to, a portal page all of them. The functions-only
 * `counters` (the server's stats/admin or ownerStats/{uid}, pulled only) is opened unless a test leaves it out. docs/DATA-MODEL.md 'Collection budget' counts what a page opens at once.
 */
export type UserCollections = { [K in CoreCollectionName]: RxCollection<PortalDoc<K>> } & {
  [K in Exclude<PortalCollectionName, CoreCollectionName>]?: RxCollection<PortalDoc<K>>;
};

/**
 * The signed-in user's own replica: a client's submissions, boats and the inquiries on them, its profile;
 * for an admin everything it manages. Photos not yet uploaded wait in the sync store beside it. Removed on logout so a
 * shared phone keeps nothing of it.
 */
export type UserDatabase = RxDatabase<UserCollections>;

/** RxDB names are lowercase [a-z0-9_$-]; Firebase uids are mixed case, so the uid is hex-encoded. */
export function userDatabaseName(uid: string): string {
  return `harbour-user-${Array.from(new TextEncoder().encode(uid), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface UserDatabaseOptions {
  /** Open the pull-only `counters` collection, which the functions fill (default: yes; tests may leave it out). */
  counters?: boolean;
  /**
   * Open only what this role replicates (a client's replica has no posts or commissions): fewer open collections,
   * RxDB core allowing 13 per page. Without it, every collection (tests that act as several roles).
   */
  role?: Role;
  /** The part of the site this page is: a public page opens only what the role sends (see replicaCollectionsOf). */
  section?: PageSection;
  /** Open only these (tests that run several devices in one process, which RxDB core's 13 would not fit). */
  only?: readonly PortalCollectionName[];
}

export async function openUserDatabase(
  uid: string,
  storage: RxStorage<unknown, unknown>,
  multiInstance = true,
  { counters = true, role, section, only }: UserDatabaseOptions = {},
): Promise<UserDatabase> {
  const db = await createRxDatabase<UserCollections>({
    name: userDatabaseName(uid),
    storage,
    multiInstance,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections(
    (await prepareCollections(db, rxCollectionsOf(only ?? replicaCollectionsOf(role, counters, section)))) as never,
  );
  return db;
}

/** Deletes the user's replica (all collections and replication state) from this device. */
export async function removeUserDatabase(uid: string, storage: RxStorage<unknown, unknown>): Promise<void> {
  await removeRxDatabase(userDatabaseName(uid), storage);
}
