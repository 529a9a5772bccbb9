import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '@/data/user-database';
import { testStorage, uniqueDbName } from '@/data/test-storage';
import { DeviceBackendDb } from '@/data/device-backend/backend-db';
import { DeviceBackend } from '@/data/device-backend/device-backend';
import { seedDeviceBackend } from '@/data/device-backend/seed-device-backend';
import { replicateWithDeviceBackend } from '@/data/portal/device-replication';
import { SyncStore } from '@/data/portal/sync-store';
import { seedLeads, seedSubmissions } from '@/data/seed/portal-seed';
import type { Boat } from '@/data/schemas/boat';
import type { Submission } from '@/data/schemas/submission';
import type { Inquiry } from '@/data/schemas/inquiry';
import { approveSubmission, rejectSubmission, requestChanges, updateInquiryStatus } from './actions';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The seeded admin's replica, synced with a seeded device backend (as in the browser). */
async function adminReplica() {
  const backendDb = new DeviceBackendDb(uniqueDbName('backend'));
  await seedDeviceBackend(backendDb);
  const backend = new DeviceBackend(backendDb, () => true);
  const db: UserDatabase = await openUserDatabase(`demo-admin-${uniqueDbName('u')}`, testStorage(), false);
  const log = new SyncStore(uniqueDbName('sync'));
  const replication = replicateWithDeviceBackend(db, backend, { uid: 'demo-admin', role: 'admin' }, log);
  cleanups.push(
    async () => backendDb.delete(),
    async () => log.delete(),
    async () => db.remove(),
    async () => replication.stop(),
    async () => backend.close(),
  );
  await Promise.all(replication.states.map((s) => s.awaitInitialReplication()));
  const inSync = () => Promise.all(replication.states.map((s) => s.awaitInSync()));
  return { db, backend, inSync };
}

const pending = seedSubmissions.find((s) => s.status === 'pending')!;
const needsChanges = seedSubmissions.find((s) => s.status === 'needs_changes')!;
const now = new Date('2026-11-23T09:30:00.000Z');

describe('admin review actions', () => {
  it('approve creates a draft listing owned by the client with a 10% commission and links it', async () => {
    const { db, backend, inSync } = await adminReplica();
    const result = await approveSubmission(db, pending.id, { now, newId: () => 'boat-approved-1' });
    expect(result).toEqual({ boatId: 'boat-approved-1', warnings: [] });

    const boat = (await db.boats.findOne('boat-approved-1').exec())!.toJSON();
    expect(boat).toMatchObject({
      status: 'draft',
      createdBy: pending.userId,
      year: 2019,
      make: 'Boston Whaler',
      model: '280 Vantage',
      type: 'Center Console',
      price: 189000,
      length: 28,
      condition: 'used',
    });
    expect((await db.boatCommercials.findOne('boat-approved-1').exec())!.commissionRate).toBe(10);
    const sub = (await db.submissions.findOne(pending.id).exec())!;
    expect(sub.status).toBe('approved');
    expect(sub.boatId).toBe('boat-approved-1');
    expect(sub.updatedAt).toBe(now.toISOString());

    // The writes reach the backend (the admin may write everything).
    await inSync();
    await expect
      .poll(() => backend.read<Boat>('boats', 'boat-approved-1'))
      .toMatchObject({ status: 'draft', createdBy: pending.userId });
    await expect.poll(async () => (await backend.read<Submission>('submissions', pending.id))?.status).toBe('approved');
  });

  it('approve refuses a submission that is not pending and writes nothing', async () => {
    const { db } = await adminReplica();
    const before = await db.boats.count().exec();
    await expect(approveSubmission(db, needsChanges.id, { now })).rejects.toThrow(
      'This submission was already reviewed (needs changes).',
    );
    await expect(approveSubmission(db, 'nope', { now })).rejects.toThrow('This submission no longer exists.');
    expect(await db.boats.count().exec()).toBe(before);
  });

  it('needs changes stores the note for the owner; an empty note writes nothing', async () => {
    const { db, backend, inSync } = await adminReplica();
    await expect(requestChanges(db, pending.id, '   ', now)).rejects.toThrow(
      'Please write what the owner needs to change.',
    );
    expect((await db.submissions.findOne(pending.id).exec())!.status).toBe('pending');

    await requestChanges(db, pending.id, '  Please add a photo of the helm.  ', now);
    const sub = (await db.submissions.findOne(pending.id).exec())!;
    expect(sub.status).toBe('needs_changes');
    expect(sub.reviewNote).toBe('Please add a photo of the helm.');
    await inSync();
    await expect
      .poll(async () => (await backend.read<Submission>('submissions', pending.id))?.reviewNote)
      .toBe('Please add a photo of the helm.');
  });

  it('reject sets the status once', async () => {
    const { db } = await adminReplica();
    await rejectSubmission(db, pending.id, now);
    expect((await db.submissions.findOne(pending.id).exec())!.status).toBe('rejected');
    await expect(rejectSubmission(db, pending.id, now)).rejects.toThrow('already reviewed (rejected)');
  });

  it('updates a lead status and refuses an unknown one', async () => {
    const { db, backend, inSync } = await adminReplica();
    const lead = seedLeads.find((l) => l.status === 'new')!;
    await updateInquiryStatus(db, lead.id, 'qualified', 'admin-1', now);
    const doc = (await db.inquiries.findOne(lead.id).exec())!;
    expect(doc.status).toBe('qualified');
    expect(doc.updatedAt).toBe(now.toISOString());
    await expect(updateInquiryStatus(db, lead.id, 'won' as never, 'admin-1', now)).rejects.toThrow(
      'Choose one of new, contacted, qualified or closed.',
    );
    await expect(updateInquiryStatus(db, 'missing', 'closed', 'admin-1', now)).rejects.toThrow(
      'This lead no longer exists.',
    );
    await inSync();
    await expect.poll(async () => (await backend.read<Inquiry>('inquiries', lead.id))?.status).toBe('qualified');
  });
});
