import { afterEach, describe, expect, it } from 'vitest';
import { uniqueDbName } from '../test-storage';
import { DeviceBackendDb } from './backend-db';
import { loadDemoData, SEED_KEY } from './load-demo-data';
import { buildDemoData } from '../seed/demo-data';

const dbs: DeviceBackendDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

function openDb(): DeviceBackendDb {
  const db = new DeviceBackendDb(uniqueDbName('seed'));
  dbs.push(db);
  return db;
}

describe('loadDemoData', () => {
  it('writes every demo document once, with strictly increasing server timestamps, and marks the seed version', async () => {
    const db = openDb();
    const data = buildDemoData();
    expect(await loadDemoData(db, data)).toBe(true);
    const rows = await db.rows.toArray();
    const expected =
      data.boats.length * 2 +
      data.profiles.length +
      data.submissions.length +
      data.leads.length +
      data.blogPosts.length +
      data.viewCounts.length +
      data.siteSettings.length;
    expect(rows).toHaveLength(expected);
    expect(await db.rows.get(['siteSettings', 'public'])).toMatchObject({ doc: { showDaysOnMarket: false } });
    const stamps = rows.map((r) => r.serverTs).sort((a, b) => a - b);
    expect(new Set(stamps).size).toBe(stamps.length);
    expect((await db.meta.get('serverTs'))?.value).toBe(stamps.at(-1));
    expect((await db.meta.get(SEED_KEY))?.value).toBe(data.version);
    // Seed order is kept: boats before their commercial terms, before blog posts.
    const boatTs = (await db.rows.get(['boats', data.boats[0]!.id]))!.serverTs;
    const postTs = (await db.rows.get(['blogPosts', data.blogPosts[0]!.id]))!.serverTs;
    expect(boatTs).toBeLessThan(postTs);
  });

  it('leaves documents already on the device alone and does nothing once the version is loaded', async () => {
    const db = openDb();
    const data = buildDemoData();
    const boat = data.boats[0]!;
    await db.rows.put({
      collection: 'boats',
      id: boat.id,
      doc: { ...boat, model: 'Edited here' },
      deleted: false,
      serverTs: 7,
    });
    await db.meta.put({ key: 'serverTs', value: 7 });
    expect(await loadDemoData(db, data)).toBe(true);
    const kept = await db.rows.get(['boats', boat.id]);
    expect(kept?.doc.model).toBe('Edited here');
    expect(kept?.serverTs).toBe(7);
    const others = (await db.rows.toArray()).filter((r) => !(r.collection === 'boats' && r.id === boat.id));
    expect(Math.min(...others.map((r) => r.serverTs))).toBe(8);

    const count = await db.rows.count();
    const ts = (await db.meta.get('serverTs'))?.value;
    expect(await loadDemoData(db, data)).toBe(false);
    expect(await db.rows.count()).toBe(count);
    expect((await db.meta.get('serverTs'))?.value).toBe(ts);
  });
});
