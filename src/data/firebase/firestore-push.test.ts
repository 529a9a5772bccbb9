import { afterAll, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { collection, getFirestore, type DocumentReference, type Transaction } from 'firebase/firestore';
import type { RxReplicationWriteToMasterRow } from 'rxdb';
import { fieldMergeConflictHandler } from '@/data/portal/merge-conflict';
import { firestorePushHandler } from './firestore-push';
import { SupersededVersions } from './superseded-versions';

// A Firestore instance that never connects (nothing here reaches a network): it only names documents. The server is
// the fake transaction below, holding `server` and refusing what `refuses` says, as the security rules would.
const app = initializeApp({ apiKey: 'demo', projectId: 'demo-push-test' }, 'push-test');
const firestore = getFirestore(app);
afterAll(() => deleteApp(app));

type Doc = Record<string, unknown> & { id: string };

function fakeServer(
  server: Map<string, Record<string, unknown>>,
  refuses: (id: string, data: Record<string, unknown>) => boolean,
) {
  const transactions: string[][] = [];
  const transact = async <T>(_: unknown, update: (tx: Transaction) => Promise<T>): Promise<T> => {
    const writes = new Map<string, Record<string, unknown>>();
    const tx = {
      get: async (ref: DocumentReference) => ({
        id: ref.id,
        exists: () => server.has(ref.id),
        data: () => server.get(ref.id),
      }),
      set: (ref: DocumentReference, data: Record<string, unknown>) => writes.set(ref.id, data),
    } as unknown as Transaction;
    const result = await update(tx);
    transactions.push([...writes.keys()]);
    for (const [id, data] of writes) {
      if (refuses(id, data))
        throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    }
    for (const [id, data] of writes) server.set(id, data);
    return result;
  };
  return { transact, transactions };
}

const row = (doc: Doc, assumed?: Doc): RxReplicationWriteToMasterRow<Doc> =>
  ({
    newDocumentState: { ...doc, _deleted: false },
    assumedMasterState: assumed && { ...assumed, _deleted: false },
  }) as never;

function handler(
  server: Map<string, Record<string, unknown>>,
  refuses: (id: string, data: Record<string, unknown>) => boolean,
  asReplicaDoc?: Parameters<typeof firestorePushHandler>[0]['asReplicaDoc'],
  superseded?: SupersededVersions,
) {
  const refused: Array<{ id: unknown; reason: string }> = [];
  const held: unknown[] = [];
  const fake = fakeServer(server, refuses);
  const push = firestorePushHandler({
    firestore,
    collection: collection(firestore, 'submissions'),
    primaryPath: 'id',
    serverTimestampField: 'serverTimestamp',
    conflictHandler: fieldMergeConflictHandler,
    onRefused: (doc, reason) => refused.push({ id: doc.id, reason }),
    onServerVersion: (doc) => held.push(doc),
    asReplicaDoc,
    superseded,
    transact: fake.transact,
  });
  return { push, refused, held, transactions: fake.transactions };
}

describe('firestorePushHandler', () => {
  it('writes changes whose base is what the server holds, without the id field and with a server timestamp', async () => {
    const server = new Map<string, Record<string, unknown>>([['a', { title: 'old', _deleted: false }]]);
    const { push } = handler(server, () => false);
    expect(
      await push([row({ id: 'a', title: 'new' }, { id: 'a', title: 'old' }), row({ id: 'b', title: 'created' })]),
    ).toEqual([]);
    expect(server.get('a')).toMatchObject({ title: 'new', _deleted: false });
    expect(server.get('a')).not.toHaveProperty('id');
    expect(Object.keys(server.get('b')!)).toContain('serverTimestamp');
  });

  it('returns what the server holds as a conflict when it changed since the local edit began, writing nothing of it', async () => {
    const server = new Map<string, Record<string, unknown>>([['a', { title: 'theirs', _deleted: false }]]);
    const { push, held } = handler(server, () => false);
    expect(await push([row({ id: 'a', title: 'mine' }, { id: 'a', title: 'base' })])).toEqual([
      { id: 'a', title: 'theirs', _deleted: false },
    ]);
    expect(server.get('a')).toMatchObject({ title: 'theirs' });
    // The server holds that version: told as held (a merge that keeps it must not leave it "syncing").
    expect(held).toEqual([{ id: 'a', title: 'theirs', _deleted: false }]);
  });

  it('reads the server document as the replica does (field defaults): an old document without the field is no conflict', async () => {
    const server = new Map<string, Record<string, unknown>>([['a', { title: 'old', _deleted: false }]]);
    const withTags = (d: Record<string, unknown>) => ({ tags: [], ...d }) as never;
    const pulled = { id: 'a', title: 'old', tags: [] };
    expect(await handler(server, () => false).push([row({ ...pulled, tags: ['reef'] }, pulled)])).toHaveLength(1);
    expect(await handler(server, () => false, withTags).push([row({ ...pulled, tags: ['reef'] }, pulled)])).toEqual([]);
    expect(server.get('a')).toMatchObject({ title: 'old', tags: ['reef'] });
  });

  it('tells which versions the server moved past once a change commits: the one it overwrote and the one it started from', async () => {
    const superseded = new SupersededVersions((a, b) => fieldMergeConflictHandler.isEqual(a as never, b as never, 't'));
    const server = new Map<string, Record<string, unknown>>([['a', { title: 'old', _deleted: false }]]);
    await handler(server, () => false, undefined, superseded).push([
      row({ id: 'a', title: 'new' }, { id: 'a', title: 'old' }),
    ]);
    expect(superseded.has('a', { id: 'a', title: 'old', _deleted: false })).toBe(true);
    expect(superseded.has('a', { id: 'a', title: 'new', _deleted: false })).toBe(false);
    // A conflict: the version the change started from is past; what the server holds is not.
    server.set('b', { title: 'theirs', _deleted: false });
    await handler(server, () => false, undefined, superseded).push([
      row({ id: 'b', title: 'mine' }, { id: 'b', title: 'base' }),
    ]);
    expect(superseded.has('b', { id: 'b', title: 'base', _deleted: false })).toBe(true);
    expect(superseded.has('b', { id: 'b', title: 'theirs', _deleted: false })).toBe(false);
    // Refused: nothing changed on the server, so nothing is past.
    server.set('c', { title: 'kept', _deleted: false });
    await handler(server, () => true, undefined, superseded).push([
      row({ id: 'c', title: 'forged' }, { id: 'c', title: 'kept' }),
    ]);
    expect(superseded.has('c', { id: 'c', title: 'kept', _deleted: false })).toBe(false);
  });

  it('finding 8: a change the rules refuse is reported once and leaves the queue; the rest of the batch still reaches the server', async () => {
    const server = new Map<string, Record<string, unknown>>();
    const { push, refused, transactions } = handler(server, (_, data) => data.status === 'approved');
    const result = await push([
      row({ id: 'ok-1', status: 'pending' }),
      row({ id: 'forged', status: 'approved' }),
      row({ id: 'ok-2', status: 'pending' }),
    ]);
    expect(result).toEqual([]);
    expect([...server.keys()].sort()).toEqual(['ok-1', 'ok-2']);
    expect(refused).toEqual([{ id: 'forged', reason: 'Missing or insufficient permissions.' }]);
    // The whole batch once, then each change alone.
    expect(transactions).toEqual([['ok-1', 'forged', 'ok-2'], ['ok-1'], ['forged'], ['ok-2']]);
  });

  it('a refusal from a token older than the rights (an address just verified) goes through once the token is renewed', async () => {
    const server = new Map<string, Record<string, unknown>>();
    let tokenVerified = false;
    const fake = fakeServer(server, () => !tokenVerified);
    const refused: unknown[] = [];
    const renewSession = vi.fn(async () => {
      tokenVerified = true;
    });
    const push = firestorePushHandler({
      firestore,
      collection: collection(firestore, 'profiles'),
      primaryPath: 'id',
      serverTimestampField: 'serverTimestamp',
      conflictHandler: fieldMergeConflictHandler,
      onRefused: (doc) => refused.push(doc.id),
      renewSession,
      transact: fake.transact,
    });
    expect(await push([row({ id: 'u1', searchAlerts: ['a'] }), row({ id: 'u2', searchAlerts: [] })])).toEqual([]);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(refused).toEqual([]);
    expect([...server.keys()].sort()).toEqual(['u1', 'u2']);
    // Still refused with the fresh token: refused, after one renewal for the whole batch.
    tokenVerified = false;
    renewSession.mockImplementation(async () => undefined);
    await push([row({ id: 'u3' }), row({ id: 'u4' })]);
    expect(renewSession).toHaveBeenCalledTimes(2);
    expect(refused).toEqual(['u3', 'u4']);
  });

  it('any other failure (offline, unavailable) is thrown, so the replication retries the batch later', async () => {
    const fake = async () => {
      throw Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });
    };
    const push = firestorePushHandler({
      firestore,
      collection: collection(firestore, 'x'),
      primaryPath: 'id',
      serverTimestampField: 'serverTimestamp',
      conflictHandler: fieldMergeConflictHandler,
      onRefused: () => {
        throw new Error('not a refusal');
      },
      transact: fake as never,
    });
    await expect(push([row({ id: 'a' })])).rejects.toMatchObject({ code: 'unavailable' });
  });
});
