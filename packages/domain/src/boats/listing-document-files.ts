// The boat trigger (functions/src/listing-documents.ts) and the app keep a listing's stored PDFs as its documents
// list says, by this one rule.

/** The largest PDF a listing keeps: 20 MB (storage.rules maxDocumentBytes() says the same). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The visibility a stored file is given: anything but 'public' is kept private (the safe side). */
export type DocumentFileVisibility = 'public' | 'private';

const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a listing's document lives in Cloud Storage: one folder per listing, the visibility on the file's metadata. */
export function documentStoragePath(boatId: string, documentId: string): string {
  return `boats/${boatId}/documents/${documentId}.pdf`;
}

const STORAGE_URL =
  /^(https:\/\/firebasestorage\.googleapis\.com|http:\/\/[A-Za-z0-9.-]+:\d{1,5})\/v0\/b\/([A-Za-z0-9._-]+)\/o\/([^?#]+)\?alt=media(&token=[A-Za-z0-9-]{1,64})?$/;

/**
 * Pure: a Storage download URL without its token. A token URL opens the file whoever holds it, past storage.rules;
 * the listing keeps the address without one, so the rules decide who reads (anyone for a public document).
 */
export function withoutDownloadToken(url: string): string {
  return url.replace(/&token=[A-Za-z0-9-]{1,64}$/, '');
}

/** Pure: whether `url` is the Storage address of this listing's document (with or without a token). */
export function isStoredDocumentUrl(url: unknown, boatId: string, documentId: string): boolean {
  if (typeof url !== 'string' || url.length > 2048) return false;
  const match = STORAGE_URL.exec(url);
  if (!match) return false;
  try {
    return decodeURIComponent(match[3]!) === documentStoragePath(boatId, documentId);
  } catch {
    return false;
  }
}

export interface DocumentFileAccess {
  id: string;
  visibility: DocumentFileVisibility;
}

interface StoredDocument {
  id: string;
  url: string;
  visibility: DocumentFileVisibility;
}

/** The documents of a list (as a server holds it: anything) whose file is stored, by id. */
function storedDocuments(documents: unknown, isStored: (url: string, id: string) => boolean) {
  const out = new Map<string, StoredDocument>();
  if (!Array.isArray(documents)) return out;
  for (const entry of documents as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, url, visibility } = entry as { id?: unknown; url?: unknown; visibility?: unknown };
    if (typeof id !== 'string' || !PLAIN_ID.test(id) || typeof url !== 'string' || !isStored(url, id)) continue;
    out.set(id, { id, url, visibility: visibility === 'public' ? 'public' : 'private' });
  }
  return out;
}

/**
 * Pure: what a write of a listing's documents list asks of its stored files (`before` / `after`: the lists, [] for a
 * listing that is not there): the access of each stored document that is new, newly stored or changed visibility,
 * and the files of the documents no longer listed (removed, or the listing deleted), which nobody may read again.
 * `isStored` says which URLs are files of this backend (a bundled demo file is not).
 */
export function documentFileChanges(
  before: unknown,
  after: unknown,
  isStored: (url: string, documentId: string) => boolean,
): { access: DocumentFileAccess[]; removed: string[] } {
  const was = storedDocuments(before, isStored);
  const now = storedDocuments(after, isStored);
  const access: DocumentFileAccess[] = [];
  for (const doc of now.values()) {
    const old = was.get(doc.id);
    if (!old || old.visibility !== doc.visibility || old.url !== doc.url)
      access.push({ id: doc.id, visibility: doc.visibility });
  }
  const listed = new Set(
    Array.isArray(after) ? (after as Array<{ id?: unknown } | null>).map((d) => d?.id).filter(Boolean) : [],
  );
  const removed = [...was.keys()].filter((id) => !listed.has(id));
  return { access, removed };
}
