import type { Caller } from '@/data/caller';
import { openPortal } from '@/data/portal/portal-client';
import * as stored from '../actions/listing-document-actions';
import type { DocumentDetailsValues } from '../model/listing-documents';

/** A listing's documents as the admin portal writes them: the actions bound to the signed-in admin's replica. */

export type { DocumentFile } from '../actions/listing-document-actions';

export async function addListingDocument(
  caller: Caller,
  boatId: string,
  values: DocumentDetailsValues,
  file: stored.DocumentFile | null,
) {
  return stored.addListingDocument(await openPortal(caller), boatId, values, file, { now: new Date() });
}

export async function renameListingDocument(caller: Caller, boatId: string, documentId: string, title: string) {
  return stored.renameListingDocument(await openPortal(caller), boatId, documentId, title, new Date());
}

export async function setListingDocumentVisibility(
  caller: Caller,
  boatId: string,
  documentId: string,
  visibility: string,
) {
  return stored.setListingDocumentVisibility(await openPortal(caller), boatId, documentId, visibility, new Date());
}

export async function removeListingDocument(caller: Caller, boatId: string, documentId: string) {
  return stored.removeListingDocument(await openPortal(caller), boatId, documentId, new Date());
}
