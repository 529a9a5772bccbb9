import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter, type Observable } from 'rxjs';
import { openUserDatabase, removeUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import {
  counterSources$,
  countersId,
  firstPullDone$,
  firstPullKey,
  serverCounters$,
  type CounterSources,
  type FlagStore,
  type InitialPull,
} from './use-dashboard-counters';

function memoryFlags(initial: string[] = []): FlagStore & { keys: Set<string> } {
  const keys = new Set(initial);
  return { keys, has: (k) => keys.has(k), add: (k) => void keys.add(k) };
}

function pull(name: string): InitialPull & { finish(): void; fail(): void } {
  let finish = () => {};
  let fail = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = () => reject(new Error('cancelled'));
  });
  return { collection: { name }, awaitInitialReplication: () => done, finish: () => finish(), fail: () => fail() };
}

/** Collects every emission so far. */
function record<T>(source: Observable<T>) {
  const seen: T[] = [];
  const sub = source.subscribe((v) => seen.push(v));
  return { seen, stop: () => sub.unsubscribe() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('firstPullDone$', () => {
  it('is false until every counted collection finished its first pull, then true, and remembers it', async () => {
    const boats = pull('boats');
    const submissions = pull('submissions');
    const other = pull('profiles');
    const flags = memoryFlags();
    const run = record(firstPullDone$('tok', [boats, submissions, other], ['boats', 'submissions'], flags));
    await tick();
    expect(run.seen).toEqual([false]);
    boats.finish();
    await tick();
    expect(run.seen).toEqual([false]);
    submissions.finish();
    await tick();
    expect(run.seen).toEqual([false, true]);
    expect([...flags.keys].sort()).toEqual([firstPullKey('tok', 'boats'), firstPullKey('tok', 'submissions')]);
    run.stop();
  });

  it('a replica remembered as complete (earlier session, same storage token) is complete at once, even offline', async () => {
    const flags = memoryFlags([firstPullKey('tok', 'boats')]);
    const run = record(firstPullDone$('tok', [pull('boats')], ['boats'], flags));
    expect(run.seen).toEqual([true]);
    // A new replica (new storage token after logout removed the old one) starts over.
    const fresh = record(firstPullDone$('tok2', [pull('boats')], ['boats'], flags));
    expect(fresh.seen).toEqual([false]);
    run.stop();
    fresh.stop();
  });

  it('a failed or cancelled first pull leaves the replica incomplete', async () => {
    const boats = pull('boats');
    const flags = memoryFlags();
    const run = record(firstPullDone$('tok', [boats], ['boats'], flags));
    boats.fail();
    await tick();
    expect(run.seen).toEqual([false]);
    expect(flags.keys.size).toBe(0);
    run.stop();
  });

  it('a collection nobody replicates has nothing to wait for', async () => {
    const run = record(firstPullDone$('tok', [], ['boats'], memoryFlags()));
    expect(run.seen).toEqual([true]);
    run.stop();
  });
});

describe('countersId', () => {
  it('admin reads stats/admin, a client its own ownerStats document', () => {
    expect(countersId({ uid: 'a1', role: 'admin' })).toBe('admin');
    expect(countersId({ uid: 'u1', role: 'client' })).toBe('u1');
  });
});

describe('server counters in the replica', () => {
  let db: UserDatabase | null = null;
  let uid = '';
  afterEach(async () => {
    await db?.close();
    if (uid) await removeUserDatabase(uid, testStorage());
    db = null;
  });

  it('a replica without the counters collection: always null', async () => {
    uid = uniqueDbName('dev');
    db = await openUserDatabase(uid, testStorage(), false, { counters: false });
    expect(db.counters).toBeUndefined();
    expect(await firstValueFrom(serverCounters$(db, 'admin'))).toBeNull();
  });

  it('null until the document is pulled, then live; the rule inputs follow the first pull', async () => {
    uid = uniqueDbName('fb');
    db = await openUserDatabase(uid, testStorage(), false, { counters: true });
    const boats = pull('boats');
    const flags = memoryFlags();
    const run = record(
      counterSources$({ caller: { uid, role: 'client' }, db, replication: { states: [boats] } }, ['boats'], flags),
    );
    const at = async (predicate: (s: CounterSources) => boolean) => {
      for (let i = 0; i < 50 && !run.seen.some(predicate); i++) await tick();
      return run.seen.find(predicate);
    };
    expect(await at(() => true)).toEqual({ server: null, replicaComplete: false });
    // What the replication writes when it pulls ownerStats/{uid} (another owner's document is not ours).
    await db.counters!.bulkInsert([
      {
        id: uid,
        totalSubmissions: 3,
        pendingReviews: 1,
        activeListings: 2,
        totalInquiries: 5,
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
      { id: 'someone-else', totalSubmissions: 99 },
    ]);
    expect(await at((s) => s.server !== null)).toMatchObject({
      server: { id: uid, totalSubmissions: 3 },
      replicaComplete: false,
    });
    boats.finish();
    expect(await at((s) => s.replicaComplete)).toMatchObject({
      server: { id: uid, totalInquiries: 5 },
      replicaComplete: true,
    });
    run.stop();
  });

  it('an admin session reads the stats document with id admin', async () => {
    uid = uniqueDbName('adm');
    db = await openUserDatabase(uid, testStorage(), false, { counters: true });
    await db.counters!.insert({ id: 'admin', pendingSubmissions: 2, inquiriesByDay: { '2026-11-01': 3 } });
    const got = await firstValueFrom(serverCounters$(db, countersId({ uid, role: 'admin' })).pipe(filter(Boolean)));
    expect(got).toMatchObject({ id: 'admin', pendingSubmissions: 2, inquiriesByDay: { '2026-11-01': 3 } });
  });
});
