import type { Table } from 'dexie';
import type { BackendFile, DeviceBackendDb } from './backend-db';
import type { Caller } from '../caller';
import { documentFileChanges } from '../boats/listing-document-files';
import { DEVICE_FILE_PREFIX } from '../portal/photo-rules';

/**
 * Device-only mode's stand-in for the boat trigger's document step (functions/src/listing-documents.ts) and for
 * storage.rules on documents: a listing's stored PDFs follow its documents list, and only the admins and the boat's
 * owner get the address of a private one.
 */

const isDeviceFile = (url: string, documentId: string) => url === `${DEVICE_FILE_PREFIX}${documentId}`;

type Doc = Record<string, unknown>;

/**
 * Applies a write of a boat to its document files, inside the write's own transaction (with `files` in its scope):
 * each stored file takes its document's visibility (the service worker serves a PDF only while it is public) and the
 * files of documents no longer listed are deleted.
 */
export async function keepDocumentFiles(
  files: Table<BackendFile, string>,
  before: Doc | null,
  after: Doc | null,
): Promise<void> {
  const { access, removed } = documentFileChanges(before?.documents ?? [], after?.documents ?? [], isDeviceFile);
  for (const { id, visibility } of access) await files.update(id, { visibility });
  if (removed.length) await files.bulkDelete(removed);
}

/** Pure: whether the caller may open a boat's private documents (storage.rules canReadDocuments). */
export function readsDocumentsOf(caller: Caller, boat: Doc | null): boolean {
  return caller.role === 'admin' || (boat !== null && boat.createdBy === caller.uid);
}

/**
 * The address that opens a boat's document for a signed-in caller, as Firebase's getDownloadURL under storage.rules:
 * the admins get any document file; anyone else only one the boat lists, and a private one only the boat's owner. The
 * address carries the file's token, with which the service worker serves it. Null when the file is not stored or the
 * caller may not read it.
 */
export async function documentFileUrl(
  db: DeviceBackendDb,
  caller: Caller,
  boatId: string,
  documentId: string,
): Promise<string | null> {
  const file = await db.files.get(documentId);
  if (!file?.token) return null;
  if (caller.role !== 'admin') {
    const row = await db.rows.get(['boats', boatId]);
    const boat = row && !row.deleted ? row.doc : null;
    const listed =
      Array.isArray(boat?.documents) &&
      (boat.documents as Array<{ id?: unknown } | null>).some((d) => d?.id === documentId);
    if (!listed || (file.visibility !== 'public' && !readsDocumentsOf(caller, boat))) return null;
  }
  return `${DEVICE_FILE_PREFIX}${documentId}?token=${encodeURIComponent(file.token)}`;
}
