import { DeviceBackendDb } from './backend-db';
import { DeviceBackend } from './device-backend';
import { logError } from '@/lib/log';

let backend: Promise<DeviceBackend> | null = null;

/** Device-only mode's backend for this page, seeded with the demo business on first use. */
export function getDeviceBackend(): Promise<DeviceBackend> {
  backend ??= (async () => {
    const db = new DeviceBackendDb();
    const { seedDeviceBackend } = await import('./seed-device-backend');
    await seedDeviceBackend(db).catch((error: unknown) => logError('seed device backend', error));
    return new DeviceBackend(db);
  })();
  return backend;
}
