import { afterEach, describe, expect, it } from 'vitest';
import { fieldMergeConflictHandler, mergeDocuments, sameValue } from './merge-conflict';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import { DeviceBackendDb } from '../device-backend/backend-db';
import { DeviceBackend } from '../device-backend/device-backend';
import { seedDeviceBackend } from '../device-backend/seed-device-backend';
import { replicateWithDeviceBackend } from './device-replication';
import { SyncStore } from './sync-store';
import { seedBoats } from '../seed';

const T0 = '2026-11-01T10:00:00.000Z';
const T1 = '2026-11-01T10:05:00.000Z';
const T2 = '2026-11-01T10:09:00.000Z';

const base = {
  id: 'b1',
  price: 100,
  description: 'old',
  features: ['a'],
  status: 'draft',
  updatedAt: T0,
  _deleted: false,
};

describe('mergeDocuments (field-level three-way merge)', () => {
  it('takes each side’s change when they changed different fields', () => {
    const mine = { ...base, price: 120, updatedAt: T1 };
    const master = { ...base, description: 'new text', updatedAt: T2 };
    const out = mergeDocuments({ assumedMasterState: base, realMasterState: master, newDocumentState: mine });
    expect(out).toMatchObject({
      price: 120,
      description: 'new text',
      features: ['a'],
      status: 'draft',
      _deleted: false,
    });
    expect(out.updatedAt).toBe('2026-11-01T10:09:00.001Z');
  });

  it('a field changed on both sides goes to the later updatedAt', () => {
    const mineLater = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, price: 130, updatedAt: T1 },
      newDocumentState: { ...base, price: 150, updatedAt: T2 },
    });
    expect(mineLater.price).toBe(150);
    const masterLater = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, price: 130, status: 'active', updatedAt: T2 },
      newDocumentState: { ...base, price: 150, updatedAt: T1 },
    });
    expect(masterLater.price).toBe(130);
    expect(masterLater.status).toBe('active');
  });

  it('arrays are fields: both edited the features list → later wins as a whole', () => {
    const out = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, features: ['a', 'm'], updatedAt: T2 },
      newDocumentState: { ...base, features: ['a', 'x'], updatedAt: T1 },
    });
    expect(out.features).toEqual(['a', 'm']);
  });

  it('a field with a merger of its own takes what the merger makes of both sides (a history both added to)', () => {
    const union = (a: unknown, b: unknown) => [...new Set([...(a as string[]), ...(b as string[])])].sort();
    const out = mergeDocuments(
      {
        assumedMasterState: base,
        realMasterState: { ...base, features: ['a', 'm'], updatedAt: T2 },
        newDocumentState: { ...base, features: ['a', 'x'], updatedAt: T1 },
      },
      { features: union },
    );
    expect(out.features).toEqual(['a', 'm', 'x']);
    // Only one side changed it: that side's value, the merger is not asked.
    const one = mergeDocuments(
      {
        assumedMasterState: base,
        realMasterState: { ...base, updatedAt: T2 },
        newDocumentState: { ...base, features: ['a', 'x'], updatedAt: T1 },
      },
      { features: () => ['never'] },
    );
    expect(one.features).toEqual(['a', 'x']);
  });

  it('returns the master itself when no local change survives', () => {
    const master = { ...base, price: 130, updatedAt: T2 };
    const out = mergeDocuments({
      assumedMasterState: base,
      realMasterState: master,
      newDocumentState: { ...base, price: 150, updatedAt: T1 },
    });
    expect(out).toBe(master);
  });

  it('without a base every difference counts as a double change (later wins)', () => {
    const out = mergeDocuments({
      realMasterState: { ...base, price: 1, description: 'm', updatedAt: T1 },
      newDocumentState: { ...base, price: 2, updatedAt: T2 },
    });
    expect(out).toMatchObject({ price: 2, description: 'old' });
  });

  it('a deletion on one side only is kept', () => {
    const out = mergeDocuments({
      assumedMasterState: base,
      realMasterState: { ...base, price: 5, updatedAt: T2 },
      newDocumentState: { ...base, _deleted: true, updatedAt: T1 },
    });
    expect(out._deleted).toBe(true);
  });

  it('ignores RxDB local meta in equality', () => {
    expect(
      fieldMergeConflictHandler.isEqual(
        { ...base, _meta: { lwt: 1 } } as never,
        { ...base, _meta: { lwt: 2 } } as never,
        'test',
      ),
    ).toBe(true);
    expect(fieldMergeConflictHandler.isEqual(base as never, { ...base, price: 1 } as never, 'test')).toBe(false);
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});

describe('two admins editing the same listing through the device backend', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function admin(backend: DeviceBackend, reachable: { value: boolean }) {
    const db: UserDatabase = await openUserDatabase(`demo-admin-${uniqueDbName('u')}`, testStorage(), false, {
      only: ['boats', 'boatCommercials'],
    });
    const log = new SyncStore(uniqueDbName('sync'));
    const replication = replicateWithDeviceBackend(db, backend, { uid: 'demo-admin', role: 'admin' }, log);
    cleanups.push(
      async () => log.delete(),
      async () => db.remove(),
      async () => replication.stop(),
    );
    await Promise.all(replication.states.map((s) => s.awaitInitialReplication()));
    return { db, replication, reachable };
  }

  it('keeps both admins’ changes to different fields; the later one wins on the same field', async () => {
    const backendDb = new DeviceBackendDb(uniqueDbName('backend'));
    await seedDeviceBackend(backendDb);
    // One "network" per admin: A works offline while B saves.
    const aOnline = { value: true };
    const backendA = new DeviceBackend(backendDb, () => aOnline.value);
    const backendB = new DeviceBackend(backendDb, () => true);
    cleanups.push(
      async () => backendDb.delete(),
      async () => backendA.close(),
      async () => backendB.close(),
    );
    const a = await admin(backendA, aOnline);
    const b = await admin(backendB, { value: true });
    const boatId = seedBoats[0]!.id;

    aOnline.value = false;
    // A's edit is the later one by its timestamps, however slowly the machine runs the two saves.
    const t0 = Date.now();
    const docA = await a.db.boats.findOne(boatId).exec();
    await docA!.incrementalPatch({
      price: 111111,
      location: 'Harbour Island',
      updatedAt: new Date(t0 + 1000).toISOString(),
    });

    const docB = await b.db.boats.findOne(boatId).exec();
    await docB!.incrementalPatch({
      description: 'Rewritten by admin B after a sea trial.',
      location: 'Exuma',
      updatedAt: new Date(t0).toISOString(),
    });
    await b.replication.states[0]!.awaitInSync();
    expect((await backendDb.rows.get(['boats', boatId]))!.doc.description).toBe(
      'Rewritten by admin B after a sea trial.',
    );

    aOnline.value = true;
    a.replication.states.forEach((s) => s.reSync());
    await a.replication.states[0]!.awaitInSync();
    await a.replication.states[0]!.awaitInSync();

    const server = (await backendDb.rows.get(['boats', boatId]))!.doc as Record<string, unknown>;
    expect(server.price).toBe(111111);
    expect(server.description).toBe('Rewritten by admin B after a sea trial.');
    // Both changed the location; A's change is the later one.
    expect(server.location).toBe('Harbour Island');
    const local = (await a.db.boats.findOne(boatId).exec())!;
    expect(local.description).toBe('Rewritten by admin B after a sea trial.');
    expect(local.price).toBe(111111);
  });
});
