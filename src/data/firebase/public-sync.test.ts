// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicDatabase } from '@/data/public/public-database';
import { PUBLIC_PULLED_HINT_KEY } from './public-snapshot-hint';

// The Firestore replication itself is covered against the stand-in (tests/emulator/firestore-replication.test.ts);
// here it is replaced by replication states whose first pull the test completes, to check what this module does
// with it: the `hy.publicPulled` flag and when the public data counts as arrived (a first visit then leaves the snapshot).
function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
let pulls: ReturnType<typeof deferred>[];
let arrived: number;

vi.mock('./firestore-sync', () => ({
  startFirestoreReplication: (_db: unknown, plans: readonly { remote: string }[]) => ({
    states: plans.map((_p, i) => ({ awaitInitialReplication: () => pulls[i]!.promise })),
    stop: async () => undefined,
  }),
}));
vi.mock('./firestore-outbox', () => ({ startFirebaseOutbox: () => () => undefined }));
vi.mock('./public-site-settings', () => ({ startPublicSiteSettingsSync: () => () => undefined }));
vi.mock('@/data/public/first-visit-snapshot', () => ({ markPublicDataArrived: () => void (arrived += 1) }));

const { startPublicFirebaseSync } = await import('./public-sync');
const { PUBLIC_PLAN } = await import('@/data/sync/replication-plan');
const db = {} as PublicDatabase;
const listings = () => pulls[PUBLIC_PLAN.findIndex((p) => p.remote === 'listings')]!;
const posts = () => pulls[PUBLIC_PLAN.findIndex((p) => p.remote === 'publishedPosts')]!;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  localStorage.clear();
  pulls = PUBLIC_PLAN.map(() => deferred());
  arrived = 0;
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

  it('the public data counts as arrived once every public collection has completed its first pull, not before', async () => {
    startPublicFirebaseSync(db);
    listings().resolve();
    await settle();
    expect(arrived).toBe(0);
    posts().resolve();
    await settle();
    expect(arrived).toBe(1);
  });

  it('while a first pull cannot complete (no connection), the public data never counts as arrived', async () => {
    startPublicFirebaseSync(db);
    posts().resolve();
    listings().reject(new Error('unreachable'));
    await settle();
    expect(arrived).toBe(0);
  });
});
