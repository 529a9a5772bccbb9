import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxDatabase } from 'rxdb';
import { openTestPublicDatabase, storedLeads, storedViews, testStorage, uniqueDbName } from '../test-storage';
import { saveLead, InvalidLeadError } from '../leads/save-lead';
import { recordView } from '../views';
import { visitorId } from '../visitor/settings';
import { pendingRecords } from '../visitor/outbox';
import { readSetting } from '../visitor/settings';
import { VISITOR_COLLECTIONS_V0 } from '../migrations/visitor-collections-v0';
import { openVisitorDatabase, publicCollectionsFor } from './public-database';

const opened: Array<Pick<RxDatabase, 'close' | 'closed'>> = [];
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
    const [found] = await storedLeads(again);
    expect(found).toMatchObject({
      id: saved.id,
      name: 'Ann Rolle',
      phone: null,
      status: 'new',
      inquiryType: 'boat',
      boatId: 'b1',
    });
    expect((await pendingRecords(again, 'inquiry')).map((r) => r.inquiry!.id)).toEqual([saved.id]);
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
    expect(await db.visitorRecords.count().exec()).toBe(0);
  });

  it('records one view per visitor per item per hour', async () => {
    const db = await open();
    const t0 = new Date('2026-06-01T10:00:00Z');
    expect(await recordView(db, 'boat', 'b1', t0)).toBe(true);
    expect(await recordView(db, 'boat', 'b1', new Date('2026-06-01T10:30:00Z'))).toBe(false);
    expect(await recordView(db, 'boat', 'b2', t0)).toBe(true);
    expect(await recordView(db, 'boat', 'b1', new Date('2026-06-01T11:00:00Z'))).toBe(true);
    expect(await storedViews(db)).toHaveLength(3);
  });

  it('a portal page opens only the visitor records, which hold what the visitor sent on a public page', async () => {
    expect(publicCollectionsFor('public').sort()).toEqual(['blogPosts', 'boats', 'visitorRecords']);
    expect(publicCollectionsFor('portal')).toEqual(['visitorRecords']);
    const name = uniqueDbName();
    const db = await open(name);
    const lead = await saveLead(db, { inquiryType: 'contact', name: 'Ann', email: 'ann@example.com', message: 'Hi' });
    const id = await visitorId(db);
    await db.close();
    const portal = await openVisitorDatabase({ storage: testStorage(), name, multiInstance: false });
    opened.push(portal);
    expect(Object.keys(portal.collections)).toEqual(['visitorRecords']);
    expect((await storedLeads(portal)).map((l) => l.id)).toEqual([lead.id]);
    expect(await visitorId(portal)).toBe(id);
  });
});

describe('moving the visitor records out of the collections of before December 2026', () => {
  const lead = {
    id: 'lead-1',
    boatId: 'b1',
    boatTitle: '2022 Stiletto 31',
    name: 'Ann Rolle',
    email: 'ann@example.com',
    phone: null,
    message: 'Still available?',
    inquiryType: 'boat' as const,
    status: 'new' as const,
    details: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
  const view = (id: string) => ({
    id,
    itemType: 'boat' as const,
    itemId: 'b1',
    visitorId: 'visitor-7',
    createdAt: '2026-11-01T10:00:00.000Z',
  });

  /** A device as the old code left it: a delivered lead, a pending one, a delivered and a pending view, settings. */
  async function writeOldDevice(name: string) {
    const old = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    const c = await old.addCollections(
      Object.fromEntries(Object.entries(VISITOR_COLLECTIONS_V0).map(([n, schema]) => [n, { schema }])),
    );
    await c.inquiries!.bulkInsert([lead, { ...lead, id: 'lead-2', message: 'Sent offline' }]);
    await c.viewEvents!.bulkInsert([view('view-1'), view('view-2')]);
    await c.deliveries!.bulkInsert([
      { id: 'inquiries:lead-1', outbox: 'inquiries', documentId: 'lead-1', deliveredAt: '2026-11-01T10:00:05.000Z' },
      { id: 'viewEvents:view-1', outbox: 'viewEvents', documentId: 'view-1', deliveredAt: '2026-11-01T10:00:06.000Z' },
    ]);
    await c.meta!.bulkInsert([
      { id: 'visitorId', value: 'visitor-7' },
      { id: 'projectedFrom', value: '{"instance":"i","serverTs":3}' },
    ]);
    await old.close();
  }

  it('opens with the old data intact: pending stays pending, delivered stays delivered, the visitor keeps its id', async () => {
    const name = uniqueDbName();
    await writeOldDevice(name);
    const db = await open(name);
    expect(Object.keys(db.collections).sort()).toEqual(['blogPosts', 'boats', 'visitorRecords']);
    expect(await storedLeads(db)).toEqual([lead, { ...lead, id: 'lead-2', message: 'Sent offline' }]);
    expect((await pendingRecords(db, 'inquiry')).map((r) => r.inquiry!.id)).toEqual(['lead-2']);
    expect((await pendingRecords(db, 'view')).map((r) => r.view!.id)).toEqual(['view-2']);
    expect(await visitorId(db)).toBe('visitor-7');
    expect(await readSetting(db, 'projectedFrom')).toBe('{"instance":"i","serverTs":3}');
    // The old collections are gone: opening again moves nothing twice and keeps what changed since.
    await (await pendingRecords(db, 'inquiry'))[0]!.incrementalPatch({ deliveredAt: '2026-12-01T00:00:00.000Z' });
    await db.close();
    const again = await open(name);
    expect(await pendingRecords(again, 'inquiry')).toEqual([]);
    expect(await storedLeads(again)).toHaveLength(2);
    expect(await storedViews(again)).toHaveLength(2);
  });
});
