import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import { SyncStore } from './sync-store';
import { alreadyOnServer, reconcilePending, reconciling, type ServerVersions } from './reconcile-pending';
import { seedBoats } from '../../../fixtures';
import { seedSubmissions } from '../../../fixtures/portal-seed';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('alreadyOnServer', () => {
  it('keeps the pending versions whose server copy has the same updatedAt', () => {
    const pending = [
      { collection: 'boats', id: 'a', updatedAt: 't2' },
      { collection: 'boats', id: 'b', updatedAt: 't2' },
      { collection: 'blogPosts', id: 'a', updatedAt: 't1' },
    ];
    const server = new Map([
      [
        'boats',
        new Map<string, string | null>([
          ['a', 't2'],
          ['b', 't1'],
        ]),
      ],
      ['blogPosts', new Map([['a', null]])],
    ]);
    expect(alreadyOnServer(pending, server)).toEqual([{ collection: 'boats', id: 'a', updatedAt: 't2' }]);
  });
});

describe('reconcilePending', () => {
  async function setup() {
    const db: UserDatabase = await openUserDatabase(uniqueDbName('u'), testStorage(), false);
    const store = new SyncStore(uniqueDbName('sync'));
    cleanups.push(
      async () => store.delete(),
      async () => db.remove(),
    );
    return { db, store };
  }

  it('a change the server already holds stops being pending (the record of it was lost); others stay pending', async () => {
    const { db, store } = await setup();
    const [held, newer, unsent] = seedBoats
      .slice(0, 3)
      .map((b, i) => ({ ...b, updatedAt: `2026-11-2${i}T10:00:00.000Z` }));
    await db.boats.bulkInsert([held!, newer!, unsent!]);
    await store.record('boats', newer!.id, '2026-01-01T00:00:00.000Z');
    const asked: string[] = [];
    const server: ServerVersions = async (collection, ids) => {
      asked.push(`${collection}:${[...ids].sort().join(',')}`);
      return new Map<string, string | null>([
        [held!.id, held!.updatedAt],
        [newer!.id, '2026-01-01T00:00:00.000Z'],
        [unsent!.id, null],
      ]);
    };
    expect(await reconcilePending(db, store, ['boats', 'submissions'], server)).toBe(1);
    const versions = new Map((await store.versions.toArray()).map((v) => [v.key, v.updatedAt]));
    expect(versions.get(`boats:${held!.id}`)).toBe(held!.updatedAt);
    expect(versions.get(`boats:${newer!.id}`)).toBe('2026-01-01T00:00:00.000Z');
    expect(versions.has(`boats:${unsent!.id}`)).toBe(false);
    // Only the pending documents are looked up, only in collections that have some.
    expect(asked).toEqual([`boats:${[held!.id, newer!.id, unsent!.id].sort().join(',')}`]);
  });

  it('nothing pending: the server is not asked', async () => {
    const { db, store } = await setup();
    const sub = { ...seedSubmissions[0]!, updatedAt: '2026-11-20T10:00:00.000Z' };
    await db.submissions.insert(sub);
    await store.record('submissions', sub.id, sub.updatedAt);
    let asked = false;
    expect(
      await reconcilePending(db, store, ['submissions'], async () => {
        asked = true;
        return new Map();
      }),
    ).toBe(0);
    expect(asked).toBe(false);
  });
});

describe('reconciling', () => {
  it('reconciles at once and after every reconnect, until the replication stops', async () => {
    const target = new EventTarget();
    const original = globalThis.window;
    globalThis.window = target as unknown as Window & typeof globalThis;
    try {
      let runs = 0;
      let stopped = false;
      const replication = reconciling(
        {
          states: [],
          stop: async () => {
            stopped = true;
          },
        },
        async () => ++runs,
      );
      expect(runs).toBe(1);
      target.dispatchEvent(new Event('online'));
      expect(runs).toBe(2);
      await replication.stop();
      expect(stopped).toBe(true);
      target.dispatchEvent(new Event('online'));
      expect(runs).toBe(2);
    } finally {
      globalThis.window = original;
    }
  });
});
