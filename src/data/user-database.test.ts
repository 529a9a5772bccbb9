import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from './user-database';
import { fieldMergeConflictHandler } from './portal/merge-conflict';
import { testStorage, uniqueDbName } from './test-storage';

let db: UserDatabase | null = null;
afterEach(async () => {
  await db?.remove();
  db = null;
});

describe('openUserDatabase', () => {
  it.each([false, true])(
    'installs the field-level merge on the collections two admins edit (counters: %s), in either backend mode',
    async (counters) => {
      db = await openUserDatabase(uniqueDbName('user'), testStorage(), false, { counters });
      for (const name of ['boats', 'boatCommercials', 'blogPosts'] as const)
        expect(db[name].conflictHandler).toBe(fieldMergeConflictHandler);
      for (const name of ['submissions', 'inquiries', 'profiles', 'viewCounts'] as const)
        expect(db[name].conflictHandler).not.toBe(fieldMergeConflictHandler);
      expect(Boolean(db.counters)).toBe(counters);
    },
  );
});
