import type { PublicDatabase } from './public-database';
import { firstVisitSnapshot } from './first-visit-snapshot';
import { firstScreenLoaded } from '@/lib/first-screen';
import { importAgain } from '@/lib/import-again';
import { yieldToBrowser } from '@/lib/yield-to-browser';

let gate: Promise<void> | null = null;

/**
 * When the database code may start downloading. On a first visit the page shows the first-visit snapshot, and the
 * database code (RxDB, ~95 KB gzip) waits until the first screen's photos have loaded so it does not take their
 * bandwidth on a slow connection; on every other visit at once.
 */
export function databaseCodeMayLoad(): Promise<void> {
  gate ??= firstVisitSnapshot().then((snapshot) => (snapshot ? firstScreenLoaded() : undefined));
  return gate;
}

/** Why the database code last failed to load (offline): the next attempt imports it under a fresh URL (importAgain). */
let lastFailure: unknown = null;

/** The public database, its code loaded on demand: pages import this instead of public-db-client. */
export async function loadPublicDatabase(): Promise<PublicDatabase> {
  await databaseCodeMayLoad();
  const load = () => import('./public-db-client');
  const { getPublicDatabase } = await (lastFailure === null ? load() : importAgain(lastFailure, load)).catch(
    (error: unknown) => {
      lastFailure = error;
      throw error;
    },
  );
  lastFailure = null;
  // Evaluating the database code is a long task of its own on a slow phone: opening the database starts in the next.
  await yieldToBrowser();
  return getPublicDatabase();
}
