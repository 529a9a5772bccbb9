import type { Portal } from '@/data/portal/portal-client';
import { PENDING_PREFIX } from '@/data/portal/photo-rules';
import { queueDocumentUpload } from '@/data/portal/photo-uploader';
import { MAX_LISTING_DOCUMENTS, type Boat, type ListingDocument } from '@harbour/domain/schemas/boat';
import { withListingHistory } from '@harbour/domain/boats/listing-history';
import {
  DOCUMENT_GONE,
  PDF_SIGNATURE_LENGTH,
  parseDocumentTitle,
  parseDocumentVisibility,
  parseNewDocument,
  withDocumentChange,
  type DocumentDetailsValues,
  type DocumentResult,
} from '../model/listing-documents';
import { randomId } from '@/lib/random-id';

/**
 * A listing's documents, written by the admin: each action checks its input, writes the boat in the admin's replica
 * and returns (it syncs when it can: offline too). A new PDF waits in the upload queue ('pending:{id}') until the
 * uploader stores it and swaps its URL in, as photos do.
 */

/** What the actions need of the portal: the replica and the device store for the PDFs. */
export type DocumentPortal = Pick<Portal, 'db' | 'syncStore'>;

/** A picked file: its bytes, and the name the admin knows it by. */
export type DocumentFile = Blob & { name?: string };

const refused = <T>(message: string, field: 'file' | 'title' | 'visibility' = 'file'): DocumentResult<T> => ({
  ok: false,
  errors: { [field]: message },
  firstError: message,
});

async function boatDoc(portal: DocumentPortal, boatId: string) {
  const doc = await portal.db.boats.findOne(boatId).exec();
  if (!doc) throw new Error(`Listing ${boatId} not found`);
  return doc;
}

/** Writes the boat's documents list through the listing history (every admin write does: listing-history.ts). */
function withDocuments(d: Boat, documents: ListingDocument[], at: string): Boat {
  return withListingHistory(d, { ...d, documents, updatedAt: at }, at);
}

/**
 * Adds a PDF to a listing: the file is checked by its first bytes ('%PDF-'), its size (20 MB) and the listing's count
 * (10); nothing is written when anything is refused. The blob is queued first and the boat written last (the commit
 * point, as for photos): a page closed between leaves only a queued file, which the uploader drops as orphaned.
 */
export async function addListingDocument(
  portal: DocumentPortal,
  boatId: string,
  values: DocumentDetailsValues,
  file: DocumentFile | null,
  ctx: { now: Date; id?: string },
): Promise<DocumentResult<ListingDocument>> {
  const doc = await boatDoc(portal, boatId);
  const picked = file
    ? {
        name: file.name ?? '',
        size: file.size,
        firstBytes: new Uint8Array(await file.slice(0, PDF_SIGNATURE_LENGTH).arrayBuffer()),
      }
    : null;
  const parsed = parseNewDocument(values, picked, doc.documents.length);
  if (!parsed.ok || !file) return parsed.ok ? refused('Choose a PDF file to add.') : parsed;
  const id = ctx.id ?? randomId('d');
  const at = ctx.now.toISOString();
  const entry: ListingDocument = {
    id,
    ...parsed.value,
    url: await queueDocumentUpload(portal, boatId, id, file),
    size: file.size,
    uploadedAt: at,
  };
  let full = false;
  await doc.incrementalModify((d) => {
    // Another tab may have added documents since the check: the limit holds on what is stored now.
    full = d.documents.length >= MAX_LISTING_DOCUMENTS;
    return full ? d : withDocuments(d, [...d.documents, entry], at);
  });
  if (full) {
    await portal.syncStore.uploads.delete(id);
    return refused(`A listing can have at most ${MAX_LISTING_DOCUMENTS} documents. Remove one to add another.`);
  }
  return { ok: true, value: entry };
}

/** Changes one document's entry (title or visibility); refused when the listing no longer has it. */
async function changeDocument(
  portal: DocumentPortal,
  boatId: string,
  documentId: string,
  change: Partial<Pick<ListingDocument, 'title' | 'visibility'>>,
  now: Date,
): Promise<DocumentResult<ListingDocument>> {
  const doc = await boatDoc(portal, boatId);
  const at = now.toISOString();
  let changed: ListingDocument | undefined;
  await doc.incrementalModify((d) => {
    changed = d.documents.find((x) => x.id === documentId);
    if (!changed) return d;
    changed = { ...changed, ...change };
    return withDocuments(d, withDocumentChange(d.documents, documentId, change), at);
  });
  return changed ? { ok: true, value: changed } : refused(DOCUMENT_GONE);
}

/** Renames a document (title required, at most 120 characters). */
export async function renameListingDocument(
  portal: DocumentPortal,
  boatId: string,
  documentId: string,
  title: string,
  now: Date,
): Promise<DocumentResult<ListingDocument>> {
  const parsed = parseDocumentTitle(title);
  if (!parsed.ok) return parsed;
  return changeDocument(portal, boatId, documentId, { title: parsed.value }, now);
}

/**
 * Makes a document public (listed on the boat's page) or private (the admins and the owner). The stored file follows
 * on the backend (functions/src/listing-documents.ts).
 */
export async function setListingDocumentVisibility(
  portal: DocumentPortal,
  boatId: string,
  documentId: string,
  visibility: string,
  now: Date,
): Promise<DocumentResult<ListingDocument>> {
  const parsed = parseDocumentVisibility(visibility);
  if (!parsed.ok) return parsed;
  return changeDocument(portal, boatId, documentId, { visibility: parsed.value }, now);
}

/**
 * Removes a document from the listing. A PDF that never left this device is not uploaded any more; a stored one is
 * deleted by the backend once the listing no longer lists it.
 */
export async function removeListingDocument(
  portal: DocumentPortal,
  boatId: string,
  documentId: string,
  now: Date,
): Promise<DocumentResult<ListingDocument>> {
  const doc = await boatDoc(portal, boatId);
  const at = now.toISOString();
  let removed: ListingDocument | undefined;
  await doc.incrementalModify((d) => {
    removed = d.documents.find((x) => x.id === documentId);
    return removed
      ? withDocuments(
          d,
          d.documents.filter((x) => x.id !== documentId),
          at,
        )
      : d;
  });
  if (!removed) return refused(DOCUMENT_GONE);
  if (removed.url.startsWith(PENDING_PREFIX)) await portal.syncStore.uploads.delete(documentId);
  return { ok: true, value: removed };
}
