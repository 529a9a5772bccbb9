import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestPublicDatabase } from '../test-storage';
import { buildDemoData } from '../../../fixtures/demo-data';
import { snapshotOf } from '../../../fixtures/demo-snapshot';
import { saveLead } from '../leads/save-lead';
import { writeSetting, readSetting } from '../visitor/settings';
import { databaseNames, deleteDatabases } from './delete-databases';
import type * as Leftovers from './device-mode-leftovers';

/** localStorage as a browser has it (Node has none): a Map behind the Storage methods the module uses. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** A database as an older build left it: created, with one store, closed. */
function leaveDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('rows');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

/** A fresh copy of the module: it remembers its one run per page. */
async function leftovers(): Promise<typeof Leftovers> {
  vi.resetModules();
  return import('./device-mode-leftovers');
}

const DEVICE_FED = ['harbour-device-backend', 'rxdb-dexie-harbour-user-7531--0--boats', 'harbour-user-7531-sync'];
const KEPT = ['rxdb-dexie-harbour-public--0--boats', 'rxdb-dexie-harbour-public--0--visitorrecords'];

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await deleteDatabases([...DEVICE_FED, ...KEPT, 'rxdb-dexie-harbour-user-9999--0--boats', 'harbour-user-9999-sync']);
});

describe('deviceModeDatabases', () => {
  it("takes the stand-in server's database and every user replica with its sync store, nothing public", async () => {
    const { deviceModeDatabases } = await leftovers();
    expect(deviceModeDatabases([...DEVICE_FED, ...KEPT, 'harbour-user-x', undefined])).toEqual(DEVICE_FED);
  });
});

describe('forgetDeviceMode', () => {
  it('on a device that ran the device-only build: deletes what the stand-in fed, keeps the public cache, once', async () => {
    for (const name of [...DEVICE_FED, ...KEPT]) await leaveDatabase(name);
    localStorage.setItem('hy.demoSeeded', '1');
    const first = await leftovers();
    expect(await first.forgetDeviceMode()).toBe(true);
    const names = await databaseNames();
    expect(names).toEqual(expect.arrayContaining(KEPT));
    for (const name of DEVICE_FED) expect(names).not.toContain(name);
    expect(localStorage.getItem('hy.demoSeeded')).toBeNull();
    expect(localStorage.getItem(first.DROP_PROJECTION_KEY)).toBe('1');
    // The next page load (a new module) does not even list the databases again.
    const list = vi.spyOn(indexedDB, 'databases');
    expect(await (await leftovers()).forgetDeviceMode()).toBe(false);
    expect(list).not.toHaveBeenCalled();
  });

  it('on a device that only ever ran the Firebase build: its replica and unsent changes are never touched', async () => {
    await leaveDatabase('rxdb-dexie-harbour-user-9999--0--boats');
    await leaveDatabase('harbour-user-9999-sync');
    const { forgetDeviceMode, DROP_PROJECTION_KEY } = await leftovers();
    expect(await forgetDeviceMode()).toBe(false);
    expect(await databaseNames()).toEqual(
      expect.arrayContaining(['rxdb-dexie-harbour-user-9999--0--boats', 'harbour-user-9999-sync']),
    );
    expect(localStorage.getItem(DROP_PROJECTION_KEY)).toBeNull();
  });

  it('where the browser cannot list databases, the seeded hint tells, and the stand-in is deleted by name', async () => {
    await leaveDatabase('harbour-device-backend');
    localStorage.setItem('hy.demoSeeded', '1');
    // Shadows the factory's own databases() for this test only.
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      expect(await (await leftovers()).forgetDeviceMode()).toBe(true);
    } finally {
      delete (indexedDB as { databases?: unknown }).databases;
    }
    expect(await databaseNames()).not.toContain('harbour-device-backend');
  });

  it('never throws: a browser refusing storage opens the app as before', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    await leaveDatabase('harbour-device-backend');
    expect(await (await leftovers()).forgetDeviceMode()).toBe(true);
    expect(await databaseNames()).not.toContain('harbour-device-backend');
  });
});

describe('dropDeviceProjection', () => {
  async function publicCacheAsTheStandInLeftIt() {
    const db = await openTestPublicDatabase();
    const { boats, posts } = snapshotOf(buildDemoData());
    await db.boats.bulkInsert(boats);
    await db.blogPosts.bulkInsert(posts);
    await writeSetting(db, 'projectedFrom', '{"at":"2026-06-01T00:00:00.000Z"}');
    const lead = await saveLead(db, { inquiryType: 'contact', name: 'Ann Rolle', email: 'ann@example.com' });
    return { db, lead };
  }

  it("empties the demo boats and posts and the stand-in's setting; the visitor's own records stay", async () => {
    const { db, lead } = await publicCacheAsTheStandInLeftIt();
    localStorage.setItem('hy.dropDeviceProjection', '1');
    try {
      await (await leftovers()).dropDeviceProjection(db);
      expect(await db.boats.count().exec()).toBe(0);
      expect(await db.blogPosts.count().exec()).toBe(0);
      expect(await readSetting(db, 'projectedFrom')).toBeNull();
      expect(
        (await db.visitorRecords.find({ selector: { kind: 'inquiry' } }).exec()).map((r) => r.inquiry?.id),
      ).toEqual([lead.id]);
      expect(localStorage.getItem('hy.dropDeviceProjection')).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('does nothing on a device that never ran the stand-in', async () => {
    const { db } = await publicCacheAsTheStandInLeftIt();
    try {
      await (await leftovers()).dropDeviceProjection(db);
      expect(await db.boats.count().exec()).toBeGreaterThan(10);
      expect(await readSetting(db, 'projectedFrom')).not.toBeNull();
    } finally {
      await db.close();
    }
  });
});
