import Dexie, { liveQuery, type Table } from 'dexie';
import { from, type Observable } from 'rxjs';

export interface SyncedVersion {
  /** '{collection}:{id}' */
  key: string;
  updatedAt: string;
}

/**
 * Which version of each of the user's documents the backend is known to hold: written when a push succeeds
 * (replication sent$) or a pull brings a document (received$). A local document whose updatedAt differs
 * is a change not yet delivered. Lives beside the user database and is removed with it.
 */
export class SyncLog extends Dexie {
  versions!: Table<SyncedVersion, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ versions: 'key' });
  }

  record(collection: string, id: string, updatedAt: string): Promise<string> {
    return this.versions.put({ key: `${collection}:${id}`, updatedAt });
  }

  all$(): Observable<Map<string, string>> {
    return from(liveQuery(async () => new Map((await this.versions.toArray()).map((v) => [v.key, v.updatedAt]))));
  }
}

export interface PendingChange {
  collection: string;
  id: string;
  label: string;
}

/** Pure: the local documents whose current version the backend has not acknowledged. */
export function pendingChanges(
  collection: string,
  docs: ReadonlyArray<{ id: string; updatedAt: string }>,
  synced: ReadonlyMap<string, string>,
  label: (doc: { id: string; updatedAt: string }) => string,
): PendingChange[] {
  return docs.filter((d) => synced.get(`${collection}:${d.id}`) !== d.updatedAt).map((d) => ({ collection, id: d.id, label: label(d) }));
}
