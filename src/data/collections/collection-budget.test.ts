import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_BUDGET } from './collection-budget';
import { replicaCollectionsOf } from './portal-collections';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { openPublicDatabase, PUBLIC_COLLECTIONS, type PublicDatabase } from '../public-database';
import { testStorage, uniqueDbName } from '../test-storage';

const opened: Array<UserDatabase | PublicDatabase> = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.remove();
});

describe('collection budget: what each database opens, measured on real databases', () => {
  it('the public database opens its collections, within the budget', async () => {
    const db = await openPublicDatabase({ storage: testStorage(), name: uniqueDbName('public'), multiInstance: false });
    opened.push(db);
    expect(Object.keys(db.collections).sort()).toEqual(Object.keys(PUBLIC_COLLECTIONS).sort());
    expect(Object.keys(db.collections).length).toBeLessThanOrEqual(COLLECTION_BUDGET);
  });

  it.each([
    ['admin', 'device'],
    ['admin', 'firebase'],
    ['client', 'device'],
    ['client', 'firebase'],
  ] as const)('a %s replica in %s mode opens what the role replicates, within the budget', async (role, mode) => {
    const db = await openUserDatabase(uniqueDbName(`user-${role}`), testStorage(), false, {
      role,
      counters: mode === 'firebase',
    });
    opened.push(db);
    expect(Object.keys(db.collections).sort()).toEqual([...replicaCollectionsOf(role, mode === 'firebase')].sort());
    expect(Object.keys(db.collections).length).toBeLessThanOrEqual(COLLECTION_BUDGET);
  });

  it('a client replica holds no posts or commissions (it has no access to them)', () => {
    expect(replicaCollectionsOf('client', true)).not.toContain('blogPosts');
    expect(replicaCollectionsOf('client', true)).not.toContain('boatCommercials');
    expect(replicaCollectionsOf('admin', true)).toHaveLength(8);
    expect(replicaCollectionsOf('client', true)).toHaveLength(6);
  });
});
