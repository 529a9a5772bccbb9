// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestPublicDatabase, uniqueDbName } from './test-storage';
import { DeviceBackendDb } from './device-backend/backend-db';
import { DeviceBackend } from './device-backend/device-backend';
import { seedDeviceBackend } from './device-backend/seed-device-backend';
import { syncPublicProjection } from './device-backend/device-functions';
import { DEMO_DATA_URL, DEMO_SEEDED_HINT_KEY } from './device-backend/load-demo-data';
import { buildDemoData } from './seed/demo-data';

const byId = <T extends { id: string }>(docs: T[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));

// The network is the one thing faked here: /demo-data.json answered from the bundled demo data.
const fetchMock = vi.fn(async (url: string) => (url === DEMO_DATA_URL ? new Response(JSON.stringify(buildDemoData())) : new Response('', { status: 404 })));

beforeEach(() => {
  vi.resetModules(); // the snapshot and the demo-data request are kept per page (module)
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('first-visit snapshot', () => {
  it('is exactly what the device backend projects into the database', async () => {
    const { snapshotOf } = await import('./first-visit-snapshot');
    const backendDb = new DeviceBackendDb(uniqueDbName('snapshot'));
    await seedDeviceBackend(backendDb);
    const backend = new DeviceBackend(backendDb);
    const db = await openTestPublicDatabase();
    try {
      await syncPublicProjection(backend, db);
      const boats = (await db.boats.find().exec()).map((d) => d.toMutableJSON());
      const posts = (await db.blogPosts.find().exec()).map((d) => d.toMutableJSON());
      const snapshot = snapshotOf(buildDemoData());
      expect(snapshot.boats.length).toBeGreaterThan(10);
      expect(byId(snapshot.boats)).toEqual(byId(boats));
      expect(byId(snapshot.posts)).toEqual(byId(posts));
    } finally {
      await db.close();
      await backend.close();
      await backendDb.delete();
    }
  });

  it('on a first visit, comes from the one demo-data download the device backend also seeds from', async () => {
    const { firstVisitSnapshot, settledSnapshot } = await import('./first-visit-snapshot');
    const { fetchDemoData } = await import('./device-backend/load-demo-data');
    expect(settledSnapshot()).toBeNull();
    const snapshot = await firstVisitSnapshot();
    expect(snapshot?.boats.every((b) => b.status === 'active')).toBe(true);
    expect(settledSnapshot()).toBe(snapshot);
    await fetchDemoData();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used once this device holds the data', async () => {
    localStorage.setItem(DEMO_SEEDED_HINT_KEY, '1');
    const { firstVisitSnapshot } = await import('./first-visit-snapshot');
    expect(await firstVisitSnapshot()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is null (the page waits for the database) when the demo data cannot be fetched, and a later fetch tries again', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('', { status: 503 }));
    const { firstVisitSnapshot } = await import('./first-visit-snapshot');
    const { fetchDemoData } = await import('./device-backend/load-demo-data');
    expect(await firstVisitSnapshot()).toBeNull();
    await expect(fetchDemoData()).resolves.toMatchObject({ boats: expect.any(Array) });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
