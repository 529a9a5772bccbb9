import Dexie, { liveQuery, type Table } from 'dexie';
import { from, type Observable } from 'rxjs';

export interface SyncedVersion {
  /** '{collection}:{id}' */
  key: string;
  updatedAt: string;
}

/** A photo picked on this device that has not reached storage yet. */
export interface PendingUpload {
  id: string;
  ownerCollection: 'submissions' | 'boats';
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
 * - uploads: photos waiting to be uploaded (the blobs themselves), so closing the app mid-upload loses nothing.
 */
export class SyncStore extends Dexie {
  versions!: Table<SyncedVersion, string>;
  uploads!: Table<PendingUpload, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ versions: 'key', uploads: 'id, ownerId' });
  }

  record(collection: string, id: string, updatedAt: string): Promise<string> {
    return this.versions.put({ key: `${collection}:${id}`, updatedAt });
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
}

/** Pure: the local documents whose current version the backend has not acknowledged. */
export function pendingChanges<D extends { id: string; updatedAt: string }>(
  collection: string,
  docs: ReadonlyArray<D>,
  synced: ReadonlyMap<string, string>,
  label: (doc: D) => string,
): PendingChange[] {
  return docs.filter((d) => synced.get(`${collection}:${d.id}`) !== d.updatedAt).map((d) => ({ collection, id: d.id, label: label(d) }));
}
