import type { PublicDatabase, VisitorDatabase } from './public-database';
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

async function loadClient(): Promise<typeof import('./public-db-client')> {
  await databaseCodeMayLoad();
  const load = () => import('./public-db-client');
  const client = await (lastFailure === null ? load() : importAgain(lastFailure, load)).catch((error: unknown) => {
    lastFailure = error;
    throw error;
  });
  lastFailure = null;
  // Evaluating the database code is a long task of its own on a slow phone: opening the database starts in the next.
  await yieldToBrowser();
  return client;
}

/** The public database, its code loaded on demand: pages import this instead of public-db-client. */
export async function loadPublicDatabase(): Promise<PublicDatabase> {
  return (await loadClient()).getPublicDatabase();
}

/** The visitor's own records (what the visitor's actions write), on any page. */
export async function loadVisitorDatabase(): Promise<VisitorDatabase> {
  return (await loadClient()).getVisitorDatabase();
}

/** For a visitor's action (a form sent): the code loaded and the records opened now, not after the first screen. */
export async function visitorDatabaseNow(): Promise<VisitorDatabase> {
  return (await import('./public-db-client')).getVisitorDatabase();
}
