import { isLive } from './replication';
import {
  documentFileChanges,
  documentStoragePath,
  isStoredDocumentUrl,
  type DocumentFileVisibility,
} from '@harbour/domain/boats/listing-document-files';

/**
 * A listing's PDFs in Cloud Storage follow its documents list, whoever wrote it (an admin's phone offline, another
 * admin, a merge): storage.rules lets anyone read a document whose file says `visibility: public`, so the boat
 * trigger sets each stored file's visibility to its entry's, and deletes the file of a document no longer listed.
 * The admin's device uploads with the visibility it knew (photo-uploader.ts); this makes the listing's say final.
 */

/** What keeping the files needs from Storage. */
export interface DocumentFileStore {
  setVisibility(path: string, visibility: DocumentFileVisibility): Promise<void>;
  /** Resolves when the file is gone, also when it was never there. */
  delete(path: string): Promise<void>;
}

const documentsOf = (data: Record<string, unknown> | null) => (isLive(data) ? data.documents : []);

/**
 * Brings the boat's stored document files in line with its documents list after a write (`before` / `after`: the
 * boat as it was and is). Each failure is logged and the rest goes on; the next write of the boat tries a changed
 * entry again.
 */
export async function keepListingDocumentFiles(
  store: DocumentFileStore,
  boatId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  log: (message: string, error: unknown) => void = () => {},
): Promise<void> {
  const { access, removed } = documentFileChanges(documentsOf(before), documentsOf(after), (url, id) =>
    isStoredDocumentUrl(url, boatId, id),
  );
  for (const { id, visibility } of access) {
    try {
      await store.setVisibility(documentStoragePath(boatId, id), visibility);
    } catch (error) {
      log(`Listing ${boatId}: document ${id} could not be made ${visibility}`, error);
    }
  }
  for (const id of removed) {
    try {
      await store.delete(documentStoragePath(boatId, id));
    } catch (error) {
      log(`Listing ${boatId}: the file of removed document ${id} could not be deleted`, error);
    }
  }
}
