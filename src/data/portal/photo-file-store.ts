import type { DeviceBackend } from '../device-backend/device-backend';
import type { PendingUpload, SyncStore } from './sync-store';
import type { DocumentVisibility } from '../schemas/boat';
import { DEVICE_FILE_PREFIX, PENDING_PREFIX } from './photo-rules';
import { randomId } from '@/lib/random-id';

/** Who may read a stored file: for a listing's document, its visibility as its entry says at upload. */
export interface FileAccess {
  visibility: DocumentVisibility;
}

/**
 * Stores a file's bytes where the backend keeps files and returns its URL (device backend or Firebase Storage).
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

/**
 * Device-only mode: files live in the device backend; the service worker serves them at /device-files/{id} (a
 * document only while it is public, or with its token: device-backend/document-files.ts).
 */
export function deviceFileStore(backend: DeviceBackend): StoreFile {
  return async (upload, onProgress, access) => {
    await backend.db.files.put({
      id: upload.id,
      blob: upload.blob,
      contentType: upload.contentType,
      ...(upload.kind === 'document' ? { visibility: access.visibility, token: randomId('t') } : {}),
    });
    onProgress(1);
    return `${DEVICE_FILE_PREFIX}${upload.id}`;
  };
}

/** Reads a stored photo's bytes: a pending one from the sync store, an uploaded device file from the device backend. */
export async function photoBlob(
  url: string,
  store: () => Promise<SyncStore | null>,
  backend: () => Promise<DeviceBackend>,
): Promise<Blob | null> {
  if (url.startsWith(PENDING_PREFIX))
    return (await (await store())?.uploads.get(url.slice(PENDING_PREFIX.length)))?.blob ?? null;
  if (url.startsWith(DEVICE_FILE_PREFIX))
    return (await (await backend()).db.files.get(url.slice(DEVICE_FILE_PREFIX.length)))?.blob ?? null;
  return null;
}
