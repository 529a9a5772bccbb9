import { describe, expect, it } from 'vitest';
import { PUBLIC_PLAN, portalPlan } from './replication-plan';
import { CORE_COLLECTIONS } from '../collections/portal-collections';

describe('replication plans', () => {
  it('pulls the public site only from projections, never filtered on a status', () => {
    expect(PUBLIC_PLAN.map((p) => p.remote)).toEqual(['listings', 'publishedPosts']);
    expect(PUBLIC_PLAN.every((p) => p.pull && !p.push && p.filter === null)).toBe(true);
  });

  it('scopes a client to its own documents and lets it push only submissions, its profile and its saved boats', () => {
    const plan = portalPlan({ uid: 'u1', role: 'client' });
    expect(
      plan
        .filter((p) => p.push)
        .map((p) => p.local)
        .sort(),
    ).toEqual(['profiles', 'savedBoats', 'submissions']);
    expect(plan.every((p) => p.filter !== null && p.filter[1] === 'u1')).toBe(true);
    expect(plan.some((p) => p.filter?.[0] === 'status')).toBe(false);
    expect(plan.map((p) => p.local)).not.toContain('boatCommercials');
    expect(plan.map((p) => p.local)).not.toContain('blogPosts');
    // The owner fields firestore.rules reads a client's documents by.
    expect(Object.fromEntries(plan.map((p) => [p.local, p.filter?.[0]]))).toEqual({
      boats: 'createdBy',
      submissions: 'userId',
      inquiries: 'boatOwnerId',
      profiles: '__id__',
      savedBoats: 'userId',
      viewCounts: 'ownerId',
      counters: '__id__',
    });
  });

  it('gives an admin everything it manages, view counts read-only', () => {
    const plan = portalPlan({ uid: 'a', role: 'admin' });
    expect(
      plan
        .filter((p) => p.push)
        .map((p) => p.local)
        .sort(),
    ).toEqual([
      'blogPosts',
      'boatCommercials',
      'boats',
      'inquiries',
      'profiles',
      'savedBoats',
      'siteSettings',
      'submissions',
    ]);
    expect(plan.find((p) => p.local === 'viewCounts')).toMatchObject({ pull: true, push: false });
    // Its own shortlist only, as any user's.
    expect(plan.find((p) => p.local === 'savedBoats')).toMatchObject({ filter: ['userId', 'a'] });
  });

  it("pulls the admin's counters from stats/admin only, never pushing them", () => {
    const plan = portalPlan({ uid: 'a', role: 'admin' });
    expect(plan.filter((p) => p.local === 'counters')).toEqual([
      { local: 'counters', remote: 'stats', pull: true, push: false, filter: ['__id__', 'admin'] },
    ]);
  });

  it("pulls a client's counters from its own ownerStats document only (by document id), never pushing them", () => {
    const plan = portalPlan({ uid: 'u1', role: 'client' });
    expect(plan.filter((p) => p.local === 'counters')).toEqual([
      { local: 'counters', remote: 'ownerStats', pull: true, push: false, filter: ['__id__', 'u1'] },
    ]);
    expect(plan.map((p) => p.remote)).not.toContain('stats');
  });

  it('leaves the functions-only counters out of a replica that does not open them', () => {
    expect(portalPlan({ uid: 'a', role: 'admin' }, CORE_COLLECTIONS).map((p) => p.local)).not.toContain('counters');
    expect(portalPlan({ uid: 'a', role: 'admin' }, CORE_COLLECTIONS)).toEqual(
      portalPlan({ uid: 'a', role: 'admin' }).filter((p) => p.local !== 'counters'),
    );
  });

  it('names only collections the replica opens', async () => {
    const { openUserDatabase, removeUserDatabase } = await import('../user-database');
    const { testStorage } = await import('../test-storage');
    const db = await openUserDatabase('plan-check', testStorage(), false, { counters: true });
    try {
      for (const role of ['admin', 'client'] as const) {
        for (const p of portalPlan({ uid: 'plan-check', role }))
          expect(Object.keys(db.collections), p.local).toContain(p.local);
      }
    } finally {
      await db.close();
      await removeUserDatabase('plan-check', testStorage());
    }
  });
});
