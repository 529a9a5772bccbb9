import type { Caller } from '../caller';
import type { ListingDocument } from '../schemas/boat';
import { backendMode } from '../backend-config';
import { isStoredDocumentUrl } from '../boats/listing-document-files';
import { DEVICE_FILE_PREFIX, PENDING_PREFIX } from './photo-rules';

/**
 * Why a document cannot be opened now: still on the device that added it (not uploaded yet), the network is needed
 * (a stored one in Firebase mode, offline), or the backend does not give it to this caller.
 */
export type DocumentUnavailable = 'not uploaded' | 'offline' | 'not readable';

export type DocumentAddress = { href: string } | { unavailable: DocumentUnavailable };

/**
 * Where a signed-in admin or owner opens one of a listing's documents, with the caller's rights: a stored one by the
 * address the backend gives only to whom may read it (Firebase: a download URL, per storage.rules, which needs the
 * network; device-only: the file's address with its token, served by the service worker: document-files.ts); any
 * other address (a bundled demo file) as it is. Never a blob: URL: a PDF opened from one would inherit the page's
 * script policy (object-src 'none'), which keeps the browser's PDF viewer out.
 */
export async function documentHref(
  caller: Caller,
  boatId: string,
  doc: Pick<ListingDocument, 'id' | 'url'>,
): Promise<DocumentAddress> {
  if (doc.url.startsWith(PENDING_PREFIX)) return { unavailable: 'not uploaded' };
  if (doc.url.startsWith(DEVICE_FILE_PREFIX)) {
    const [{ getDeviceBackend }, { documentFileUrl }] = await Promise.all([
      import('../device-backend/device-backend-client'),
      import('../device-backend/document-files'),
    ]);
    const href = await documentFileUrl((await getDeviceBackend()).db, caller, boatId, doc.id);
    return href ? { href } : { unavailable: 'not readable' };
  }
  if (backendMode() === 'firebase' && isStoredDocumentUrl(doc.url, boatId, doc.id)) {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return { unavailable: 'offline' };
    const { documentDownloadUrl } = await import('../firebase/firestore-sync');
    return { href: await documentDownloadUrl(boatId, doc.id) };
  }
  return { href: doc.url };
}
