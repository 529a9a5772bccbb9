import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { openPublicDatabase, type VisitorDatabase } from './public/public-database';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import type { ViewEvent } from '@harbour/domain/schemas/view-event';

/**
 * Test-only: Dexie storage on fake-indexeddb (loaded by tests/unit/setup.ts), wrapped in RxDB's JSON-schema
 * validator so a test fails when code writes a document the schema would refuse.
 */
export function testStorage() {
  return wrappedValidateAjvStorage({ storage: getRxStorageDexie() });
}

let counter = 0;
export function uniqueDbName(prefix = 'test'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export async function openTestPublicDatabase(name = uniqueDbName()) {
  return openPublicDatabase({ storage: testStorage(), name, multiInstance: false });
}

/** Test-only: the leads a visitor database holds (its 'inquiry' records), oldest first. */
export async function storedLeads(db: VisitorDatabase): Promise<Inquiry[]> {
  const records = await db.visitorRecords.find({ selector: { kind: 'inquiry' } }).exec();
  return records.map((r) => r.toMutableJSON().inquiry!).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Test-only: the view events a visitor database holds. */
export async function storedViews(db: VisitorDatabase): Promise<ViewEvent[]> {
  const records = await db.visitorRecords.find({ selector: { kind: 'view' } }).exec();
  return records.map((r) => r.toMutableJSON().view!);
}
