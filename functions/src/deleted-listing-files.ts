import { isLive } from './replication';

/**
 * Finding N11: a deleted listing's files go with it. The boat trigger deletes everything Storage holds under the
 * listing's own folder, boats/{id}/ (its photos, copied there on approval or uploaded by an admin, and its document
 * files), once the boat is deleted: removed, or soft-deleted by a replica (`_deleted: true`). A listing merely
 * withdrawn (sold, back to draft) keeps them: it can come back.
 */

/** What emptying a folder in Storage needs (the admin SDK's default bucket in index.ts): a deleted listing's, an old submission's. */
export interface FolderStore {
  /** The names of the objects under `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** Resolves when the object is gone, also when it was never there. */
  delete(path: string): Promise<void>;
}

const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Pure: the folder of a boat whose write deleted it (live before, not after), or null. */
export function deletedListingFolder(
  boatId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string | null {
  if (!PLAIN_ID.test(boatId) || !isLive(before) || isLive(after)) return null;
  return `boats/${boatId}/`;
}

/**
 * Deletes the files of a boat this write deleted. Returns how many were deleted; each failure is logged and the rest
 * goes on (a file left behind is logged with its name, for an operator).
 */
export async function deleteDeletedListingFiles(
  store: FolderStore,
  boatId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  log: (message: string, error: unknown) => void = () => {},
): Promise<number> {
  const folder = deletedListingFolder(boatId, before, after);
  if (!folder) return 0;
  let names: string[];
  try {
    names = await store.list(folder);
  } catch (error) {
    log(`Deleted listing ${boatId}: its files could not be listed`, error);
    return 0;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.startsWith(folder)) continue; // only ever the listing's own folder
    try {
      await store.delete(name);
      deleted += 1;
    } catch (error) {
      log(`Deleted listing ${boatId}: ${name} could not be deleted`, error);
    }
  }
  return deleted;
}
