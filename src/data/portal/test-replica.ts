import type { RxCollection } from 'rxdb';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import { buildDemoData } from '../seed/demo-data';
import { withDefaults } from '@harbour/domain/schemas/doc-defaults';

/**
 * Inserts the documents as a pull stores them: with the defaults of the fields they predate (doc-defaults.ts; a seeded
 * lead gets the team's part that way). Fails on a document the replica's schema refuses.
 */
async function insertAll<T>(collection: RxCollection<T>, docs: readonly { id: string }[]): Promise<void> {
  const { error } = await collection.bulkInsert(docs.map((doc) => withDefaults(collection.name, doc) as T));
  // bulkInsert reports a refused document instead of throwing: a test must not run on half a seed.
  if (error.length) throw new Error(`The demo ${collection.name} did not fit the replica: ${JSON.stringify(error[0])}`);
}

/**
 * Test-only: a user's replica (test storage, removed by the caller) holding the whole demo business, as an admin's
 * replica holds it once it has pulled the seeded backend; the collections mapped as scripts/seed-firestore.mjs seeds
 * Firestore. No replication: a test of an action reads what it wrote in the replica (delivery and the rules are the
 * emulator suites', tests/emulator and tests/rules).
 */
export async function seededReplica(uid: string): Promise<UserDatabase> {
  // A name of its own per call: RxDB closes a database opened twice under one name (closeDuplicates).
  const db = await openUserDatabase(`${uid}-${uniqueDbName('replica')}`, testStorage(), false, { counters: false });
  const data = buildDemoData();
  await insertAll(db.boats, data.boats);
  await insertAll(
    db.boatCommercials,
    data.boats.map((b) => ({ id: b.id, commissionRate: data.commissionRates[b.id] ?? null, updatedAt: b.updatedAt })),
  );
  await insertAll(db.profiles, data.profiles);
  await insertAll(db.submissions, data.submissions);
  await insertAll(db.inquiries, data.leads);
  await insertAll(db.blogPosts, data.blogPosts);
  await insertAll(db.viewCounts, data.viewCounts);
  await insertAll(db.siteSettings, data.siteSettings);
  return db;
}
