import Dexie, { liveQuery, type Table } from 'dexie';
import { from, Subject, type Observable } from 'rxjs';
import type { DoorLog, UnreadableRecord } from '../door/at-the-door';

export interface SyncedVersion {
  /** '{collection}:{id}' */
  key: string;
  updatedAt: string;
}

/** A version of a document the backend's rules refused: shown with its pending change. */
export interface RefusedVersion {
  /** '{collection}:{id}' */
  key: string;
  updatedAt: string;
  reason: string;
}

/** A document the backend sent that the replica kept out (door/at-the-door.ts); shown to an admin to find it. */
export interface UnreadableEntry extends UnreadableRecord {
  /** '{collection}:{id}' */
  key: string;
  seenAt: string;
}

/** What a queued file is: a photo (of a submission, a listing or a post's cover), or a listing's PDF document. */
export type UploadKind = 'photo' | 'document';

/** A photo or document picked on this device that has not reached storage yet. */
export interface PendingUpload {
  id: string;
  /** Absent on what was queued before documents existed: a photo. */
  kind?: UploadKind;
  ownerCollection: 'submissions' | 'boats' | 'blogPosts';
  ownerId: string;
  contentType: string;
  blob: Blob;
  createdAt: string;
  /** Last upload error, shown to the user; null while none. */
  lastError: string | null;
}

/**
 * The device-side sync state of one user's replica, removed with it on logout:
 * - versions: which version of each document the backend is known to hold, written when a push succeeds
 *   (replication sent$) or a pull brings a document (received$). A local document whose updatedAt differs
 *   is a change not yet delivered.
 * - uploads: photos and documents waiting to be uploaded (the blobs themselves), so closing the app mid-upload loses
 *   nothing.
 */
export class SyncStore extends Dexie {
  versions!: Table<SyncedVersion, string>;
  uploads!: Table<PendingUpload, string>;
  refusals!: Table<RefusedVersion, string>;
  unreadable!: Table<UnreadableEntry, string>;
  /** Keys of the unreadable entries, so letting a document in deletes one only when there is one. */
  private unreadableKeys: Promise<Set<string>> | null = null;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ versions: 'key', uploads: 'id, ownerId' });
    // v2 adds refusals, v3 unreadable; existing stores keep what they hold.
    this.version(2).stores({ versions: 'key', uploads: 'id, ownerId', refusals: 'key' });
    this.version(3).stores({ versions: 'key', uploads: 'id, ownerId', refusals: 'key', unreadable: 'key' });
  }

  private knownUnreadable(): Promise<Set<string>> {
    this.unreadableKeys ??= this.unreadable
      .toCollection()
      .primaryKeys()
      .then((keys) => new Set(keys));
    return this.unreadableKeys;
  }

  /** The door's log for this replica: what it kept out is recorded; a readable version later clears the record. */
  readonly door: DoorLog = {
    unreadable: (record) => {
      const key = `${record.collection}:${record.id}`;
      void this.knownUnreadable()
        .then((keys) => keys.add(key))
        .then(() => this.unreadable.put({ ...record, key, seenAt: new Date().toISOString() }))
        .catch(() => undefined); // a closed store (logged out meanwhile) has nothing left to show
    },
    readable: (collection, id) => {
      const key = `${collection}:${id}`;
      void this.knownUnreadable()
        .then((keys) => (keys.delete(key) ? this.unreadable.delete(key) : undefined))
        .catch(() => undefined);
    },
  };

  unreadable$(): Observable<UnreadableEntry[]> {
    return from(liveQuery(() => this.unreadable.toArray()));
  }

  refuse(collection: string, id: string, updatedAt: string, reason: string): Promise<string> {
    return this.refusals.put({ key: `${collection}:${id}`, updatedAt, reason });
  }

  refusals$(): Observable<Map<string, RefusedVersion>> {
    return from(liveQuery(async () => new Map((await this.refusals.toArray()).map((r) => [r.key, r]))));
  }

  /** Acknowledged versions not written yet: one write for all those told in the same turn (record). */
  private unrecorded = new Map<string, string>();
  private recording: Promise<void> | null = null;
  /** The keys of each batch of acknowledged versions, once written (the photo uploader wakes on its document's). */
  readonly recorded$ = new Subject<readonly string[]>();

  /**
   * Records that the backend holds this version. A pull hands over a hundred documents at once: written one by one,
   * each write re-ran every reader of the versions (the pending-changes notice read them all each time), and a fresh
   * replica's notice listed documents it never changed as syncing for long after they arrived. Those told in the same
   * turn are written together.
   */
  record(collection: string, id: string, updatedAt: string): Promise<void> {
    this.unrecorded.set(`${collection}:${id}`, updatedAt);
    this.recording ??= Promise.resolve().then(() => this.writeRecords());
    return this.recording;
  }

  private async writeRecords(): Promise<void> {
    const batch = [...this.unrecorded].map(([key, updatedAt]) => ({ key, updatedAt }));
    this.unrecorded.clear();
    // Told from here on: the next batch, written after this one (IndexedDB keeps the order of its writes).
    this.recording = null;
    await this.versions.bulkPut(batch);
    this.recorded$.next(batch.map((v) => v.key));
  }

  versions$(): Observable<Map<string, string>> {
    return from(liveQuery(async () => new Map((await this.versions.toArray()).map((v) => [v.key, v.updatedAt]))));
  }

  uploads$(): Observable<PendingUpload[]> {
    return from(liveQuery(() => this.uploads.toArray()));
  }
}

export interface PendingChange {
  collection: string;
  id: string;
  label: string;
  /** Set when the backend refused this very version: it will not sync as it is. */
  refused?: string;
}

/** Pure: the local documents whose current version the backend has not acknowledged. */
export function pendingChanges<D extends { id: string; updatedAt: string }>(
  collection: string,
  docs: ReadonlyArray<D>,
  synced: ReadonlyMap<string, string>,
  label: (doc: D) => string,
  refusals: ReadonlyMap<string, { updatedAt: string; reason: string }> = new Map(),
): PendingChange[] {
  return docs
    .filter((d) => synced.get(`${collection}:${d.id}`) !== d.updatedAt)
    .map((d) => {
      const refusal = refusals.get(`${collection}:${d.id}`);
      return refusal && refusal.updatedAt === d.updatedAt
        ? { collection, id: d.id, label: label(d), refused: REFUSED_TEXT }
        : { collection, id: d.id, label: label(d) };
    });
}

/** What a refused change says (the server's own message is technical; it is logged). */
export const REFUSED_TEXT = 'Not saved: the server refused this change.';
