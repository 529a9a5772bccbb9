import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import { DeviceBackendDb } from '../device-backend/backend-db';
import { DeviceBackend } from '../device-backend/device-backend';
import { seedDeviceBackend } from '../device-backend/seed-device-backend';
import { replicateWithDeviceBackend, type PortalReplication } from './device-replication';
import { SyncStore, pendingChanges } from './sync-store';
import { seedBoats } from '../seed';
import { seedLeads, seedSubmissions } from '../seed/portal-seed';
import type { Submission } from '../schemas/submission';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(
  uid: string,
  role: 'admin' | 'client',
  reachable = { value: true },
  /** Changes the seeded backend before anyone reads it. */
  prepare: (backendDb: DeviceBackendDb) => Promise<unknown> = async () => undefined,
) {
  const backendDb = new DeviceBackendDb(uniqueDbName('backend'));
  await seedDeviceBackend(backendDb);
  await prepare(backendDb);
  const backend = new DeviceBackend(backendDb, () => reachable.value);
  const db: UserDatabase = await openUserDatabase(`${uid}-${uniqueDbName('u')}`, testStorage(), false, { role });
  const log = new SyncStore(uniqueDbName('sync'));
  const replication: PortalReplication = replicateWithDeviceBackend(db, backend, { uid, role }, log);
  cleanups.push(
    async () => backendDb.delete(),
    async () => log.delete(),
    async () => db.remove(),
    async () => replication.stop(),
    async () => backend.close(),
  );
  await Promise.all(replication.states.map((s) => s.awaitInitialReplication()));
  return { db, backend, log, replication, reachable };
}

function newSubmission(uid: string, overrides: Partial<Submission> = {}): Submission {
  const now = new Date().toISOString();
  return {
    ...seedSubmissions[0]!,
    id: `sub-${Math.random().toString(36).slice(2)}`,
    userId: uid,
    status: 'pending',
    reviewNote: null,
    boatId: null,
    photos: [],
    submittedAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe('replication with the device backend', () => {
  it('gives a client only its own boats, submissions and profile; an admin everything', async () => {
    const client = await setup('demo-owner-marina', 'client');
    const ownBoats = seedBoats.filter((b) => b.createdBy === 'demo-owner-marina').length;
    expect(await client.db.boats.count().exec()).toBe(ownBoats);
    expect((await client.db.submissions.find().exec()).every((s) => s.userId === 'demo-owner-marina')).toBe(true);
    expect(await client.db.submissions.count().exec()).toBe(
      seedSubmissions.filter((s) => s.userId === 'demo-owner-marina').length,
    );
    expect((await client.db.profiles.find().exec()).map((p) => p.id)).toEqual(['demo-owner-marina']);
    expect(client.db.boatCommercials).toBeUndefined(); // a client's replica has no commissions at all
    expect((await client.db.inquiries.find().exec()).every((i) => i.boatOwnerId === 'demo-owner-marina')).toBe(true);
    // Two replicas open at once would pass RxDB core's 13 collections: the client's goes first, as at a logout.
    for (const c of cleanups.splice(0).reverse()) await c();

    const admin = await setup('demo-admin', 'admin');
    expect(await admin.db.boats.count().exec()).toBe(seedBoats.length);
    expect(await admin.db.boatCommercials.count().exec()).toBe(seedBoats.length);
  });

  it('reads a document stored before a field existed with its default, and its edits sync (no endless conflict)', async () => {
    const boat = seedBoats[0]!;
    const { features: _f, specifications: _s, createdBy: _c, ...old } = boat;
    const { db, backend, replication } = await setup('demo-admin', 'admin', undefined, (backendDb) =>
      backendDb.rows.put({ collection: 'boats', id: boat.id, doc: old, deleted: false, serverTs: Date.now() }),
    );
    const pulled = (await db.boats.findOne(boat.id).exec())!;
    expect(pulled.toJSON()).toMatchObject({ features: [], specifications: {}, createdBy: null });

    await pulled.incrementalPatch({ features: ['Bimini top'], updatedAt: new Date(Date.now() + 1000).toISOString() });
    await replication.states.find((s) => s.collection.name === 'boats')!.awaitInSync();
    expect((await backend.db.rows.get(['boats', boat.id]))!.doc.features).toEqual(['Bimini top']);
    expect((await db.boats.findOne(boat.id).exec())!.features).toEqual(['Bimini top']);
  });

  it('delivers a new submission, and the sync log then holds its version', async () => {
    const { db, backend, log, replication } = await setup('demo-owner-kevin', 'client');
    const sub = newSubmission('demo-owner-kevin');
    await db.submissions.insert(sub);
    await Promise.all(replication.states.map((s) => s.awaitInSync()));
    expect(await backend.read('submissions', sub.id)).toMatchObject({
      id: sub.id,
      status: 'pending',
      userId: 'demo-owner-kevin',
    });
    const synced = await firstValueFrom(log.versions$());
    expect(pendingChanges('submissions', [sub], synced, (d) => d.id)).toEqual([]);
  });

  it('keeps changes pending while offline and delivers them when back online', async () => {
    const reachable = { value: true };
    const { db, backend, log, replication } = await setup('demo-owner-kevin', 'client', reachable);
    reachable.value = false;
    const sub = newSubmission('demo-owner-kevin');
    await db.submissions.insert(sub);
    await new Promise((r) => setTimeout(r, 300));
    expect(await backend.read('submissions', sub.id)).toBeNull();
    const synced = await firstValueFrom(log.versions$());
    expect(pendingChanges('submissions', [sub], synced, (d) => d.id)).toHaveLength(1);
    reachable.value = true;
    replication.states.forEach((s) => s.reSync());
    await expect.poll(() => backend.read('submissions', sub.id), { timeout: 8000 }).not.toBeNull();
  });

  it("refuses a client's forged writes: nothing reaches the backend, the device keeps them marked as refused, later changes still sync", async () => {
    const { db, backend, log, replication } = await setup('demo-owner-kevin', 'client');
    const approved = newSubmission('demo-owner-kevin', { id: 'sub-forged-approved', status: 'approved' });
    const other = newSubmission('demo-owner-marina', { id: 'sub-forged-other-user' });
    await db.submissions.insert(approved);
    await db.submissions.insert(other);
    await expect
      .poll(async () => (await log.refusals.toArray()).map((r) => [r.key, r.reason]).sort(), { timeout: 8000 })
      .toEqual([
        ['submissions:sub-forged-approved', 'A new submission must be pending review.'],
        ['submissions:sub-forged-other-user', 'A submission can only be made for your own account.'],
      ]);
    await Promise.all(replication.states.map((s) => s.awaitInSync()));
    expect(await backend.read('submissions', approved.id)).toBeNull();
    expect(await backend.read('submissions', other.id)).toBeNull();
    // What the user typed is not rolled back unseen: it stays, shown as refused, never as synced.
    expect(await db.submissions.findOne(approved.id).exec()).not.toBeNull();
    const shown = pendingChanges(
      'submissions',
      [approved, other],
      await firstValueFrom(log.versions$()),
      (d) => d.id,
      await firstValueFrom(log.refusals$()),
    );
    expect(shown.every((c) => c.refused)).toBe(true);
    const next = newSubmission('demo-owner-kevin');
    await db.submissions.insert(next);
    await expect.poll(() => backend.read('submissions', next.id), { timeout: 8000 }).not.toBeNull();
  });

  it('finding 1: a hostile lead is kept out of the replica and listed as unreadable; its fixed version comes in', async () => {
    const lead = seedLeads[0]!;
    const { db, backend, log, replication } = await setup('demo-admin', 'admin', { value: true }, async (backendDb) => {
      // Written past the rules, as anyone with the web config could: a createdAt that is no date.
      await new DeviceBackend(backendDb).serverWrite('inquiries', { ...lead, createdAt: 'zzz' });
    });
    expect(await db.inquiries.findOne(lead.id).exec()).toBeNull();
    expect(await db.inquiries.count().exec()).toBe(seedLeads.length - 1);
    await expect
      .poll(async () => (await log.unreadable.toArray()).map((e) => [e.key, e.problems]))
      .toEqual([[`inquiries:${lead.id}`, ['createdAt: not a date']]]);

    await backend.serverWrite('inquiries', { ...lead, updatedAt: new Date().toISOString() });
    replication.states.forEach((s) => s.reSync());
    await expect
      .poll(async () => (await db.inquiries.findOne(lead.id).exec())?.name, { timeout: 8000 })
      .toBe(lead.name);
    await expect.poll(() => log.unreadable.count()).toBe(0);
  });
});
