import { describe, expect, it } from 'vitest';
import { replicaDatabaseNames } from './replica-wipe';

describe('wiping a replica on sign-out', () => {
  it("finds every IndexedDB database of the user's replica and nothing else", () => {
    const all = [
      'rxdb-dexie-harbour-user-6131--0--submissions',
      'rxdb-dexie-harbour-user-6131--0--_rxdb_internal',
      'rxdb-dexie-harbour-user-6131--0--rx-replication-meta-04d5',
      'harbour-user-6131-sync',
      'rxdb-dexie-harbour-user-613132--0--submissions',
      'rxdb-dexie-harbour-public--0--boats',
      'harbour-device-backend',
      undefined,
    ];
    expect(replicaDatabaseNames(all, 'harbour-user-6131')).toEqual(all.slice(0, 4));
  });
});
