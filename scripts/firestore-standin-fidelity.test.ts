import { createRequire } from 'node:module';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  terminate,
  waitForPendingWrites,
  where,
  writeBatch,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { applyFirestoreStandInFidelity, compareReferences, parseFieldPath } from './firestore-standin-fidelity.mjs';

const require = createRequire(import.meta.url);
const standIn = require('@firestore-emulator/server');
const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write');
const {
  StructuredQuery,
  StructuredQueryDirection: Dir,
  StructuredQueryFieldFilterOperator: Op,
} = require('@firestore-emulator/proto/dist/google/firestore/v1/query');

describe('parseFieldPath', () => {
  it('splits plain and back-quoted segments', () => {
    expect(parseFieldPath('total')).toEqual(['total']);
    expect(parseFieldPath('daily.`2026-11-01`')).toEqual(['daily', '2026-11-01']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`x\\`y`')).toEqual(['x`y']);
  });
});

describe('stand-in field transforms after the fidelity fix', () => {
  it('applies nested increments and every transform of a write, even after a serverTimestamp', () => {
    applyFirestoreStandInFidelity(standIn);
    const state = new standIn.FirestoreState();
    const name = 'projects/p/databases/(default)/documents/viewCounts/boat:b1';
    const write = () =>
      Write.fromObject({
        update: { name, fields: { _deleted: { boolean_value: false } } },
        update_mask: { field_paths: ['_deleted'] },
        update_transforms: [
          { field_path: 'daily.`2026-11-01`', increment: { integer_value: 1 } },
          { field_path: 'serverTimestamp', set_to_server_value: 1 },
          { field_path: 'total', increment: { integer_value: 1 } },
        ],
      });
    state.writeV1Document(new Date(), write());
    state.writeV1Document(new Date(), write());
    const doc = state.getDocument(name).toJSON().fields;
    expect(doc.total).toEqual({ type: 'integer_value', value: 2 });
    expect(doc.daily).toEqual({ type: 'map_value', value: { '2026-11-01': { type: 'integer_value', value: 2 } } });
    expect(doc.serverTimestamp.type).toBe('timestamp_value');
  });
});

describe('document names (__name__ = documentId()) in queries', () => {
  it('orders references segment by segment, by bytes', () => {
    expect(compareReferences('p/c/a', 'p/c/b')).toBeLessThan(0);
    expect(compareReferences('p/c/b', 'p/c/a')).toBeGreaterThan(0);
    expect(compareReferences('p/c/a', 'p/c/a')).toBe(0);
    expect(compareReferences('p/c/a', 'p/c/a/sub/x')).toBeLessThan(0);
    expect(compareReferences('p/c/Z', 'p/c/a')).toBeLessThan(0); // 'Z' (0x5a) < 'a' (0x61)
    expect(compareReferences('p/c-x/a', 'p/c/b')).toBeGreaterThan(0); // segment 'c-x' > 'c', whatever the rest ('-' < '/')
  });

  it('filters and orders on __name__ like Firestore', () => {
    applyFirestoreStandInFidelity(standIn);
    const state = new standIn.FirestoreState();
    const parent = 'projects/p/databases/(default)/documents';
    for (const id of ['c', 'a', 'b']) {
      state.writeV1Document(
        new Date(),
        Write.fromObject({ update: { name: `${parent}/boats/${id}`, fields: { n: { integer_value: 1 } } } }),
      );
    }
    const names = (q: object) =>
      state.v1Query(parent, StructuredQuery.fromObject(q)).map((d: { name: string }) => d.name);
    const byName = { field: { field_path: '__name__' } };
    expect(names({ from: [{ collection_id: 'boats' }], order_by: [{ ...byName, direction: Dir.ASCENDING }] })).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(names({ from: [{ collection_id: 'boats' }], order_by: [{ ...byName, direction: Dir.DESCENDING }] })).toEqual(
      ['c', 'b', 'a'],
    );
    expect(
      names({
        from: [{ collection_id: 'boats' }],
        where: { field_filter: { ...byName, op: Op.GREATER_THAN, value: { reference_value: `${parent}/boats/a` } } },
        order_by: [{ ...byName, direction: Dir.ASCENDING }],
      }),
    ).toEqual(['b', 'c']);
    expect(
      names({
        from: [{ collection_id: 'boats' }],
        where: { field_filter: { ...byName, op: Op.EQUAL, value: { reference_value: `${parent}/boats/b` } } },
      }),
    ).toEqual(['b']);
  });

  it('write results carry one transform result per field transform', () => {
    applyFirestoreStandInFidelity(standIn);
    const state = new standIn.FirestoreState();
    const name = 'projects/p/databases/(default)/documents/c/d';
    const result = state.writeV1Document(
      new Date('2026-11-01T10:00:00.123Z'),
      Write.fromObject({
        update: { name, fields: { total: { integer_value: 4 } } },
        update_transforms: [
          { field_path: 'serverTimestamp', set_to_server_value: 1 },
          { field_path: 'total', increment: { integer_value: 2 } },
          { field_path: 'daily.`2026-11-01`', increment: { integer_value: 1 } },
        ],
      }),
    );
    const values = result.toObject().transform_results;
    expect(values).toHaveLength(3);
    expect(values[0].timestamp_value).toEqual({
      seconds: Date.parse('2026-11-01T10:00:00Z') / 1000,
      nanos: 123_000_000,
    });
    expect(values[1].integer_value).toBe(6);
    expect(values[2].integer_value).toBe(1);
  });
});

/** A free local TCP port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the firebase web SDK (node build, gRPC) against the patched stand-in', () => {
  let server: { start(port: number): Promise<void>; stop(): void };
  let db: Firestore;
  let app: ReturnType<typeof initializeApp>;
  const within = <T>(promise: Promise<T>, ms = 5000) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

  beforeAll(async () => {
    applyFirestoreStandInFidelity(standIn);
    server = new standIn.FirestoreServer();
    const port = await freePort();
    await server.start(port);
    app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-fidelity' }, `fidelity-${port}`);
    db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', port);
  });

  afterAll(async () => {
    await terminate(db);
    await deleteApp(app);
    server.stop();
  });

  it('writes through the Write stream (setDoc, batches, server timestamps) and reads them back', async () => {
    await within(setDoc(doc(db, 'boats', 'b'), { make: 'Hatteras', serverTimestamp: serverTimestamp() }));
    const batch = writeBatch(db);
    batch.set(doc(db, 'boats', 'a'), { make: 'Viking', serverTimestamp: serverTimestamp() });
    batch.set(doc(db, 'boats', 'c'), { make: 'Bertram', serverTimestamp: serverTimestamp() });
    await within(batch.commit());
    await within(waitForPendingWrites(db));
    const snap = await within(getDoc(doc(db, 'boats', 'a')));
    expect(snap.get('make')).toBe('Viking');
    expect((snap.get('serverTimestamp') as Timestamp).toDate()).toBeInstanceOf(Date);
  });

  it('a refused write fails with its Firestore code instead of hanging', async () => {
    const batch = writeBatch(db);
    batch.update(doc(db, 'boats', 'missing'), { make: 'Nobody' });
    await expect(within(batch.commit())).rejects.toMatchObject({ code: 'not-found' });
  });

  it('runs several queries over one Listen stream, by document id and by server timestamp', async () => {
    const boats = collection(db, 'boats');
    const afterA = await within(getDocs(query(boats, where(documentId(), '>', 'a'), orderBy(documentId()), limit(10))));
    expect(afterA.docs.map((d) => d.id)).toEqual(['b', 'c']);
    const some = await within(getDocs(query(boats, where(documentId(), 'in', ['a', 'c']))));
    expect(some.docs.map((d) => d.id).sort()).toEqual(['a', 'c']);
    const first = (await within(getDocs(query(boats, orderBy('serverTimestamp', 'asc'), limit(1))))).docs[0]!;
    const newer = await within(
      getDocs(
        query(boats, where('serverTimestamp', '>', first.get('serverTimestamp')), orderBy('serverTimestamp', 'asc')),
      ),
    );
    expect(newer.docs.map((d) => d.id)).not.toContain(first.id);
    expect(await within(runTransaction(db, async () => 'committed'))).toBe('committed');
  });

  it('a live query sees later writes; a removed listener stops without breaking the others', async () => {
    const latest: string[][] = [];
    const stopLatest = onSnapshot(query(collection(db, 'boats'), orderBy('serverTimestamp', 'desc'), limit(1)), (s) =>
      latest.push(s.docs.map((d) => d.id)),
    );
    const other: number[] = [];
    const stopOther = onSnapshot(collection(db, 'boats'), (s) => other.push(s.size));
    await within(setDoc(doc(db, 'boats', 'd'), { make: 'Riva', serverTimestamp: serverTimestamp() }));
    await within(
      (async () => {
        while (!latest.some((ids) => ids[0] === 'd')) await new Promise((r) => setTimeout(r, 50));
      })(),
    );
    stopOther();
    await within(setDoc(doc(db, 'boats', 'e'), { make: 'Azimut', serverTimestamp: serverTimestamp() }));
    await within(
      (async () => {
        while (!latest.some((ids) => ids[0] === 'e')) await new Promise((r) => setTimeout(r, 50));
      })(),
    );
    stopLatest();
    expect(other.at(-1)).toBe(4);
  });
});
