import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { openPublicDatabase } from './public-database';

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
