import { userDatabaseName } from '../user-database';
import { databaseNames, deleteDatabases } from '../migrations/delete-databases';

/**
 * Pure: the IndexedDB databases that hold a replica. RxDB's Dexie storage empties a removed collection but
 * leaves its (empty) IndexedDB database behind, one per collection: 'rxdb-dexie-{name}--{version}--{collection}'.
 */
export function replicaDatabaseNames(all: ReadonlyArray<string | undefined>, replicaName: string): string[] {
  return all.filter((n): n is string =>
    Boolean(n && (n.startsWith(`rxdb-dexie-${replicaName}--`) || n === `${replicaName}-sync`)),
  );
}

const USER_REPLICA = /^(?:rxdb-dexie-(harbour-user-[0-9a-f]+)--|(harbour-user-[0-9a-f]+)-sync$)/;

/** Pure: the databases of every user replica on the device but `keepUid`'s (all of them without one). */
export function otherUsersReplicaNames(all: ReadonlyArray<string | undefined>, keepUid: string | null): string[] {
  const keep = keepUid === null ? null : userDatabaseName(keepUid);
  return all.filter((n): n is string => {
    const match = n ? USER_REPLICA.exec(n) : null;
    return Boolean(match && (match[1] ?? match[2]) !== keep);
  });
}

/**
 * Deletes what other users left on this device (finding N7: a session that ended while the app was closed, or before
 * this version, left its replica; the user signing in now must not hold it). Where the browser cannot list its
 * databases, nothing (the sign-out and session-end paths delete their own).
 */
export async function forgetOtherUsers(keepUid: string | null): Promise<void> {
  const names = await databaseNames();
  if (names) await deleteDatabases(otherUsersReplicaNames(names, keepUid));
}
