import { afterEach, describe, expect, it } from 'vitest';
import { saveBoat } from '../saved/saved-boats';
import { rememberBoatViewed } from '../saved/recently-viewed';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import {
  expiredRecords,
  forgetOnceDelivered,
  forgetVisitor,
  keptIds,
  pruneVisitorRecords,
  unsentVisitorRecords,
} from './retention';
import { openTestPublicDatabase, storedLeads } from '../test-storage';
import { saveLead } from '../leads/save-lead';
import { recordView } from '../views';
import { visitorId } from './settings';
import { markDelivered, pendingRecords } from './outbox';
import { readSetting, writeSetting, SITE_SETTINGS_SETTING } from './settings';
import type { VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import type { PublicDatabase } from '../public/public-database';

const opened: PublicDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.remove();
});
async function open() {
  const db = await openTestPublicDatabase();
  opened.push(db);
  return db;
}
const lead = (name: string) => ({ inquiryType: 'contact' as const, name, email: 'ann@example.com', message: 'Hello' });
const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

describe('finding 15: a shared device keeps what a visitor sent only as long as needed', () => {
  it('a delivered lead goes after 30 days, a delivered view after a day; nothing undelivered goes', () => {
    const record = (id: string, kind: VisitorRecord['kind'], deliveredAt: string | null): VisitorRecord => ({
      id,
      kind,
      deliveredAt,
    });
    const records = [
      record('lead-new', 'inquiry', daysAgo(29)),
      record('lead-old', 'inquiry', daysAgo(31)),
      record('lead-unsent', 'inquiry', null),
      record('view-new', 'view', daysAgo(0.5)),
      record('view-old', 'view', daysAgo(2)),
      record('view-unsent', 'view', null),
      record('setting:visitorId', 'setting', null),
    ];
    expect(expiredRecords(records, NOW).map((r) => r.id)).toEqual(['lead-old', 'view-old']);
  });

  it('pruning removes the expired records from the database', async () => {
    const db = await open();
    await saveLead(db, lead('Old'));
    await saveLead(db, lead('Unsent'));
    const [first] = await pendingRecords(db, 'inquiry');
    await markDelivered(first!, new Date(daysAgo(40)));
    expect(await pruneVisitorRecords(db, NOW)).toBe(1);
    expect((await storedLeads(db)).length).toBe(1);
  });

  it('Forget this device removes the leads, views and visitor id; an unsent lead only when asked', async () => {
    const db = await open();
    await saveLead(db, lead('Sent'));
    await saveLead(db, lead('Unsent'));
    const sent = (await pendingRecords(db, 'inquiry')).find((r) => r.inquiry!.name === 'Sent')!;
    await markDelivered(sent, NOW);
    await recordView(db, 'boat', 'b1', NOW);
    const id = await visitorId(db);
    await writeSetting(db, SITE_SETTINGS_SETTING, '{"showDaysOnMarket":true}');
    expect(await unsentVisitorRecords(db)).toEqual({ leads: 1, views: 1 });

    await forgetVisitor(db, { unsentToo: false });
    expect((await storedLeads(db)).map((l) => l.name)).toEqual(['Unsent']);
    expect(await unsentVisitorRecords(db)).toEqual({ leads: 1, views: 0 });
    expect(await visitorId(db)).not.toBe(id);
    // The site's settings are the server's, not the visitor's: kept too (a live listener would not send them again).
    expect(await readSetting(db, SITE_SETTINGS_SETTING)).toBe('{"showDaysOnMarket":true}');

    await forgetVisitor(db, { unsentToo: true });
    expect(await storedLeads(db)).toEqual([]);
  });

  it('a lead kept because it was unsent goes once delivered; the record of which goes with the last', async () => {
    const db = await open();
    await saveLead(db, lead('Unsent'));
    await forgetVisitor(db, { unsentToo: false });
    await saveLead(db, lead('After'));
    const pending = await pendingRecords(db, 'inquiry');
    const [kept, after] = ['Unsent', 'After'].map((name) => pending.find((r) => r.inquiry!.name === name));
    expect(await forgetOnceDelivered(db, after!.id)).toBe(false);
    expect(await forgetOnceDelivered(db, kept!.id)).toBe(true);
    expect((await storedLeads(db)).map((l) => l.name)).toEqual(['After']);
    expect(await readSetting(db, 'keptOnlyToSend')).toBeNull();
  });

  it('keptIds reads only a list of ids', () => {
    expect(keptIds('["inquiry:a",3]')).toEqual(['inquiry:a']);
    expect(keptIds('{"a":1}')).toEqual([]);
    expect(keptIds('not json')).toEqual([]);
    expect(keptIds(null)).toEqual([]);
  });

  it('logout keeps the saved and recently viewed boats; Forget this device removes them', async () => {
    const db = await open();
    await saveBoat(db, makeBoat({ id: 'b1' }), NOW);
    await rememberBoatViewed(db, makeBoat({ id: 'b2' }), NOW);
    const shortlist = async () =>
      (await db.visitorRecords.find({ selector: { kind: { $in: ['savedBoat', 'viewedBoat'] } } }).exec()).length;
    await forgetVisitor(db, { unsentToo: false, keepShortlist: true });
    expect(await shortlist()).toBe(2);
    await forgetVisitor(db, { unsentToo: false });
    expect(await shortlist()).toBe(0);
  });
});
