import { afterEach, describe, expect, it } from 'vitest';
import type { RxDatabase } from 'rxdb';
import { openTestPublicDatabase } from '../test-storage';
import { MAX_SEEN_BOATS } from '@harbour/domain/schemas/visitor-record';
import { deleteSearch, recordSearchOpened, renameSearch, saveSearch, savedSearches } from './saved-searches';
import { MAX_SAVED_SEARCHES, NAME_MISSING, NAME_TOO_LONG, SEARCHES_FULL } from './saved-search';
import { forgetVisitor } from '../visitor/retention';
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

const seen = [{ id: 'b1', price: 65000, state: 'for-sale' as const }];
const cats = { name: 'Catamarans', params: 'type=Catamaran', seen, seenCut: false };
const t1 = new Date('2026-11-20T10:00:00.000Z');
const t2 = new Date('2026-11-26T10:00:00.000Z');

describe('saved searches on the device', () => {
  it('saves a search with what it matches, and sends nothing', async () => {
    const db = await open();
    expect(await saveSearch(db, { ...cats, name: '  Catamarans  ' }, t1, 's1')).toEqual({ ok: true, id: 's1' });
    expect(await savedSearches(db)).toEqual([
      {
        id: 's1',
        name: 'Catamarans',
        params: 'type=Catamaran',
        createdAt: t1.toISOString(),
        lastOpenedAt: t1.toISOString(),
        seen,
        seenCut: false,
      },
    ]);
    expect(await pendingRecords(db, 'inquiry')).toHaveLength(0);
    expect(await pendingRecords(db, 'view')).toHaveLength(0);
  });

  it('a bad name, the same search again or a full list writes nothing and says why', async () => {
    const db = await open();
    expect(await saveSearch(db, { ...cats, name: ' ' })).toEqual({ ok: false, message: NAME_MISSING });
    expect(await saveSearch(db, { ...cats, name: 'x'.repeat(81) })).toEqual({ ok: false, message: NAME_TOO_LONG });
    expect(await savedSearches(db)).toEqual([]);
    await saveSearch(db, cats);
    expect(await saveSearch(db, { ...cats, name: 'Cats again' })).toEqual({
      ok: false,
      message: 'This search is already saved as "Catamarans".',
    });
    for (let i = 1; i < MAX_SAVED_SEARCHES; i++) await saveSearch(db, { ...cats, params: `priceMax=${i}000` });
    expect(await saveSearch(db, { ...cats, params: 'type=Trawler' })).toEqual({ ok: false, message: SEARCHES_FULL });
    expect(await savedSearches(db)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('renames (checked like a new name) and deletes', async () => {
    const db = await open();
    await saveSearch(db, cats, t1, 's1');
    expect(await renameSearch(db, 's1', '')).toEqual({ ok: false, message: NAME_MISSING });
    expect(await renameSearch(db, 's1', ' Cats  for the family ')).toEqual({
      ok: true,
      id: 's1',
      name: 'Cats for the family',
    });
    expect((await savedSearches(db))[0]!.name).toBe('Cats for the family');
    expect(await renameSearch(db, 'nope', 'Cats')).toMatchObject({ ok: false });
    await deleteSearch(db, 's1');
    await deleteSearch(db, 's1');
    expect(await savedSearches(db)).toEqual([]);
  });

  it('opening it keeps what it matches now and when, for the next visit', async () => {
    const db = await open();
    await saveSearch(db, cats, t1, 's1');
    const now = Array.from({ length: MAX_SEEN_BOATS }, (_, i) => ({
      id: `b${i}`,
      price: i,
      state: 'under-offer' as const,
    }));
    await recordSearchOpened(db, 's1', { seen: now, seenCut: true }, t2);
    const [search] = await savedSearches(db);
    expect(search).toMatchObject({ name: 'Catamarans', createdAt: t1.toISOString(), lastOpenedAt: t2.toISOString() });
    expect(search!.seen).toEqual(now);
    expect(search!.seenCut).toBe(true);
    await recordSearchOpened(db, 'gone', { seen: [], seenCut: false }, t2);
  });

  it('logout keeps them; Forget this device removes them', async () => {
    const db = await open();
    await saveSearch(db, cats, t1, 's1');
    await forgetVisitor(db, { unsentToo: false, keepShortlist: true });
    expect(await savedSearches(db)).toHaveLength(1);
    await forgetVisitor(db, { unsentToo: false });
    expect(await savedSearches(db)).toHaveLength(0);
  });
});
