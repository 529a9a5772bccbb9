/** Test support: user replicas on fake-indexeddb behind RxDB's ajv validator (a schema-invalid write throws). */
import { openUserDatabase } from '@/data/user-database';
import { testStorage, uniqueDbName } from '@/data/test-storage';

export async function openTestUserDatabase(uid = uniqueDbName('fuzz-user')) {
  return openUserDatabase(uid, testStorage(), false);
}
