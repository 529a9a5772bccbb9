import { describe, expect, it } from 'vitest';
import { otherUsersReplicaNames, replicaDatabaseNames } from './device-replicas';
import { userDatabaseName } from '../user-database';

const all = [
  'rxdb-dexie-harbour-user-6131--0--submissions',
  'rxdb-dexie-harbour-user-6131--0--_rxdb_internal',
  'rxdb-dexie-harbour-user-6131--0--rx-replication-meta-04d5',
  'harbour-user-6131-sync',
  'rxdb-dexie-harbour-user-613132--0--submissions',
  'harbour-user-613132-sync',
  'rxdb-dexie-harbour-public--0--boats',
  'harbour-device-backend',
  undefined,
];

describe('wiping a replica on sign-out', () => {
  it("finds every IndexedDB database of the user's replica and nothing else", () => {
    expect(replicaDatabaseNames(all, 'harbour-user-6131')).toEqual(all.slice(0, 4));
  });
});

describe("finding N7: other users' replicas on the device", () => {
  it('names every user replica but the one kept; no public or device database', () => {
    expect(userDatabaseName('a')).toBe('harbour-user-61');
    expect(userDatabaseName('a1')).toBe('harbour-user-6131');
    expect(otherUsersReplicaNames(all, 'a1')).toEqual(all.slice(4, 6));
    expect(otherUsersReplicaNames(all, null)).toEqual(all.slice(0, 6));
  });
});
