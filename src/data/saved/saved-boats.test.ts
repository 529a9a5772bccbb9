import { afterEach, describe, expect, it } from 'vitest';
import type { RxDatabase } from 'rxdb';
import { openTestPublicDatabase } from '../test-storage';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { forgetSavedBoats, removeSavedBoat, saveBoat } from './saved-boats';
import { rememberBoatViewed, RECENTLY_VIEWED_MAX, viewedBeyond } from './recently-viewed';
import { MAX_SAVED_BOATS } from './shortlist';
import { pendingRecords } from '../visitor/outbox';

const opened: Array<Pick<RxDatabase, 'close' | 'closed'>> = [];
async function open() {
  const db = await openTestPublicDatabase();
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

const saved = async (db: Awaited<ReturnType<typeof open>>) =>
  (await db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).exec()).map((d) => d.boat!.boatId).sort();

describe('the shortlist on the device', () => {
  it('saves a boat once (a second save keeps the first time), removes it, and sends nothing', async () => {
    const db = await open();
    const boat = makeBoat({ id: 'b1' });
    expect(await saveBoat(db, boat, new Date('2026-11-01T00:00:00.000Z'))).toBe('saved');
    expect(await saveBoat(db, boat, new Date('2026-11-02T00:00:00.000Z'))).toBe('saved');
    const [record] = await db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).exec();
    expect(record!.boat!.at).toBe('2026-11-01T00:00:00.000Z');
    expect(await pendingRecords(db, 'inquiry')).toHaveLength(0);
    expect(await pendingRecords(db, 'view')).toHaveLength(0);
    await removeSavedBoat(db, 'b1');
    await removeSavedBoat(db, 'b1');
    expect(await saved(db)).toEqual([]);
  });

  it("logging out forgets the saved boats (they are the account's), nothing else", async () => {
    const db = await open();
    await saveBoat(db, makeBoat({ id: 'b1' }));
    await saveBoat(db, makeBoat({ id: 'b2' }));
    await rememberBoatViewed(db, makeBoat({ id: 'b3' }));
    expect(await forgetSavedBoats(db)).toBe(2);
    expect(await saved(db)).toEqual([]);
    expect(await db.visitorRecords.count({ selector: { kind: 'viewedBoat' } }).exec()).toBe(1);
  });

  it('a full shortlist saves nothing more', async () => {
    const db = await open();
    for (let i = 0; i < MAX_SAVED_BOATS; i++) await saveBoat(db, makeBoat({ id: `b${i}` }));
    expect(await saveBoat(db, makeBoat({ id: 'one-more' }))).toBe('full');
    expect(await saved(db)).toHaveLength(MAX_SAVED_BOATS);
    expect(await saved(db)).not.toContain('one-more');
  });
});

describe('recently viewed', () => {
  it('keeps the newest views, one per boat', async () => {
    const db = await open();
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 2; i++)
      await rememberBoatViewed(db, makeBoat({ id: `b${i}` }), new Date(Date.UTC(2026, 10, 1, i)));
    await rememberBoatViewed(db, makeBoat({ id: 'b0' }), new Date(Date.UTC(2026, 10, 2)));
    const ids = (await db.visitorRecords.find({ selector: { kind: 'viewedBoat' } }).exec()).map((d) => d.boat!.boatId);
    expect(ids).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(ids).toContain('b0');
    expect(ids).not.toContain('b1');
    expect(ids).not.toContain('b2');
  });

  it('viewedBeyond names the oldest past the limit', () => {
    const r = (id: string, at: string) => ({ id, boat: { at } as never });
    expect(viewedBeyond([r('a', '2026-01-01'), r('b', '2026-03-01'), r('c', '2026-02-01')], 2)).toEqual(['a']);
  });
});
