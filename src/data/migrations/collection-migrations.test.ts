import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxDatabase, type RxJsonSchema } from 'rxdb';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import {
  migrationStrategiesOf,
  prepareCollections,
  replicationIdentifierOf,
  rxSchema,
  type CollectionSpec,
} from './collection-migrations';
import { PUBLIC_COLLECTIONS } from '../public/public-database';
import { visitorRecordSchema } from '@harbour/domain/schemas/visitor-record-schema';
import { SCHEMA_STEPS } from './schema-steps';
import { PORTAL_COLLECTION_NAMES, rxCollectionsOf } from '../collections/portal-collections';
import { testStorage, uniqueDbName } from '../test-storage';
import { boatSchema, noListingHistory, type Boat } from '@harbour/domain/schemas/boat';
import { seedBoats } from '../../../fixtures/boats';

type Doc = { id: string; name: string; updatedAt: string; source?: string };
const schemaV0: RxJsonSchema<Omit<Doc, 'source'>> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 }, name: { type: 'string' }, updatedAt: { type: 'string' } },
  required: ['id', 'name', 'updatedAt'],
};
/** The next release: every document gets a `source`. */
const schemaV1: RxJsonSchema<Doc> = {
  ...schemaV0,
  version: 1,
  properties: { ...schemaV0.properties, source: { type: 'string' } },
};
const STEPS = { cached: {}, own: { 1: (doc: Doc) => ({ ...doc, source: 'web' }) } };
const doc = (id: string): Doc => ({ id, name: `Doc ${id}`, updatedAt: '2026-11-24T10:00:00.000Z' });

const open: RxDatabase[] = [];
async function openDb(name: string, version: 0 | 1) {
  const db = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
  open.push(db);
  const schema = (version === 0 ? schemaV0 : schemaV1) as RxJsonSchema<unknown>;
  const specs: Record<string, CollectionSpec> = {
    cached: { schema, migration: 'refetch' },
    own: { schema, migration: 'migrate' },
  };
  await db.addCollections(await prepareCollections(db, specs, STEPS));
  return db;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

describe('schema steps', () => {
  it('every collection the devices keep as their own has a step to each version of its schema', () => {
    expect(() => rxCollectionsOf(PORTAL_COLLECTION_NAMES)).not.toThrow();
    for (const [name, spec] of Object.entries({ ...rxCollectionsOf(PORTAL_COLLECTION_NAMES), ...PUBLIC_COLLECTIONS })) {
      expect(() => migrationStrategiesOf(name, spec)).not.toThrow();
      // A collection still at version 0 needs no entry.
      if (spec.schema.version > 0 && spec.migration === 'migrate') expect(SCHEMA_STEPS[name]).toBeDefined();
    }
  });

  it('a cache drops what it held; a missing step is named', () => {
    const cache = migrationStrategiesOf(
      'cached',
      { schema: { ...schemaV1, version: 2 } as RxJsonSchema<unknown>, migration: 'refetch' },
      {},
    );
    expect(Object.keys(cache)).toEqual(['1', '2']);
    expect(cache[2]!({}, {} as never)).toBeNull();
    expect(() =>
      migrationStrategiesOf(
        'own',
        { schema: { ...schemaV1, version: 2 } as RxJsonSchema<unknown>, migration: 'migrate' },
        STEPS,
      ),
    ).toThrow("Schema of 'own' is version 2: SCHEMA_STEPS.own has no step to version 2");
  });

  it('a pull-only replication starts over with each schema version; one that pushes keeps its checkpoint', () => {
    expect(replicationIdentifierOf('firestore-public-boats', false, 0)).toBe('firestore-public-boats');
    expect(replicationIdentifierOf('firestore-public-boats', false, 2)).toBe('firestore-public-boats-v2');
    expect(replicationIdentifierOf('firestore-user-boats', true, 2)).toBe('firestore-user-boats');
  });
});

describe('a device that holds data of the previous schema opens with the new code (fake-indexeddb)', () => {
  it("the cache is emptied (to be pulled again); the device's own documents are kept and migrated", async () => {
    const name = uniqueDbName('migrate');
    const before = await openDb(name, 0);
    await before.collections.cached!.insert(doc('c1'));
    await before.collections.own!.bulkInsert([doc('o1'), doc('o2')]);
    await before.close();

    const after = await openDb(name, 1);
    expect(await after.collections.cached!.count().exec()).toBe(0);
    const own = (await after.collections.own!.find().exec()).map((d) => d.toMutableJSON() as Doc);
    expect(own.map((d) => [d.id, d.name, d.source])).toEqual([
      ['o1', 'Doc o1', 'web'],
      ['o2', 'Doc o2', 'web'],
    ]);
    // Written by the new code from now on.
    await after.collections.own!.insert({ ...doc('o3'), source: 'app' });
  });

  it('a change made offline before the update is still sent after it, and only that one', async () => {
    const name = uniqueDbName('pending');
    const pushed: string[] = [];
    let online = true;
    const replicate = (db: RxDatabase) =>
      replicateRxCollection<Doc, unknown>({
        collection: db.collections.own as never,
        replicationIdentifier: 'device-backend-own-u1',
        live: true,
        retryTime: 50,
        autoStart: true,
        push: {
          handler: async (rows) => {
            if (!online) throw new Error('offline');
            pushed.push(...rows.map((r) => `${r.newDocumentState.id}:${r.newDocumentState.source ?? '-'}`));
            return [];
          },
        },
      });

    const before = await openDb(name, 0);
    const first = replicate(before);
    await before.collections.own!.insert(doc('synced'));
    await first.awaitInSync();
    expect(pushed).toEqual(['synced:-']);
    online = false;
    await before.collections.own!.insert(doc('offline'));
    await new Promise((resolve) => setTimeout(resolve, 200)); // its push fails while offline
    await first.cancel();
    await before.close();

    online = true;
    pushed.length = 0;
    const after = await openDb(name, 1);
    const second = replicate(after);
    await second.awaitInSync();
    expect(pushed).toEqual(['offline:web']);
    await second.cancel();
  });
});

describe('boats, version 0 to 1 (listing truth)', () => {
  it("an admin's boats written before price history existed open with it empty, the price published", async () => {
    const name = uniqueDbName('boats-v1');
    const v0Fields = Object.keys(boatSchema.properties).filter((k) => !(k in noListingHistory()));
    const boatSchemaV0 = {
      ...boatSchema,
      version: 0,
      properties: Object.fromEntries(v0Fields.map((k) => [k, boatSchema.properties[k as keyof Boat]])),
      required: (boatSchema.required as string[]).filter((k) => v0Fields.includes(k)),
    } as unknown as RxJsonSchema<unknown>;
    const old = Object.fromEntries(Object.entries(seedBoats[0]!).filter(([k]) => v0Fields.includes(k))) as Boat;
    const before = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(before);
    await before.addCollections(
      await prepareCollections(before, { boats: { schema: boatSchemaV0, migration: 'migrate' } }),
    );
    await before.collections.boats!.insert(old);
    await before.close();

    const after = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(after);
    await after.addCollections(
      await prepareCollections(after, { boats: { schema: rxSchema(boatSchema), migration: 'migrate' } }),
    );
    const migrated = (await after.collections.boats!.findOne(old.id).exec())!.toMutableJSON() as Boat;
    expect(migrated).toEqual({ ...old, ...noListingHistory() });
  });
});

describe('visitor records, version 0 to 1 (the shortlist)', () => {
  it("a device's lead not sent yet, its views and its settings open unchanged, and the lead is still to send", async () => {
    const name = uniqueDbName('visitor-v1');
    const { boat: _boat, search: _search, ...v0Properties } = visitorRecordSchema.properties;
    const v0Schema = {
      ...visitorRecordSchema,
      version: 0,
      properties: {
        ...v0Properties,
        kind: { type: 'string', enum: ['inquiry', 'view', 'setting'], maxLength: 20 },
      },
    } as unknown as RxJsonSchema<unknown>;
    const records = [
      { id: 'setting:visitorId', kind: 'setting', deliveredAt: null, value: 'v-1' },
      {
        id: 'view:e1',
        kind: 'view',
        deliveredAt: '2026-11-24T10:00:00.000Z',
        view: { id: 'e1', itemType: 'boat', itemId: 'b1', visitorId: 'v-1', createdAt: '2026-11-24T09:59:00.000Z' },
      },
    ];
    const before = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(before);
    await before.addCollections(
      await prepareCollections(before, { visitorRecords: { schema: v0Schema, migration: 'migrate' } }),
    );
    await before.collections.visitorRecords!.bulkInsert(records);
    await before.close();

    const after = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(after);
    await after.addCollections(await prepareCollections(after, { visitorRecords: PUBLIC_COLLECTIONS.visitorRecords }));
    const kept = (await after.collections.visitorRecords!.find().exec()).map((d) => d.toMutableJSON());
    expect(kept.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(records);
    // The new kinds are accepted now.
    await after.collections.visitorRecords!.insert({
      id: 'savedBoat:b1',
      kind: 'savedBoat',
      deliveredAt: null,
      boat: {
        boatId: 'b1',
        at: '2026-11-26T10:00:00.000Z',
        title: '2019 Boston Whaler 330 Outrage',
        price: 289000,
        priceOnRequest: false,
        length: 33,
        imageUrl: null,
      },
    });
  });
});

describe('visitor records, version 1 to 2 (saved searches)', () => {
  it("a device's shortlist, recently viewed and settings open unchanged, and a saved search can be stored", async () => {
    const name = uniqueDbName('visitor-v2');
    // What the code of version 1 wrote: no `search`, no 'savedSearch' kind.
    const { search: _search, ...v1Properties } = visitorRecordSchema.properties;
    const v1Schema = {
      ...visitorRecordSchema,
      version: 1,
      properties: {
        ...v1Properties,
        kind: {
          type: 'string',
          enum: ['inquiry', 'view', 'setting', 'savedBoat', 'viewedBoat'],
          maxLength: 20,
        },
      },
    } as unknown as RxJsonSchema<unknown>;
    const boat = {
      boatId: 'b1',
      at: '2026-11-25T10:00:00.000Z',
      title: '2019 Boston Whaler 330 Outrage',
      price: 289000,
      priceOnRequest: false,
      length: 33,
      imageUrl: null,
    };
    const records = [
      { id: 'savedBoat:b1', kind: 'savedBoat', deliveredAt: null, boat },
      { id: 'setting:visitorId', kind: 'setting', deliveredAt: null, value: 'v-1' },
      { id: 'viewedBoat:b1', kind: 'viewedBoat', deliveredAt: null, boat },
    ];
    const before = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(before);
    await before.addCollections(
      await prepareCollections(before, { visitorRecords: { schema: v1Schema, migration: 'migrate' } }),
    );
    // Once a migration ran in this process (the tests above), RxDB holds writes to a new collection of version > 0
    // until it has checked that nothing is to migrate.
    await (before.collections.visitorRecords as unknown as { migrationNeeded(): Promise<boolean> }).migrationNeeded();
    await before.collections.visitorRecords!.bulkInsert(records);
    await before.close();

    const after = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(after);
    await after.addCollections(await prepareCollections(after, { visitorRecords: PUBLIC_COLLECTIONS.visitorRecords }));
    const kept = (await after.collections.visitorRecords!.find().exec()).map((d) => d.toMutableJSON());
    expect(kept.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(records);
    await after.collections.visitorRecords!.insert({
      id: 'savedSearch:s1',
      kind: 'savedSearch',
      deliveredAt: null,
      search: {
        id: 's1',
        name: 'Type: Catamaran',
        params: 'type=Catamaran&priceMax=900000',
        createdAt: '2026-11-26T10:00:00.000Z',
        lastOpenedAt: '2026-11-26T10:00:00.000Z',
        seen: [{ id: 'b1', price: 289000, state: 'for-sale' }],
        seenCut: false,
      },
    });
    expect(await after.collections.visitorRecords!.count({ selector: { kind: 'savedSearch' } }).exec()).toBe(1);
  });
});
