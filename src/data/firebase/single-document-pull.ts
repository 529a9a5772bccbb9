import { doc, getDocFromServer, onSnapshot, type CollectionReference } from 'firebase/firestore';
import { RxReplicationState } from 'rxdb/plugins/replication';
import { firestoreRowToDocData, serverTimestampToIsoString } from 'rxdb/plugins/replication-firestore';

/** Where a pull of one document stands: the server time of the version last received, and its id. */
export interface PullCheckpoint {
  id: string;
  serverTimestamp: string;
}

/**
 * Pure: whether a server version is new to a pull that stands at `checkpoint`. ISO strings of one format compare as
 * times; a version at the checkpoint's own time was received already (one document: no other id shares it).
 */
export function isNewerThanCheckpoint(serverTimestamp: string, checkpoint: PullCheckpoint | undefined): boolean {
  return !checkpoint || serverTimestamp > checkpoint.serverTimestamp;
}

/**
 * The pull of a collection scoped to one document id (a client's profile, `ownerStats/{uid}`, `stats/admin`): that
 * document read from the server, sent on when it changed since the checkpoint. The plugin's own pull combines the
 * scope `documentId() == id` with its checkpoint query (`serverTimestamp > t`), which Firestore refuses once a
 * checkpoint exists ("Equality on key is not allowed if there are other inequality fields ..."): such replicas
 * stopped receiving anything after their first pull.
 */
export function singleDocumentPullHandler({
  collection,
  id,
  primaryPath,
  serverTimestampField,
}: {
  collection: CollectionReference;
  id: string;
  primaryPath: string;
  serverTimestampField: string;
}) {
  return async (checkpoint: PullCheckpoint | undefined) => {
    const snap = await getDocFromServer(doc(collection, id));
    const data = snap.exists() ? snap.data() : undefined;
    // A version the server has not timed yet is not a version to pull (as the plugin skips pending writes).
    if (!data || !data[serverTimestampField]) return { documents: [], checkpoint };
    const serverTimestamp = serverTimestampToIsoString(serverTimestampField, data);
    if (!isNewerThanCheckpoint(serverTimestamp, checkpoint)) return { documents: [], checkpoint };
    return {
      documents: [firestoreRowToDocData(serverTimestampField, primaryPath, snap as never)],
      checkpoint: { id, serverTimestamp },
    };
  };
}

/**
 * The live part of such a pull: a listener on the one document that asks the replication to pull again, in place of
 * the plugin's listener on a query scoped by the document id. Set before the replication starts.
 */
export function listenToSingleDocument(
  state: RxReplicationState<unknown, unknown>,
  collection: CollectionReference,
  id: string,
): void {
  const plainStart = RxReplicationState.prototype.start;
  const plainCancel = state.cancel.bind(state);
  state.start = () => {
    const unsubscribe = onSnapshot(
      doc(collection, id),
      () => state.reSync(),
      (error) => state.subjects.error.next(error as never),
    );
    state.cancel = () => {
      unsubscribe();
      return plainCancel();
    };
    return plainStart.call(state);
  };
}
