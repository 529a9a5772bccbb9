import type { DocumentVisibility } from '@harbour/domain/schemas/boat';
import type { StoreFile } from './photo-file-store';
import type { PendingUpload } from './sync-store';

/** What the memory store keeps of an upload: what Storage would hold of it. */
export interface StoredTestFile {
  ownerCollection: PendingUpload['ownerCollection'];
  ownerId: string;
  contentType: string;
  blob: Blob;
  /** A document's visibility as the uploader gave it (Storage keeps it in the file's metadata); a photo has none. */
  visibility?: DocumentVisibility;
}

/**
 * Test-only: a StoreFile that keeps each file in `files` under its upload id and answers `https://files.test/{id}`,
 * so the photo uploader can be tested without a backend.
 */
export function memoryFileStore(): { store: StoreFile; files: Map<string, StoredTestFile> } {
  const files = new Map<string, StoredTestFile>();
  const store: StoreFile = async (upload, onProgress, access) => {
    files.set(upload.id, {
      ownerCollection: upload.ownerCollection,
      ownerId: upload.ownerId,
      contentType: upload.contentType,
      blob: upload.blob,
      ...(upload.kind === 'document' ? { visibility: access.visibility } : {}),
    });
    onProgress(1);
    return `https://files.test/${upload.id}`;
  };
  return { store, files };
}
