import { afterEach, describe, expect, it } from 'vitest';
import { openTestPublicDatabase, uniqueDbName } from './test-storage';
import { saveLead, InvalidLeadError } from './leads';
import { recordView } from './views';
import { deliveryId } from './sync/outbox';
import type { PublicDatabase } from './public-database';

const opened: PublicDatabase[] = [];
async function open(name?: string) {
  const db = await openTestPublicDatabase(name);
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

describe('public database', () => {
  it('keeps a saved inquiry after the database is closed and opened again', async () => {
    const name = uniqueDbName();
    const db = await open(name);
    const saved = await saveLead(db, {
      inquiryType: 'boat',
      boatId: 'b1',
      boatTitle: '2022 Stiletto 31',
      name: 'Ann Rolle',
      email: 'ann@example.com',
      phone: '',
      message: 'Is she still available?',
    });
    await db.close();
    const again = await open(name);
    const found = await again.inquiries.findOne(saved.id).exec();
    expect(found?.toJSON()).toMatchObject({
      name: 'Ann Rolle',
      phone: null,
      status: 'new',
      inquiryType: 'boat',
      boatId: 'b1',
    });
    expect(await again.deliveries.findOne(deliveryId('inquiries', saved.id)).exec()).toBeNull();
  });

  it('writes nothing for an invalid lead', async () => {
    const db = await open();
    await expect(saveLead(db, { inquiryType: 'boat', name: 'A', email: 'not-an-email' })).rejects.toBeInstanceOf(
      InvalidLeadError,
    );
    await expect(
      saveLead(db, { inquiryType: 'boat', name: 'A', email: 'a@b.co', message: 'x'.repeat(2001) }),
    ).rejects.toBeInstanceOf(InvalidLeadError);
    await expect(saveLead(db, { inquiryType: 'boat', name: ' ', email: 'a@b.co' })).rejects.toBeInstanceOf(
      InvalidLeadError,
    );
    expect(await db.inquiries.count().exec()).toBe(0);
  });

  it('records one view per visitor per item per hour', async () => {
    const db = await open();
    const t0 = new Date('2026-06-01T10:00:00Z');
    expect(await recordView(db, 'boat', 'b1', t0)).toBe(true);
    expect(await recordView(db, 'boat', 'b1', new Date('2026-06-01T10:30:00Z'))).toBe(false);
    expect(await recordView(db, 'boat', 'b2', t0)).toBe(true);
    expect(await recordView(db, 'boat', 'b1', new Date('2026-06-01T11:00:00Z'))).toBe(true);
    expect(await db.viewEvents.count().exec()).toBe(3);
  });
});
