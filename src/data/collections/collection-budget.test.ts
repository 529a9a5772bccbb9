import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_COLLECTIONS, type RxDatabase } from 'rxdb';
import { COLLECTION_BUDGET } from './collection-budget';
import { pushedBy, replicaCollectionsOf } from './portal-collections';
import { openUserDatabase } from '../user-database';
import { openPublicDatabase, openVisitorDatabase, publicCollectionsFor } from '../public/public-database';
import { testStorage, uniqueDbName } from '../test-storage';
import type { PageSection } from '../public/page-section';

const opened: Array<Pick<RxDatabase, 'remove' | 'collections'>> = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.remove();
});

/** Opens what a page of this section opens for this session, as the app does; returns how many collections are open. */
async function openLikeAPage(section: PageSection, session: { role: 'admin' | 'client'; firebase: boolean } | null) {
  const before = OPEN_COLLECTIONS.size;
  const options = { storage: testStorage(), name: uniqueDbName('public'), multiInstance: false };
  opened.push(section === 'public' ? await openPublicDatabase(options) : await openVisitorDatabase(options));
  if (session)
    opened.push(
      await openUserDatabase(uniqueDbName(`user-${session.role}`), testStorage(), false, {
        role: session.role,
        counters: session.firebase,
        section,
      }),
    );
  const counted = opened.reduce((n, db) => n + Object.keys(db.collections).length, 0);
  // RxDB core's own count of open collections agrees (what its limit of 13 applies to).
  expect(OPEN_COLLECTIONS.size - before).toBe(counted);
  return counted;
}

describe('collection budget: what a page opens at once, measured on real databases', () => {
  const sessions = [
    ['a visitor', null],
    ['a client (without counters)', { role: 'client', firebase: false }],
    ['a client (with counters)', { role: 'client', firebase: true }],
    ['an admin (without counters)', { role: 'admin', firebase: false }],
    ['an admin (with counters)', { role: 'admin', firebase: true }],
  ] as const;

  it.each(sessions)('%s on a public page opens at most the budget, leaving 2 free', async (_, session) => {
    expect(await openLikeAPage('public', session)).toBeLessThanOrEqual(COLLECTION_BUDGET);
  });

  it.each(sessions)('%s on a portal page opens at most the budget, leaving 2 free', async (_, session) => {
    expect(await openLikeAPage('portal', session)).toBeLessThanOrEqual(COLLECTION_BUDGET);
  });

  it('the budget leaves 2 of RxDB core 13 free', () => {
    expect(COLLECTION_BUDGET).toBe(11);
  });
});

describe('what each database opens', () => {
  it('a public page: the public cache and the visitor records; a portal page: the visitor records only', () => {
    expect(publicCollectionsFor('public').sort()).toEqual(['blogPosts', 'boats', 'visitorRecords']);
    expect(publicCollectionsFor('portal')).toEqual(['visitorRecords']);
  });

  it.each([
    ['admin', false],
    ['admin', true],
    ['client', false],
    ['client', true],
  ] as const)(
    "a %s's replica (counters: %s) opens what the role replicates on a portal page, what it sends on a public one",
    async (role, firebase) => {
      const db = await openUserDatabase(uniqueDbName(`user-${role}`), testStorage(), false, {
        role,
        counters: firebase,
        section: 'portal',
      });
      opened.push(db);
      expect(Object.keys(db.collections).sort()).toEqual([...replicaCollectionsOf(role, firebase, 'portal')].sort());
      // Everything the user's changes go to stays open (and syncing) on every page.
      expect(replicaCollectionsOf(role, firebase, 'public').sort()).toEqual(pushedBy(role).sort());
    },
  );

  it('a client replica holds no posts or commissions (it has no access to them)', () => {
    expect(replicaCollectionsOf('client', true)).not.toContain('blogPosts');
    expect(replicaCollectionsOf('client', true)).not.toContain('boatCommercials');
    expect(replicaCollectionsOf('admin', true)).toHaveLength(10);
    expect(replicaCollectionsOf('client', true)).toHaveLength(7);
  });
});
