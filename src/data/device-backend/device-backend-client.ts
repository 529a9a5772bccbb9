import { DeviceBackendDb } from './backend-db';
import { DeviceBackend } from './device-backend';
import { networkReachable } from '../network-reachable';
import { SEED_VERSION } from '../seed/seed-version';
import { fetchAndLoadDemoData, setDemoSeededHint } from './load-demo-data';
import { logError } from '@/lib/log';

let backend: Promise<DeviceBackend> | null = null;

/**
 * Device-only mode's backend for this page, seeded with the demo business on first use. The demo data is
 * fetched (as JSON, like a server response) only when this device has not been seeded with the current version.
 */
export function getDeviceBackend(): Promise<DeviceBackend> {
  backend ??= (async () => {
    const db = new DeviceBackendDb();
    const seeded = Number((await db.meta.get('seedVersion'))?.value ?? 0) >= SEED_VERSION;
    // The loader is tiny and imported statically (no extra round trip on a first visit); the data itself is fetched only here.
    if (!seeded) await fetchAndLoadDemoData(db).catch((error: unknown) => logError('seed device backend', error));
    else setDemoSeededHint();
    return new DeviceBackend(db, () => networkReachable());
  })();
  return backend;
}
