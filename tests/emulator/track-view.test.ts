import { beforeAll, describe, expect, it } from 'vitest';
import { ItemNotFoundError, MAX_VIEWS_PER_ADDRESS_PER_HOUR, trackView } from '../../functions/src/track-view';
import { readAdminStats, readOwnerStats } from '../../functions/src/counters';
import { directFirestore } from './admin-sdk';

// trackView's Firestore logic (functions/src/track-view.ts) against the Firestore emulator.
// The callable itself, through the Functions emulator: functions-http.test.ts.
type Firestore = Parameters<typeof trackView>[0];
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const visitor = () => crypto.randomUUID();
const T0 = new Date('2026-11-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

/** A boat and its public listing; the owner is on the boat only (the listing never says whose boat it is). */
async function listBoat(owner: string | null = unique('owner')) {
  const id = unique('boat');
  const fields = { id, make: 'Boston Whaler', model: '280 Outrage', year: 2019, price: 150000, status: 'active' };
  await db
    .collection('boats')
    .doc(id)
    .set({ ...fields, createdBy: owner, _deleted: false });
  await db
    .collection('listings')
    .doc(id)
    .set({ ...fields, createdBy: null, _deleted: false });
  return { id, owner };
}

/** A published post with `baseline` views from before counting (blogPosts.viewCount), and its public copy. */
async function publishPost(id: string, baseline: number) {
  const fields = { id, slug: id, title: 'Reefs', status: 'published', viewCount: baseline, _deleted: false };
  await db.collection('blogPosts').doc(id).set(fields);
  await db.collection('publishedPosts').doc(id).set(fields);
}

async function counter(itemType: 'boat' | 'post', id: string) {
  return (await db.collection('viewCounts').doc(`${itemType}:${id}`).get()).data();
}

describe('trackView core (Firestore emulator)', () => {
  it('counts once per visitor per 60 minutes: 59:59 later no, 60:00 later yes', async () => {
    const { id, owner } = await listBoat();
    const v = visitor();
    const adminBefore = (await readAdminStats(db)).totalViews;
    expect(await trackView(db, { itemType: 'boat', itemId: id, visitorId: v }, T0)).toEqual({ counted: true });
    expect(await trackView(db, { itemType: 'boat', itemId: id, visitorId: v }, at(30 * MIN))).toEqual({
      counted: false,
    });
    expect(await trackView(db, { itemType: 'boat', itemId: id, visitorId: v }, at(59 * MIN + 59_000))).toEqual({
      counted: false,
    });
    expect(await trackView(db, { itemType: 'boat', itemId: id, visitorId: v }, at(60 * MIN))).toEqual({
      counted: true,
    });
    // The window restarts at the last counted view.
    expect(await trackView(db, { itemType: 'boat', itemId: id, visitorId: v }, at(119 * MIN))).toEqual({
      counted: false,
    });
    // Another visitor counts at once.
    expect(await trackView(db, { itemType: 'boat', itemId: id, visitorId: visitor() }, at(1 * MIN))).toEqual({
      counted: true,
    });

    const count = await counter('boat', id);
    expect(count).toMatchObject({
      id: `boat:${id}`,
      itemType: 'boat',
      itemId: id,
      ownerId: owner,
      total: 3,
      daily: { '2026-11-01': 3 },
      _deleted: false,
    });
    expect(count?.serverTimestamp?.toDate()).toBeInstanceOf(Date);
    expect((await readAdminStats(db)).totalViews - adminBefore).toBe(3);
    expect((await readOwnerStats(db, owner!)).totalViews).toBe(3);
  });

  it('daily buckets follow the UTC day', async () => {
    const { id } = await listBoat(null);
    await trackView(db, { itemType: 'boat', itemId: id, visitorId: visitor() }, new Date('2026-11-01T23:59:59.000Z'));
    await trackView(db, { itemType: 'boat', itemId: id, visitorId: visitor() }, new Date('2026-11-02T00:00:00.000Z'));
    expect(await counter('boat', id)).toMatchObject({
      total: 2,
      ownerId: null,
      daily: { '2026-11-01': 1, '2026-11-02': 1 },
    });
  });

  it('20 concurrent views from distinct visitors: +20, no lost increments', async () => {
    const { id, owner } = await listBoat();
    const adminBefore = (await readAdminStats(db)).totalViews;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => trackView(db, { itemType: 'boat', itemId: id, visitorId: visitor() }, T0)),
    );
    expect(results.every((r) => r.counted)).toBe(true);
    expect(await counter('boat', id)).toMatchObject({ total: 20, daily: { '2026-11-01': 20 } });
    expect((await readAdminStats(db)).totalViews - adminBefore).toBe(20);
    expect((await readOwnerStats(db, owner!)).totalViews).toBe(20);
  });

  it('the same visitor 5 times at once: counted exactly once', async () => {
    const { id } = await listBoat();
    const v = visitor();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => trackView(db, { itemType: 'boat', itemId: id, visitorId: v }, T0)),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect((await counter('boat', id))?.total).toBe(1);
  });

  it('a post view bumps its counter and the public post, not the listing views KPI', async () => {
    const id = unique('post');
    await publishPost(id, 40);
    const adminBefore = (await readAdminStats(db)).totalViews;
    expect(await trackView(db, { itemType: 'post', itemId: id, visitorId: visitor() }, T0)).toEqual({ counted: true });
    expect(await counter('post', id)).toMatchObject({ total: 1, ownerId: null });
    expect((await db.collection('publishedPosts').doc(id).get()).get('viewCount')).toBe(41);
    expect((await readAdminStats(db)).totalViews).toBe(adminBefore);
  });

  it("finding 6: a post's public copy takes its views at most once an hour; the counter is always exact", async () => {
    const id = unique('post');
    await publishPost(id, 40);
    const publicViews = async () => (await db.collection('publishedPosts').doc(id).get()).get('viewCount');
    await trackView(db, { itemType: 'post', itemId: id, visitorId: visitor() }, T0);
    expect(await publicViews()).toBe(41);
    for (let i = 1; i <= 5; i++)
      await trackView(db, { itemType: 'post', itemId: id, visitorId: visitor() }, at(i * MIN));
    expect((await counter('post', id))?.total).toBe(6);
    expect(await publicViews()).toBe(41);
    await trackView(db, { itemType: 'post', itemId: id, visitorId: visitor() }, at(60 * MIN));
    expect((await counter('post', id))?.total).toBe(7);
    expect(await publicViews()).toBe(47);
  });

  it('finding 6: one address counts at most 20 views of an item an hour, whatever visitor ids it makes up', async () => {
    const { id, owner } = await listBoat();
    const from = (address: string, when: Date) =>
      trackView(db, { itemType: 'boat', itemId: id, visitorId: visitor() }, when, { address });
    const results = [];
    for (let i = 0; i < 25; i++) results.push(await from('203.0.113.9', at(i * 1000)));
    expect(results.filter((r) => r.counted)).toHaveLength(MAX_VIEWS_PER_ADDRESS_PER_HOUR);
    expect((await from('198.51.100.7', at(30_000))).counted).toBe(true);
    expect((await from('203.0.113.9', at(60 * MIN))).counted).toBe(true);
    expect((await counter('boat', id))?.total).toBe(MAX_VIEWS_PER_ADDRESS_PER_HOUR + 2);
    expect((await readOwnerStats(db, owner!)).totalViews).toBe(MAX_VIEWS_PER_ADDRESS_PER_HOUR + 2);
  });

  it('finding N8: the addresses of one IPv6 /64 share the 20 views; another /64 and IPv4 callers count apart', async () => {
    const { id } = await listBoat();
    const from = (address: string, when: Date) =>
      trackView(db, { itemType: 'boat', itemId: id, visitorId: visitor() }, when, { address });
    const results = [];
    // One subscriber's /64, a new address (and spelling) for each view.
    for (let i = 0; i < 25; i++)
      results.push(
        await from(i % 2 ? `2001:db8:5:7::${(i + 1).toString(16)}` : `2001:DB8:5:7:${i}::beef`, at(i * 1000)),
      );
    expect(results.filter((r) => r.counted)).toHaveLength(MAX_VIEWS_PER_ADDRESS_PER_HOUR);
    expect((await from('2001:db8:5:7:ffff:ffff:ffff:ffff', at(30_000))).counted).toBe(false);
    expect((await from('2001:db8:5:8::1', at(30_000))).counted).toBe(true);
    // An IPv4 caller through a dual-stack socket is the IPv4 address.
    for (let i = 0; i < MAX_VIEWS_PER_ADDRESS_PER_HOUR; i++) await from('198.51.100.23', at(i * 1000));
    expect((await from('::ffff:198.51.100.23', at(40_000))).counted).toBe(false);
    expect((await counter('boat', id))?.total).toBe(2 * MAX_VIEWS_PER_ADDRESS_PER_HOUR + 1);
  });

  it('unknown or withdrawn items are refused and nothing is counted', async () => {
    const missing = unique('nope');
    await expect(trackView(db, { itemType: 'boat', itemId: missing, visitorId: visitor() }, T0)).rejects.toBeInstanceOf(
      ItemNotFoundError,
    );
    await expect(trackView(db, { itemType: 'post', itemId: missing, visitorId: visitor() }, T0)).rejects.toBeInstanceOf(
      ItemNotFoundError,
    );
    const { id } = await listBoat();
    await db.collection('listings').doc(id).update({ _deleted: true });
    await expect(trackView(db, { itemType: 'boat', itemId: id, visitorId: visitor() }, T0)).rejects.toBeInstanceOf(
      ItemNotFoundError,
    );
    expect(await counter('boat', id)).toBeUndefined();
  });
});
