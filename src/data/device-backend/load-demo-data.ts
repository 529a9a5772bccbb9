import type { DeviceBackendDb, PortalCollectionName } from './backend-db';
import type { DemoData } from '../seed/demo-data';
import { localFlag } from '../../lib/local-flag';

export const SEED_KEY = 'seedVersion';
/** Documents written per step of the seed. */
const SEED_SLICE = 50;
export const DEMO_DATA_URL = '/demo-data.json';
/**
 * localStorage flag: this device's backend holds the demo data. Without it, the app shell preloads DEMO_DATA_URL
 * while the app's code downloads (scripts/vite-demo-data.ts), so a first visit does not wait for it afterwards.
 * Only a hint for the network: the seed marker in the backend database stays the truth.
 */
export const DEMO_SEEDED_HINT_KEY = 'hy.demoSeeded';

const demoSeeded = localFlag(DEMO_SEEDED_HINT_KEY);
export const hasDemoSeededHint = (): boolean => demoSeeded.isSet();
export const setDemoSeededHint = (): void => demoSeeded.set();

/**
 * Fills the device backend with the demo business once per seed version (what `npm start` seeds into a real
 * backend). Documents already there are left alone, so nothing changed on this device is overwritten.
 */
export async function loadDemoData(db: DeviceBackendDb, data: DemoData): Promise<boolean> {
  return db.transaction('rw', db.rows, db.meta, async () => {
    const marker = await db.meta.get(SEED_KEY);
    if (marker && Number(marker.value) >= data.version) return false;
    let ts = Number((await db.meta.get('serverTs'))?.value ?? 0);
    const wanted: (readonly [PortalCollectionName, { id: string }])[] = [
      ...data.boats.map((boat) => ['boats', boat] as const),
      ...data.boats.map(
        (boat) =>
          [
            'boatCommercials',
            { id: boat.id, commissionRate: data.commissionRates[boat.id] ?? null, updatedAt: boat.updatedAt } as {
              id: string;
            },
          ] as const,
      ),
      ...data.profiles.map((profile) => ['profiles', profile] as const),
      ...data.submissions.map((s) => ['submissions', s] as const),
      ...data.leads.map((l) => ['inquiries', l] as const),
      ...data.blogPosts.map((p) => ['blogPosts', p] as const),
      ...data.viewCounts.map((count) => ['viewCounts', count] as const),
      // Demo data from before the site settings had none: absent reads as every setting off.
      ...(data.siteSettings ?? []).map((settings) => ['siteSettings', settings] as const),
    ];
    // One read and one write for the whole seed (not two IndexedDB round trips per document): a first visit waits on it.
    const existing = await db.rows.bulkGet(wanted.map(([collection, doc]) => [collection, doc.id] as [string, string]));
    const rows = wanted
      .filter((_, i) => !existing[i])
      .map(([collection, doc]) => ({ collection, id: doc.id, doc: { ...doc }, deleted: false, serverTs: (ts += 1) }));
    // In slices: each slice is written from the previous one's completion, so no single task of a first visit clones
    // every document (the transaction stays one: nothing is half-seeded).
    for (let at = 0; at < rows.length; at += SEED_SLICE) await db.rows.bulkPut(rows.slice(at, at + SEED_SLICE));
    await db.meta.put({ key: 'serverTs', value: ts });
    await db.meta.put({ key: SEED_KEY, value: data.version });
    if (!(await db.meta.get('instanceId'))) await db.meta.put({ key: 'instanceId', value: crypto.randomUUID() });
    return true;
  });
}

let request: Promise<DemoData> | null = null;

/**
 * Browser: the demo data (precached by the service worker, preloaded by index.html on a first visit), fetched once
 * per page: the first-visit snapshot and the device backend's seed share the one download. A failed fetch is not
 * kept, so the next call tries again.
 */
export function fetchDemoData(): Promise<DemoData> {
  request ??= (async () => {
    const response = await fetch(DEMO_DATA_URL);
    if (!response.ok) throw new Error(`Demo data unavailable (${response.status})`);
    return (await response.json()) as DemoData;
  })();
  request.catch(() => {
    request = null;
  });
  return request;
}

/** Browser: fetches the demo data and loads it. */
export async function fetchAndLoadDemoData(db: DeviceBackendDb): Promise<boolean> {
  const loaded = await loadDemoData(db, await fetchDemoData());
  setDemoSeededHint();
  return loaded;
}
