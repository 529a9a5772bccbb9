// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicDatabase } from '@/data/public-database';
import type { PublicSnapshot } from '@/data/first-visit-snapshot';
import { PUBLIC_PULLED_HINT_KEY } from './public-snapshot-hint';

// The Firestore replication itself is covered against the stand-in (tests/emulator/firestore-replication.test.ts);
// here it is replaced by replication states whose first pull the test completes, to check what this module does
// with it: the `hy.publicPulled` flag and when a first visit may switch from the snapshot to the replica.
function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
let pulls: ReturnType<typeof deferred>[];
let shownSnapshot: PublicSnapshot | null;

vi.mock('./firestore-sync', () => ({
  startFirestoreReplication: (_db: unknown, plans: readonly { remote: string }[]) => ({
    states: plans.map((_p, i) => ({ awaitInitialReplication: () => pulls[i]!.promise })),
    stop: async () => undefined,
  }),
}));
vi.mock('./firestore-outbox', () => ({ startFirebaseOutbox: () => () => undefined }));
vi.mock('@/data/first-visit-snapshot', () => ({ settledSnapshot: () => shownSnapshot }));

const { startPublicFirebaseSync } = await import('./public-sync');
const { PUBLIC_PLAN } = await import('@/data/sync/replication-plan');
const db = {} as PublicDatabase;
const listings = () => pulls[PUBLIC_PLAN.findIndex((p) => p.remote === 'listings')]!;
const posts = () => pulls[PUBLIC_PLAN.findIndex((p) => p.remote === 'publishedPosts')]!;
const settle = () => new Promise((r) => setTimeout(r, 0));
const state = (p: Promise<void>) => Promise.race([p.then(() => 'ready'), settle().then(() => 'waiting')]);

beforeEach(() => {
  localStorage.clear();
  pulls = PUBLIC_PLAN.map(() => deferred());
  shownSnapshot = null;
});

describe('public Firebase sync', () => {
  it('marks the device once the first pull of the listings has completed, not before', async () => {
    startPublicFirebaseSync(db);
    posts().resolve();
    await settle();
    expect(localStorage.getItem(PUBLIC_PULLED_HINT_KEY)).toBeNull();
    listings().resolve();
    await settle();
    expect(localStorage.getItem(PUBLIC_PULLED_HINT_KEY)).toBe('1');
  });

  it('a failing first pull does not mark the device', async () => {
    startPublicFirebaseSync(db);
    listings().reject(new Error('offline'));
    await settle();
    expect(localStorage.getItem(PUBLIC_PULLED_HINT_KEY)).toBeNull();
  });

  it('without a snapshot on screen the database is ready at once (opens offline)', async () => {
    expect(await state(startPublicFirebaseSync(db).ready)).toBe('ready');
  });

  it('with the snapshot on screen, ready once every public collection has pulled (never an empty list in between)', async () => {
    shownSnapshot = { boats: [], posts: [] };
    const { ready } = startPublicFirebaseSync(db);
    expect(await state(ready)).toBe('waiting');
    listings().resolve();
    expect(await state(ready)).toBe('waiting');
    posts().resolve();
    expect(await state(ready)).toBe('ready');
  });

  it('with the snapshot on screen, a pull that does not finish holds the database back at most waitMs', async () => {
    shownSnapshot = { boats: [], posts: [] };
    const { ready } = startPublicFirebaseSync(db, 30);
    expect(await state(ready)).toBe('waiting');
    await new Promise((r) => setTimeout(r, 40));
    expect(await state(ready)).toBe('ready');
  });
});
