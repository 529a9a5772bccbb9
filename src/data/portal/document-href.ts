import type { ListingDocument } from '@harbour/domain/schemas/boat';
import { isStoredDocumentUrl } from '@harbour/domain/boats/listing-document-files';
import { PENDING_PREFIX } from './photo-rules';

/**
 * Why a document cannot be opened now: still on the device that added it (not uploaded yet), the network is needed
 * (a stored one, offline), or the backend does not give it to this caller.
 */
export type DocumentUnavailable = 'not uploaded' | 'offline' | 'not readable';

export type DocumentAddress = { href: string } | { unavailable: DocumentUnavailable };

/**
 * Where a signed-in admin or owner opens one of a listing's documents, with their rights: a stored one by the
 * address the backend gives only to whom may read it (a download URL, per storage.rules, which needs the network); any
 * other address (a bundled demo file) as it is. Never a blob: URL: a PDF opened from one would inherit the page's
 * script policy (object-src 'none'), which keeps the browser's PDF viewer out.
 */
export async function documentHref(boatId: string, doc: Pick<ListingDocument, 'id' | 'url'>): Promise<DocumentAddress> {
  if (doc.url.startsWith(PENDING_PREFIX)) return { unavailable: 'not uploaded' };
  if (isStoredDocumentUrl(doc.url, boatId, doc.id)) {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return { unavailable: 'offline' };
    const { documentDownloadUrl } = await import('../firebase/firestore-sync');
    return { href: await documentDownloadUrl(boatId, doc.id) };
  }
  return { href: doc.url };
}
