import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { openPublicDatabase, type PublicDatabase } from './public-database';
import { backendMode } from './backend-config';
import { startDeviceDelivery } from './sync/device-delivery';
import { logError } from '@/lib/log';

let opening: Promise<PublicDatabase> | null = null;

/**
 * The browser's public database, opened once per page. Never waits for the network: the app opens
 * offline on whatever the device holds (and, in device-only mode, on the bundled seed).
 */
export function getPublicDatabase(): Promise<PublicDatabase> {
  opening ??= (async () => {
    const db = await openPublicDatabase({ storage: getRxStorageDexie() });
    if (backendMode() === 'device') {
      const { seedPublicDatabase } = await import('./seed-public-database');
      await seedPublicDatabase(db).catch((error: unknown) => logError('seed', error));
      startDeviceDelivery(db);
    }
    return db;
  })();
  return opening;
}
