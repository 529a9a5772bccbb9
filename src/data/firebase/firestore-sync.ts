import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDocFromServer,
  getFirestore,
  where,
  type Firestore,
} from 'firebase/firestore';
import { replicationIdentifierOf } from '../migrations/collection-migrations';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { replicateFirestore } from 'rxdb/plugins/replication-firestore';
import type { RxCollection, RxDatabase, RxJsonSchema } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { Subscription } from 'rxjs';
import { firebase } from './app';
import { readAccountsConfig } from '@/data/backend-config';
import type { ReplicationPlan } from '@/data/sync/replication-plan';
import { reportRefusedChange, reportSyncProblem } from '@/data/sync/sync-errors';
import { RefusedVersions } from '@/data/sync/refused-versions';
import { DocumentNotOnServerYetError, type StoreFile } from '@/data/portal/photo-file-store';
import type { PendingUpload } from '@/data/portal/sync-store';
import { listsPhoto } from '@/data/portal/photo-rules';
import { documentStoragePath, withoutDownloadToken } from '@harbour/domain/boats/listing-document-files';
import { STORAGE_ATTEMPT_LIMIT_MS } from '@/data/portal/upload-retry';
import { logError } from '@/lib/log';
import { firestorePushHandler } from './firestore-push';
import { listenToSingleDocument, singleDocumentPullHandler } from './single-document-pull';
import { isPermissionDenied } from './permission-denied';
import { supersededVersionsOf } from './superseded-versions';
import { FIELD_DEFAULTS, withDefaults } from '@harbour/domain/schemas/doc-defaults';
import { atTheDoor, type DoorLog } from '@/data/door/at-the-door';

let handles: { firestore: Firestore; storage: FirebaseStorage } | null = null;
/** The field every replicated Firestore document carries: when the server last wrote it (the pull checkpoint). */
const SERVER_TIMESTAMP_FIELD = 'serverTimestamp';

/** Firestore and Storage of the page's Firebase app (emulators only for demo-* projects). */
export function firestoreHandles() {
  if (handles) return handles;
  const { app } = firebase();
  const firestore = getFirestore(app);
  const storage = getStorage(app);
  // The uploader retries failed uploads itself on a short schedule (portal/upload-retry.ts); the SDK's default of
  // ten minutes of its own growing backoff would leave a photo waiting long after the signal came back.
  storage.maxUploadRetryTime = STORAGE_ATTEMPT_LIMIT_MS;
  const emulators = readAccountsConfig()?.emulators;
  if (emulators?.firestore) connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
  if (emulators?.storage) connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
  handles = { firestore, storage };
  return handles;
}

/** The Firestore a replication talks to (the page's own by default; tests pass one of their own). */
export interface FirestoreBackend {
  firestore: Firestore;
  projectId: string;
}

function pageFirestoreBackend(): FirestoreBackend {
  return { firestore: firestoreHandles().firestore, projectId: readAccountsConfig()?.firebase.projectId ?? '' };
}

export interface FirestoreReplication {
  states: RxReplicationState<unknown, unknown>[];
  stop(): Promise<void>;
}

/**
 * Live replication of a local database with Firestore following the plan. Never awaited at start-up (the app
 * opens offline); errors are logged and surfaced as the last sync problem (a missing index shows up here).
 */
export interface FirestoreReplicationOptions {
  /** A version the backend holds now (sent or received). */
  onAcknowledged?: (collection: string, doc: { id: string; updatedAt?: string }) => void;
  /** Where to replicate: the page's Firestore by default (tests pass the emulator's). */
  backend?: FirestoreBackend;
  /** A change the rules refused. */
  onRefused?: (collection: string, doc: { id: string; updatedAt?: string }, reason: string) => void;
  /** Pulled documents kept out of the replica, and let in (door/at-the-door.ts). */
  door?: DoorLog;
  /** The rules refused a read or a listener of this session (its rights may have changed). */
  onDenied?: () => void;
  /** A fresh ID token, asked before a refused change is taken as refused (firestore-push.ts). */
  renewSession?: () => Promise<unknown>;
}

export function startFirestoreReplication(
  db: Pick<RxDatabase, 'collections'>,
  plans: readonly ReplicationPlan[],
  identifier: string,
  {
    onAcknowledged,
    backend = pageFirestoreBackend(),
    onRefused,
    door,
    onDenied,
    renewSession,
  }: FirestoreReplicationOptions = {},
): FirestoreReplication {
  const { firestore, projectId } = backend;
  const subs: Subscription[] = [];
  const states = plans.map((plan) => {
    const filter = plan.filter
      ? [where(plan.filter[0] === '__id__' ? documentId() : plan.filter[0], '==', plan.filter[1])]
      : undefined;
    const rxCollection = (db.collections as Record<string, RxCollection>)[plan.local]!;
    const remote = collection(firestore, plan.remote);
    // How a server document reads in the replica, for the pull and for the push's conflict check alike: a document
    // written before a field existed gets that field's default (schemas/doc-defaults.ts).
    // A remote collection with its own defaults (an owner's copy of a lead) reads by those.
    const defaultsOf = plan.remote in FIELD_DEFAULTS ? plan.remote : plan.local;
    const asReplicaDoc = <D extends object>(doc: D): D => withDefaults(defaultsOf, doc);
    // What a pull lets in: the same, checked at the door (a hostile document is kept out and reported).
    const log: DoorLog = {
      unreadable: (record) => {
        logError(`firestore sync ${plan.local}: unreadable ${record.id}`, record.problems.join('; '));
        door?.unreadable(record);
      },
      readable: door?.readable,
    };
    const pulled = <D extends { id: string }>(doc: D): D =>
      atTheDoor(plan.local, rxCollection.schema.jsonSchema as RxJsonSchema<unknown>, doc, log, defaultsOf);
    const state = replicateFirestore<{ id: string; updatedAt?: string }>({
      replicationIdentifier: replicationIdentifierOf(
        // The remote is part of it when it is not the local name: a collection pulled from elsewhere starts afresh.
        `firestore-${identifier}-${plan.local}${plan.remote === plan.local ? '' : `-from-${plan.remote}`}`,
        plan.push,
        rxCollection.schema.version,
      ),
      collection: rxCollection as never,
      firestore: { projectId, database: firestore, collection: remote as never },
      serverTimestampField: SERVER_TIMESTAMP_FIELD,
      live: true,
      retryTime: 5000,
      waitForLeadership: true,
      pull: plan.pull ? { filter, batchSize: 100, modifier: pulled } : undefined,
      push: plan.push ? { batchSize: 25 } : undefined,
    });
    // A pull scoped to one document reads that document (single-document-pull.ts): the plugin's checkpoint query
    // cannot be combined with a scope on the document id.
    if (state.pull && plan.filter?.[0] === '__id__') {
      state.pull.handler = singleDocumentPullHandler({
        collection: remote,
        id: plan.filter[1],
        primaryPath: rxCollection.schema.primaryPath as string,
        serverTimestampField: SERVER_TIMESTAMP_FIELD,
      }) as never;
      listenToSingleDocument(state as never, remote, plan.filter[1]);
    }
    // Our push (firestore-push.ts) instead of the plugin's: its conflict check reads the server, never the SDK's
    // cache. Swapped before the replication starts (it starts after leadership, never synchronously).
    // Versions the rules refused: handled as delivered by the push (so the queue moves on), never acknowledged.
    const refused = new RefusedVersions();
    if (state.push) {
      // Before the replication starts: it reads the collection's (now guarded) conflict handler then.
      const superseded = supersededVersionsOf(rxCollection);
      state.push.handler = firestorePushHandler({
        superseded,
        onRefused: (doc, reason) => {
          const d = doc as unknown as { id: string; updatedAt?: string };
          refused.add(d);
          logError(`firestore sync ${plan.local}: refused`, reason);
          reportRefusedChange(plan.local);
          onRefused?.(plan.local, d, reason);
        },
        renewSession,
        onServerVersion: (doc) => onAcknowledged?.(plan.local, doc as unknown as { id: string; updatedAt?: string }),
        firestore,
        collection: remote,
        primaryPath: rxCollection.schema.primaryPath as string,
        serverTimestampField: SERVER_TIMESTAMP_FIELD,
        conflictHandler: rxCollection.conflictHandler as never,
        asReplicaDoc,
      }) as never;
    }
    if (onAcknowledged) {
      subs.push(
        state.sent$.subscribe((d) => {
          if (!refused.has(d)) onAcknowledged(plan.local, d);
        }),
        state.received$.subscribe((d) => onAcknowledged(plan.local, d)),
      );
    }
    subs.push(
      state.error$.subscribe((error) => {
        logError(`firestore sync ${plan.local}`, error);
        if (isPermissionDenied(error)) onDenied?.();
        reportSyncProblem(`Sync of ${plan.local} with the server failed; it will retry.`);
      }),
    );
    return state as unknown as RxReplicationState<unknown, unknown>;
  });
  return {
    states,
    async stop() {
      subs.forEach((s) => s.unsubscribe());
      await Promise.all(states.map((s) => s.cancel()));
    },
  };
}

/**
 * The server's updatedAt of documents of a replicated local collection, read from the server (never the SDK's cache),
 * one document at a time: a client may read only its own documents, and a query over ids would be refused as a whole.
 */
export function firestoreServerVersions(
  plans: readonly ReplicationPlan[],
  backend: FirestoreBackend = pageFirestoreBackend(),
) {
  return async (local: string, ids: readonly string[]): Promise<Map<string, string | null>> => {
    const plan = plans.find((p) => p.local === local);
    const found = new Map<string, string | null>();
    if (!plan) return found;
    await Promise.all(
      ids.map(async (id) => {
        const snap = await getDocFromServer(doc(backend.firestore, plan.remote, id));
        const updatedAt = snap.exists() ? snap.get('updatedAt') : null;
        found.set(id, typeof updatedAt === 'string' ? updatedAt : null);
      }),
    );
    return found;
  };
}

/** Where storage.rules keeps a photo: under its listing, its post, or its owner's own submission folder. */
function photoStoragePath(upload: PendingUpload, uid: string): string {
  switch (upload.ownerCollection) {
    case 'boats':
      return `boats/${upload.ownerId}/${upload.id}`;
    case 'blogPosts':
      return `blog/${upload.ownerId}/${upload.id}`;
    case 'submissions':
      return `submissions/${uid}/${upload.ownerId}/${upload.id}`;
  }
}

/**
 * Photos go to Storage (boat folders for admins, the owner's submission folder for clients). Storage
 * takes a submission's photo only once the server's submission lists it (storage.rules, finding 5): until then the
 * upload waits (DocumentNotOnServerYetError), instead of failing on a refusal.
 */
export function storageFileStore(uid: string): StoreFile {
  return async (upload, onProgress, access) => {
    const { firestore, storage } = firestoreHandles();
    if (upload.ownerCollection === 'submissions') {
      const server = await getDocFromServer(doc(firestore, 'submissions', upload.ownerId));
      if (!listsPhoto(server.exists() ? server.get('photos') : null, upload.id))
        throw new DocumentNotOnServerYetError(`Submission ${upload.ownerId} with photo ${upload.id}`);
    }
    const document = upload.kind === 'document';
    const path = document ? documentStoragePath(upload.ownerId, upload.id) : photoStoragePath(upload, uid);
    // A document's visibility is on its file (storage.rules reads it); the boat trigger keeps it as the listing says.
    const metadata = document
      ? { contentType: 'application/pdf', customMetadata: { visibility: access.visibility } }
      : { contentType: upload.contentType };
    const task = uploadBytesResumable(ref(storage, path), upload.blob, metadata);
    await new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snap) => onProgress(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0),
        reject,
        () => resolve(),
      );
    });
    const url = await getDownloadURL(task.snapshot.ref);
    // A document keeps its address without the token: storage.rules decides who opens it (a token would let anyone).
    return document ? withoutDownloadToken(url) : url;
  };
}

/**
 * An address that opens a listing's stored document for the signed-in user: a download URL, which Storage gives only
 * to whom storage.rules lets read it (the admins, the boat's owner; anyone for a public one). Needs the network.
 */
export function documentDownloadUrl(boatId: string, documentId: string): Promise<string> {
  return getDownloadURL(ref(firestoreHandles().storage, documentStoragePath(boatId, documentId)));
}
