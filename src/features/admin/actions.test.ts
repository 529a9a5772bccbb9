import { afterEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '@/data/user-database';
import { seededReplica } from '../../../fixtures/test-replica';
import { seedLeads, seedSubmissions } from '../../../fixtures/portal-seed';
import { approveSubmission, rejectSubmission, requestChanges, updateInquiryStatus } from './actions';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/**
 * The seeded admin's local replica, which the actions write: what the replication then sends, and what the rules let
 * through, is tested on the emulators (tests/emulator, tests/rules/portal-writes.rules.test.ts).
 */
async function adminReplica(): Promise<UserDatabase> {
  const db = await seededReplica('demo-admin');
  cleanups.push(async () => db.remove());
  return db;
}

const pending = seedSubmissions.find((s) => s.status === 'pending')!;
const needsChanges = seedSubmissions.find((s) => s.status === 'needs_changes')!;
const now = new Date('2026-11-23T09:30:00.000Z');

describe('admin review actions, as the app writes them to its local replica', () => {
  it('approve creates a draft listing owned by the client with a 10% commission and links it', async () => {
    const db = await adminReplica();
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
  });

  it('approve refuses a submission that is not pending and writes nothing', async () => {
    const db = await adminReplica();
    const before = await db.boats.count().exec();
    await expect(approveSubmission(db, needsChanges.id, { now })).rejects.toThrow(
      'This submission was already reviewed (needs changes).',
    );
    await expect(approveSubmission(db, 'nope', { now })).rejects.toThrow('This submission no longer exists.');
    expect(await db.boats.count().exec()).toBe(before);
  });

  it('needs changes stores the note for the owner; an empty note writes nothing', async () => {
    const db = await adminReplica();
    await expect(requestChanges(db, pending.id, '   ', now)).rejects.toThrow(
      'Please write what the owner needs to change.',
    );
    expect((await db.submissions.findOne(pending.id).exec())!.status).toBe('pending');

    await requestChanges(db, pending.id, '  Please add a photo of the helm.  ', now);
    const sub = (await db.submissions.findOne(pending.id).exec())!;
    expect(sub.status).toBe('needs_changes');
    expect(sub.reviewNote).toBe('Please add a photo of the helm.');
  });

  it('reject sets the status once', async () => {
    const db = await adminReplica();
    await rejectSubmission(db, pending.id, now);
    expect((await db.submissions.findOne(pending.id).exec())!.status).toBe('rejected');
    await expect(rejectSubmission(db, pending.id, now)).rejects.toThrow('already reviewed (rejected)');
  });

  it('updates a lead status and refuses an unknown one', async () => {
    const db = await adminReplica();
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
    // The refused updates left the lead as the first one wrote it.
    expect((await db.inquiries.findOne(lead.id).exec())!.status).toBe('qualified');
  });
});
