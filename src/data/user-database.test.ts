import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from './user-database';
import { testStorage, uniqueDbName } from './test-storage';

let db: UserDatabase | null = null;
afterEach(async () => {
  await db?.remove();
  db = null;
});

describe('openUserDatabase', () => {
  it.each([false, true])(
    'installs the field-level merge on the collections two admins edit (counters: %s)',
    async (counters) => {
      db = await openUserDatabase(uniqueDbName('user'), testStorage(), false, { counters });
      // Two devices changed different fields of one document: a field-level merge keeps both, server-wins the server's.
      const base = { id: 'x', a: 'base', b: 'base', updatedAt: '2026-11-01T10:00:00.000Z', _deleted: false };
      const resolved = async (name: keyof UserDatabase & string) =>
        (await db![name as 'boats'].conflictHandler.resolve(
          {
            assumedMasterState: base,
            realMasterState: { ...base, a: 'server', updatedAt: '2026-11-01T10:05:00.000Z' },
            newDocumentState: { ...base, b: 'mine', updatedAt: '2026-11-01T10:06:00.000Z' },
          } as never,
          'test',
        )) as unknown as { a: string; b: string };
      for (const name of ['boats', 'boatCommercials', 'blogPosts', 'siteSettings', 'inquiries'] as const)
        expect(await resolved(name), name).toMatchObject({ a: 'server', b: 'mine' });
      for (const name of ['submissions', 'profiles', 'viewCounts', 'savedBoats'] as const)
        expect(await resolved(name), name).toMatchObject({ a: 'server', b: 'base' });
      expect(Boolean(db.counters)).toBe(counters);
    },
  );
});
