import type { PendingUpload, SyncStore } from './sync-store';
import type { DocumentVisibility } from '@harbour/domain/schemas/boat';
import { PENDING_PREFIX } from './photo-rules';

/** Who may read a stored file: for a listing's document, its visibility as its entry says at upload. */
export interface FileAccess {
  visibility: DocumentVisibility;
}

/**
 * Stores a file's bytes where the backend keeps files and returns its URL (Firebase Storage).
 * `access` matters to documents only (photos are public, or their owner's by their folder).
 */
export type StoreFile = (
  upload: PendingUpload,
  onProgress: (fraction: number) => void,
  access: FileAccess,
) => Promise<string>;

/**
 * Thrown by a StoreFile that cannot store the photo before its document is on the server: Storage takes a submission's
 * photo only once Firestore lists it (storage.rules, finding 5). Not a problem to show: the uploader looks again later.
 */
export class DocumentNotOnServerYetError extends Error {
  constructor(what: string) {
    super(`${what} has not reached the server yet`);
    this.name = 'DocumentNotOnServerYetError';
  }
}

/** Reads a pending photo's bytes from the sync store (an uploaded one is read from its address). */
export async function photoBlob(url: string, store: () => Promise<SyncStore | null>): Promise<Blob | null> {
  if (!url.startsWith(PENDING_PREFIX)) return null;
  return (await (await store())?.uploads.get(url.slice(PENDING_PREFIX.length)))?.blob ?? null;
}
