import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { openPublicDatabase, type PublicDatabase } from './public-database';
import { backendMode } from './backend-config';
// Device-only mode's pieces are small and needed at once: imported statically so the first card does not wait
// for another round trip. (Firebase mode's sync stays a lazy chunk.)
import { getDeviceBackend } from './device-backend/device-backend-client';
import { startDeviceFunctions, syncPublicProjection } from './device-backend/device-functions';
import { importAgain } from '@/lib/import-again';
import { logError } from '@/lib/log';
import { retrySoon } from '@/lib/retry-soon';
import { markPublicDataArrived } from './first-visit-snapshot';

let opening: Promise<PublicDatabase> | null = null;

/**
 * The browser's public database, opened once per page. Never waits for the network: the app opens
 * offline on whatever the device holds. In device-only mode the device backend's functions keep it
 * filled (the very first open waits for that first projection, so a new visitor never sees an empty list).
 */
export function getPublicDatabase(): Promise<PublicDatabase> {
  opening ??= (async () => {
    if (backendMode() !== 'device') {
      const sync = import('./firebase/public-sync');
      const db = await openPublicDatabase({ storage: getRxStorageDexie() });
      startSyncWhenLoaded(db, sync); // marks the public data as arrived after the first pull
      return db;
    }
    const [db, backend] = await Promise.all([openPublicDatabase({ storage: getRxStorageDexie() }), getDeviceBackend()]);
    if ((await db.boats.count().exec()) === 0)
      await syncPublicProjection(backend, db).catch((error: unknown) => logError('public projection', error));
    markPublicDataArrived();
    startDeviceFunctions(backend, db);
    return db;
  })();
  // A failed open (its code could not load offline) is tried again by the next caller, not remembered.
  opening.catch(() => (opening = null));
  return opening;
}

/**
 * Firebase mode: the sync code is a chunk of its own. A first visit whose connection dropped before it arrived still
 * opens the database (the page, and what the visitor saves, work offline); syncing starts once the code can load.
 */
function startSyncWhenLoaded(
  db: PublicDatabase,
  sync: Promise<typeof import('./firebase/public-sync')>,
  attempt = 0,
): void {
  sync.then(
    ({ startPublicFirebaseSync }) => startPublicFirebaseSync(db),
    (error: unknown) => {
      logError('public sync', error);
      retrySoon(attempt, () =>
        startSyncWhenLoaded(
          db,
          importAgain(error, () => import('./firebase/public-sync')),
          attempt + 1,
        ),
      );
    },
  );
}
