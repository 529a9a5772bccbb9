import { createRxDatabase, type RxCollection, type RxDatabase, type RxJsonSchema } from 'rxdb';
import { prepareCollections } from './collection-migrations';
import { rxCollectionsOf, type PortalCollectionName } from '../collections/portal-collections';
import { testStorage, uniqueDbName } from '../test-storage';

/**
 * Tests of a schema step: a document as the code of the version before wrote it (schema `older`), then the database
 * opened by today's code (its migrations run). Returns the collection as it opens now; `close` ends both databases.
 */
export async function openedAfterUpdate(
  collection: PortalCollectionName,
  older: RxJsonSchema<unknown>,
  doc: object,
): Promise<{ collection: RxCollection; close: () => Promise<void> }> {
  const name = uniqueDbName(`${collection}-update`);
  const open: RxDatabase[] = [];
  const close = async () => {
    await Promise.all(open.map((db) => (db.closed ? undefined : db.close())));
  };
  try {
    const before = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(before);
    await before.addCollections(
      await prepareCollections(before, { [collection]: { schema: older, migration: 'migrate' } }),
    );
    await before.collections[collection]!.insert(doc);
    await before.close();
    const after = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(after);
    await after.addCollections(await prepareCollections(after, rxCollectionsOf([collection])));
    return { collection: after.collections[collection]!, close };
  } catch (error) {
    await close();
    throw error;
  }
}
