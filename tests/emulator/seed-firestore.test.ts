import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdmin } from '../../scripts/firebase-admin.mjs';
import { seedFirestore, withTriggersDisabled } from '../../scripts/seed-firestore.mjs';
import { HUB_ORIGIN } from '../../scripts/emulators.mjs';
import { PROJECT_ID } from '../../scripts/emulator-env.mjs';
import { buildDemoData, type DemoData } from '../../fixtures/demo-data';
import { requireEmulators } from './admin-sdk';
import { ON_MARKET_STATUSES } from '@harbour/domain/boats/listing-visibility';
import { hasPublicCopy } from '@harbour/domain/boats/public-listing';
import { demoCharterSeason } from '@harbour/domain/charter/charter-season';

// scripts/seed-firestore.mjs against the official Firestore emulator. The Admin SDK calls are
// the same against the Java Firestore emulator that `npm start` uses with Java 21. Each run seeds its own project
// on the emulator, so the other suites' documents (and counters) are not in the way.
type Db = Parameters<typeof seedFirestore>[0];
let db: Db;
// As start-local.mjs reads it: /demo-data.json from the build.
const data: DemoData = JSON.parse(JSON.stringify(buildDemoData()));
const NOW = new Date('2026-11-23T12:00:00.000Z');

beforeAll(() => {
  requireEmulators();
  const { app, firestore } = loadAdmin();
  const projectId = `demo-seed-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  db = firestore.getFirestore(app.initializeApp({ projectId }, projectId)) as unknown as Db;
});

async function all(collection: string) {
  const snap = await db.collection(collection).get();
  return new Map(snap.docs.map((d) => [d.id, d.data()]));
}

function expectReplicated(doc: Record<string, unknown> | undefined) {
  expect(doc?._deleted).toBe(false);
  expect((doc?.serverTimestamp as { toDate(): Date } | undefined)?.toDate()).toBeInstanceOf(Date);
}

/** On the market (active or under offer): what the Active Listings counters count. */
const activeBoats = () => data.boats.filter((b) => ON_MARKET_STATUSES.includes(b.status));
/** What has a public listing now: on the market, or sold and shown as sold within its 30 days. */
const publicBoats = () => data.boats.filter((b) => hasPublicCopy(b, new Date()));
const publishedPosts = () => data.blogPosts.filter((p) => p.status === 'published');

describe('seedFirestore', () => {
  let firstRun: Record<string, number>;

  it('writes every source collection of the demo data as the app stores it: each document with serverTimestamp and _deleted:false, no id field', async () => {
    // As seed-emulator-accounts.mjs leaves it: a profile with no replication fields, which clients would never pull.
    const admin = data.profiles.find((p) => p.id === 'demo-admin')!;
    await db
      .collection('profiles')
      .doc(admin.id)
      .set({ fullName: admin.fullName, email: admin.email, phone: admin.phone, createdAt: 'x', updatedAt: 'x' });

    firstRun = await seedFirestore(db, data, { now: NOW });

    const expected: Record<string, Array<{ id: string }>> = {
      boats: data.boats,
      profiles: data.profiles,
      submissions: data.submissions,
      inquiries: data.leads,
      blogPosts: data.blogPosts,
      siteSettings: data.siteSettings,
    };
    for (const [collection, docs] of Object.entries(expected)) {
      const stored = await all(collection);
      expect([...stored.keys()].sort(), collection).toEqual(docs.map((d) => d.id).sort());
      for (const doc of docs) {
        const { serverTimestamp: _ts, _deleted: _d, ...fields } = stored.get(doc.id)!;
        // No `id` field: the app's replication never writes one (the id is the document's name), so an owner's own
        // save of a seeded document would be a change to `id`, which the rules refuse.
        const { id: _id, ...demoFields } = doc;
        expect(fields, `${collection}/${doc.id}`).toEqual(demoFields);
        expectReplicated(stored.get(doc.id));
      }
    }
    expect(firstRun).toMatchObject({
      boats: data.boats.length,
      profiles: data.profiles.length,
      inquiries: data.leads.length,
    });
  });

  it('#33: the charter season around the seed day, each slot with its public copy (how, never who)', async () => {
    const season = demoCharterSeason(NOW);
    expect(firstRun.charterSlots).toBe(season.length);
    const hold = season.find((r) => r.kind === 'hold')!;
    expect((await db.collection('charterSlots').doc(hold.id).get()).data()).toMatchObject({
      kind: 'hold',
      requestId: 'demo-charter-request',
    });
    const copy = (await db.collection('publicCharterSlots').doc(hold.id).get()).data();
    expect(copy).toMatchObject({ state: 'held', heldUntil: hold.heldUntil, _deleted: false });
    expect(copy).not.toHaveProperty('requestId');
  });

  it('boatCommercials: one per boat with its commission rate (null when unset)', async () => {
    const stored = await all('boatCommercials');
    expect(stored.size).toBe(data.boats.length);
    for (const boat of data.boats) {
      expect(stored.get(boat.id)).not.toHaveProperty('id');
      expect(stored.get(boat.id)).toMatchObject({
        commissionRate: data.commissionRates[boat.id] ?? null,
        updatedAt: boat.updatedAt,
      });
      expectReplicated(stored.get(boat.id));
    }
    expect(data.boats.some((b) => data.commissionRates[b.id] == null)).toBe(true);
  });

  it('viewCounts: the boat counters; no post counters (a post keeps its baseline in viewCount)', async () => {
    const stored = await all('viewCounts');
    const boatCounts = data.viewCounts.filter((c) => c.itemType === 'boat');
    expect([...stored.keys()].sort()).toEqual(boatCounts.map((c) => c.id).sort());
    expect(stored.get(boatCounts[0]!.id)).toMatchObject({
      total: boatCounts[0]!.total,
      ownerId: boatCounts[0]!.ownerId,
    });
  });

  it('listings: exactly the public boats, public fields only; publishedPosts: the published posts with their baseline views', async () => {
    const listings = await all('listings');
    expect([...listings.keys()].sort()).toEqual(
      publicBoats()
        .map((b) => b.id)
        .sort(),
    );
    const sample = data.boats.find((b) => b.status === 'active')!;
    const listing = listings.get(sample.id)!;
    expect(listing).toMatchObject({
      id: sample.id,
      make: sample.make,
      model: sample.model,
      price: sample.price,
      status: 'active',
      images: sample.images,
    });
    expect(listing).not.toHaveProperty('commissionRate');
    expectReplicated(listing);
    expect(data.boats.length).toBeGreaterThan(publicBoats().length); // drafts/sold/pending exist and stay private

    const posts = await all('publishedPosts');
    expect([...posts.keys()].sort()).toEqual(
      publishedPosts()
        .map((p) => p.id)
        .sort(),
    );
    for (const post of publishedPosts()) {
      expect(posts.get(post.id)).toMatchObject({ slug: post.slug, title: post.title, viewCount: post.viewCount });
      expectReplicated(posts.get(post.id));
    }
    expect(data.blogPosts.length).toBeGreaterThan(publishedPosts().length);
  });

  it('counters stats/admin and ownerStats/{uid} match the demo data', async () => {
    const boatViews = data.viewCounts.filter((c) => c.itemType === 'boat');
    const byDay: Record<string, number> = {};
    for (const lead of data.leads) byDay[lead.createdAt.slice(0, 10)] = (byDay[lead.createdAt.slice(0, 10)] ?? 0) + 1;
    const stats = (await db.collection('stats').doc('admin').get()).data();
    expect(stats).toMatchObject({
      pendingSubmissions: data.submissions.filter((s) => s.status === 'pending').length,
      activeListings: activeBoats().length,
      totalViews: boatViews.reduce((sum, c) => sum + c.total, 0),
      inquiriesByDay: byDay,
    });
    expectReplicated(stats);

    for (const uid of ['demo-owner-marina', 'demo-owner-kevin']) {
      const owner = (await db.collection('ownerStats').doc(uid).get()).data();
      expect(owner, uid).toMatchObject({
        id: uid,
        totalSubmissions: data.submissions.filter((s) => s.userId === uid).length,
        pendingReviews: data.submissions.filter((s) => s.userId === uid && s.status === 'pending').length,
        activeListings: activeBoats().filter((b) => b.createdBy === uid).length,
        totalInquiries: data.leads.filter((l) => l.boatOwnerId === uid).length,
        totalViews: boatViews.filter((c) => c.ownerId === uid).reduce((sum, c) => sum + c.total, 0),
      });
      expectReplicated(owner);
    }
    // The demo owners do have listings, leads and submissions: the checks above compare non-trivial numbers.
    expect(
      (await db.collection('ownerStats').doc('demo-owner-kevin').get()).data()?.totalInquiries ?? 0,
    ).toBeGreaterThan(0);
  });

  it('is idempotent: a second run writes no source document, duplicates nothing, keeps changes made since and the same counters', async () => {
    const sizes = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            'boats',
            'boatCommercials',
            'profiles',
            'submissions',
            'inquiries',
            'blogPosts',
            'viewCounts',
            'siteSettings',
            'listings',
            'publishedPosts',
            'ownerStats',
          ].map(async (c) => [c, (await all(c)).size] as const),
        ),
      );
    const before = await sizes();
    const statsBefore = (await db.collection('stats').doc('admin').get()).data();
    const lead = data.leads[0]!;
    await db.collection('inquiries').doc(lead.id).update({ status: 'closed' }); // an admin's change since the first run

    const second = await seedFirestore(db, data, { now: NOW });

    expect(second).toMatchObject({
      charterSlots: 0,
      boats: 0,
      boatCommercials: 0,
      profiles: 0,
      submissions: 0,
      inquiries: 0,
      blogPosts: 0,
      viewCounts: 0,
      siteSettings: 0,
    });
    expect(await sizes()).toEqual(before);
    expect((await db.collection('inquiries').doc(lead.id).get()).data()?.status).toBe('closed');
    const { serverTimestamp: _a, updatedAt: _b, ...countersBefore } = statsBefore!;
    const {
      serverTimestamp: _c,
      updatedAt: _d,
      ...countersAfter
    } = (await db.collection('stats').doc('admin').get()).data()!;
    expect(countersAfter).toEqual(countersBefore);
  });

  it('a boat sold since the seed: a re-run withdraws its listing (soft delete) and recounts active listings', async () => {
    const boat = data.boats.find((b) => b.status === 'active')!;
    await db.collection('boats').doc(boat.id).update({ status: 'sold' });
    await seedFirestore(db, data, { now: NOW });
    expect((await db.collection('listings').doc(boat.id).get()).data()).toMatchObject({ id: boat.id, _deleted: true });
    expect((await db.collection('stats').doc('admin').get()).data()?.activeListings).toBe(activeBoats().length - 1);
  });
});

describe('withTriggersDisabled on the running emulator hub', () => {
  it('the hub of this firebase-tools accepts the switch (start-local.mjs seeds inside it) and turns the triggers back on', async () => {
    const result = await withTriggersDisabled(HUB_ORIGIN, async () => 'seeded');
    expect(result).toBe('seeded');
    // Back on: the auth trigger still gives a new account its role.
    const { app, auth } = loadAdmin();
    const admin =
      app.getApps().find((a) => a.name === 'hub-check') ?? app.initializeApp({ projectId: PROJECT_ID }, 'hub-check');
    const user = await auth
      .getAuth(admin)
      .createUser({ email: `it-hub-${Date.now()}@example.com`, password: 'secret-123456' });
    let role: unknown;
    for (let i = 0; i < 40 && !role; i++) {
      role = (await auth.getAuth(admin).getUser(user.uid)).customClaims?.role;
      if (!role) await new Promise((r) => setTimeout(r, 250));
    }
    expect(role).toBe('client');
  });
});
