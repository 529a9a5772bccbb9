import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { openPublicDatabase, openVisitorDatabase, type PublicDatabase, type VisitorDatabase } from './public-database';
import { importAgain } from '@/lib/import-again';
import { whenOnline } from '@/lib/when-online';
import { askForReload, needsReload } from '@/lib/code-reload';
import { logError } from '@/lib/log';
import { retrySoon } from '@/lib/retry-soon';
import { thisPageSection } from './page-section';
import { pruneVisitorRecords } from '../visitor/retention';
import { dropDeviceProjection, forgetDeviceMode } from '../migrations/device-mode-leftovers';

type PublicSync = typeof import('../firebase/public-sync');

let opening: Promise<PublicDatabase | VisitorDatabase> | null = null;

/**
 * The browser's public database, opened once per page. Never waits for the network: the app opens offline on whatever
 * the device holds. A portal page opens only the visitor's records. What a device-only build left is forgotten first.
 */
function openOnce(): Promise<PublicDatabase | VisitorDatabase> {
  opening ??= forgetDeviceMode()
    .then(() => (thisPageSection() === 'public' ? openWhole() : openVisitorRecords()))
    .then((db) => {
      // A shared device keeps a delivered lead 30 days, a view a day (visitor/retention.ts).
      void pruneVisitorRecords(db).catch((error: unknown) => logError('visitor records', error));
      return db;
    });
  // A failed open (its code could not load offline) is tried again by the next caller, not remembered.
  opening.catch(() => (opening = null));
  return opening;
}

/** The sync chunk, asked for only while online (src/lib/when-online.ts says why). */
const loadPublicSync = () => whenOnline(() => import('../firebase/public-sync'));

async function openWhole(): Promise<PublicDatabase> {
  const sync = loadPublicSync();
  const db = await openPublicDatabase({ storage: getRxStorageDexie() });
  await dropDeviceProjection(db).catch((error: unknown) => logError('device projection', error));
  // marks the public data as arrived after the first pull
  startSyncWhenLoaded(sync, (m) => m.startPublicFirebaseSync(db));
  return db;
}

async function openVisitorRecords(): Promise<VisitorDatabase> {
  const db = await openVisitorDatabase({ storage: getRxStorageDexie() });
  startSyncWhenLoaded(loadPublicSync(), (m) => m.startVisitorFirebaseSync(db));
  return db;
}

/** The whole public database: a public page's (a portal page holds no public cache: an error there). */
export async function getPublicDatabase(): Promise<PublicDatabase> {
  if (thisPageSection() !== 'public') throw new Error('The public boats and posts are not open on a portal page');
  return (await openOnce()) as PublicDatabase;
}

/** The visitor's records (what this device's visitor sent and set), on any page. */
export function getVisitorDatabase(): Promise<VisitorDatabase> {
  return openOnce();
}

/**
 * The sync code is a chunk of its own. A first visit whose connection dropped before it arrived still
 * opens the database (the page, and what the visitor saves, work offline); syncing starts once the code can load.
 */
function startSyncWhenLoaded(sync: Promise<PublicSync>, start: (m: PublicSync) => void, attempt = 0): void {
  sync.then(start, (error: unknown) => {
    logError('public sync', error);
    if (needsReload(attempt, navigator.onLine)) askForReload();
    retrySoon(attempt, () =>
      startSyncWhenLoaded(
        whenOnline(() => importAgain(error, () => import('../firebase/public-sync'))),
        start,
        attempt + 1,
      ),
    );
  });
}
