import {
  doc,
  runTransaction,
  serverTimestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { RxConflictHandler, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import type { SupersededVersions } from './superseded-versions';

type Doc = { [key: string]: unknown };

/** A Firestore document as the replica holds it: its id in the primary field, without the server timestamp. */
export function replicaDocOf(
  snap: DocumentSnapshot,
  primaryPath: string,
  serverTimestampField: string,
): WithDeleted<Doc> {
  const data: Doc = { ...snap.data() };
  delete data[serverTimestampField];
  data[primaryPath] = snap.id;
  return data as WithDeleted<Doc>;
}

export interface FirestorePushTarget {
  firestore: Firestore;
  collection: CollectionReference;
  primaryPath: string;
  serverTimestampField: string;
  conflictHandler: RxConflictHandler<Doc>;
  /** A change the security rules deny: told once, then left out of the queue (see firestorePushHandler). */
  onRefused?: (doc: WithDeleted<Doc>, reason: string) => void;
  /**
   * Asks Auth for a fresh ID token. A refusal may come from a token older than the account's rights: an address just
   * verified on this device, a second factor just passed, a role just granted. The change is tried once more with
   * the fresh token before it is taken as refused.
   */
  renewSession?: () => Promise<unknown>;
  /**
   * How the replica reads a server document (the pull's modifier: field defaults). The conflict check compares the
   * server's document read the same way, else a document written before a field existed never equals the version
   * the local change started from, and every push of it would be a conflict.
   */
  asReplicaDoc?: (doc: WithDeleted<Doc>) => WithDeleted<Doc>;
  /**
   * Each version the server holds that a change met as a conflict. The server holds it, so it is acknowledged: when the
   * merge keeps nothing of the local change, the replica takes that very version, and neither the push nor the pull
   * (which finds it already there) would ever tell it, leaving "1 change syncing…" on the screen for good.
   */
  onServerVersion?: (doc: WithDeleted<Doc>) => void;
  /** Where the versions the server moved past are told (superseded-versions.ts): a pull may still hand them on. */
  superseded?: SupersededVersions;
  /** Firestore's runTransaction; a test passes its own. */
  transact?: <T>(firestore: Firestore, update: (tx: Transaction) => Promise<T>) => Promise<T>;
}

const isRefusal = (error: unknown) => (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * The push of a Firestore replication. It does what RxDB's replication-firestore push does, except that it reads
 * the server's current documents with the transaction's own reads (`tx.get`). Those come from the server or fail
 * (when offline). The plugin uses `getDocs` inside its transaction, and `getDocs` answers from the SDK's cache
 * while the SDK still believes it is offline, e.g. just after a phone reconnects. The conflict check then compared
 * the local change with the device's stale copy. It saw no conflict, and the whole local document overwrote what
 * another device had saved meanwhile (the field-level merge never ran).
 * A document that differs from the version the local change started from is returned as a conflict; RxDB then
 * resolves it with the collection's conflict handler and pushes the result.
 */
export function firestorePushHandler(target: FirestorePushTarget) {
  const {
    firestore,
    collection,
    primaryPath,
    serverTimestampField,
    conflictHandler,
    onRefused,
    renewSession,
    onServerVersion,
    asReplicaDoc = (d) => d,
    superseded,
    transact = runTransaction,
  } = target;
  const pushBatch = async (rows: RxReplicationWriteToMasterRow<Doc>[]): Promise<WithDeleted<Doc>[]> => {
    let conflicts: WithDeleted<Doc>[] = [];
    let movedPast: Doc[] = [];
    await transact(firestore, async (tx) => {
      conflicts = []; // the transaction may run again
      movedPast = [];
      const refs = rows.map((row) => doc(collection, String(row.newDocumentState[primaryPath])));
      const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
      rows.forEach((row, i) => {
        const snap = snaps[i]!;
        const base = row.assumedMasterState;
        if (snap.exists()) {
          const inDb = asReplicaDoc(replicaDocOf(snap, primaryPath, serverTimestampField));
          // Both the version this change started from and the one the server holds are past once this commits;
          // on a conflict, the one it started from already is.
          if (base) movedPast.push(base);
          if (!base || !conflictHandler.isEqual(inDb, base, 'firestore-push')) {
            conflicts.push(inDb);
            return;
          }
          movedPast.push(inDb);
        }
        const data: Doc = { ...row.newDocumentState, [serverTimestampField]: serverTimestamp() };
        delete data[primaryPath];
        tx.set(refs[i]!, data);
      });
    });
    for (const version of movedPast) superseded?.add(String(version[primaryPath]), version);
    conflicts.forEach((version) => onServerVersion?.(version));
    return conflicts;
  };
  /**
   * The rules refused the batch: one of its changes (or more) is not allowed, e.g. an owner's edit of a submission the
   * admin reviewed meanwhile. Each change is then sent alone, so the allowed ones go through, and a refused one is
   * reported and handled as delivered: retried forever it would block every later change behind it. It stays on the
   * device, marked as refused (never as synced), until the user changes it again. Before that, once, the session's
   * token is renewed and the batch tried again (renewSession).
   */
  return async function push(rows: RxReplicationWriteToMasterRow<Doc>[], renewed = false): Promise<WithDeleted<Doc>[]> {
    try {
      return await pushBatch(rows);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (renewSession && !renewed) {
        await renewSession().catch(() => undefined);
        return push(rows, true);
      }
      if (rows.length > 1) return (await Promise.all(rows.map((row) => push([row], true)))).flat();
      onRefused?.(rows[0]!.newDocumentState, (error as Error).message);
      return [];
    }
  };
}
