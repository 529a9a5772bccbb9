import type { DeviceBackendDb, PortalCollectionName } from './backend-db';
import type { DemoData } from '../seed/demo-data';

export const SEED_KEY = 'seedVersion';
export const DEMO_DATA_URL = '/demo-data.json';

/**
 * Fills the device backend with the demo business once per seed version (what `npm start` seeds into a real
 * backend). Documents already there are left alone, so nothing changed on this device is overwritten.
 */
export async function loadDemoData(db: DeviceBackendDb, data: DemoData): Promise<boolean> {
  return db.transaction('rw', db.rows, db.meta, async () => {
    const marker = await db.meta.get(SEED_KEY);
    if (marker && Number(marker.value) >= data.version) return false;
    let ts = Number((await db.meta.get('serverTs'))?.value ?? 0);
    const put = async (collection: PortalCollectionName, doc: { id: string }) => {
      if (await db.rows.get([collection, doc.id])) return;
      ts += 1;
      await db.rows.put({ collection, id: doc.id, doc: { ...doc }, deleted: false, serverTs: ts });
    };
    for (const boat of data.boats) await put('boats', boat);
    for (const boat of data.boats) await put('boatCommercials', { id: boat.id, commissionRate: data.commissionRates[boat.id] ?? null, updatedAt: boat.updatedAt } as { id: string });
    for (const profile of data.profiles) await put('profiles', profile);
    for (const s of data.submissions) await put('submissions', s);
    for (const l of data.leads) await put('inquiries', l);
    for (const p of data.blogPosts) await put('blogPosts', p);
    for (const count of data.viewCounts) await put('viewCounts', count);
    await db.meta.put({ key: 'serverTs', value: ts });
    await db.meta.put({ key: SEED_KEY, value: data.version });
    if (!(await db.meta.get('instanceId'))) await db.meta.put({ key: 'instanceId', value: crypto.randomUUID() });
    return true;
  });
}

/** Browser: fetches the demo data (precached by the service worker) and loads it. */
export async function fetchAndLoadDemoData(db: DeviceBackendDb): Promise<boolean> {
  const response = await fetch(DEMO_DATA_URL);
  if (!response.ok) throw new Error(`Demo data unavailable (${response.status})`);
  return loadDemoData(db, (await response.json()) as DemoData);
}
