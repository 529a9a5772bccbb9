import * as v from 'valibot';
import {
  DOCUMENT_KINDS,
  DOCUMENT_VISIBILITIES,
  MAX_LISTING_DOCUMENTS,
  type DocumentKind,
  type DocumentVisibility,
  type ListingDocument,
} from '@harbour/domain/schemas/boat';
import { DOCUMENT_MAX_BYTES } from '@harbour/domain/boats/listing-document-files';
import { documentSizeLabel } from '@harbour/domain/boats/document-labels';
import { validateForm, type ValidationResult } from '@harbour/domain/forms/validation';

/** The rules of a listing's documents as the admin adds and edits them (PDFs of at most 20 MB, at most 10). */

export const DOCUMENT_TITLE_MAX = 120;
/** Every PDF starts with these five bytes: '%PDF-'. A file's name or type says nothing (a renamed .docx has both). */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** How many first bytes the check reads. */
export const PDF_SIGNATURE_LENGTH = PDF_SIGNATURE.length;

export type DocumentField = 'file' | 'title' | 'kind' | 'visibility';
export type DocumentErrors = Partial<Record<DocumentField, string>>;
export type DocumentResult<T> = ValidationResult<T, DocumentField>;

/** What the admin fills in for a new document (select values are strings until checked). */
export interface DocumentDetailsValues {
  title: string;
  kind: string;
  visibility: string;
}

/** The picked file as the check needs it: its name, its size and its first bytes. */
export interface PickedFile {
  name: string;
  size: number;
  firstBytes: Uint8Array;
}

export function emptyDocumentDetails(): DocumentDetailsValues {
  return { title: '', kind: '', visibility: 'private' };
}

/** Pure: whether a file's first bytes are a PDF's. */
export function startsLikePdf(firstBytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, i) => firstBytes[i] === byte);
}

/** Pure: why a picked file cannot be added, or null: a PDF by its bytes, not empty, at most 20 MB. */
export function fileRefusal(file: PickedFile | null): string | null {
  if (!file) return 'Choose a PDF file to add.';
  const name = `“${file.name || 'This file'}”`;
  if (file.size === 0) return `${name} is empty.`;
  if (!startsLikePdf(file.firstBytes)) return `${name} is not a PDF. Only PDF files can be added.`;
  if (file.size > DOCUMENT_MAX_BYTES)
    return `${name} is ${documentSizeLabel(file.size)}: a document can be at most ${documentSizeLabel(DOCUMENT_MAX_BYTES)}.`;
  return null;
}

const title = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter a title for the document.'),
  v.maxLength(DOCUMENT_TITLE_MAX, `A title can be at most ${DOCUMENT_TITLE_MAX} characters.`),
);
const kind = v.picklist(DOCUMENT_KINDS, 'Choose what kind of document this is.');
const visibility = v.picklist(DOCUMENT_VISIBILITIES, 'Choose who may see this document.');
const detailsSchema = v.object({ title, kind, visibility });

export interface DocumentDetails {
  title: string;
  kind: DocumentKind;
  visibility: DocumentVisibility;
}

/**
 * Pure: a new document's details and file checked together (every field's message at once), with the listing's
 * current number of documents (at most 10).
 */
export function parseNewDocument(
  values: DocumentDetailsValues,
  file: PickedFile | null,
  documentCount: number,
): DocumentResult<DocumentDetails> {
  const details = validateForm<typeof detailsSchema, DocumentField>(detailsSchema, values);
  const full =
    documentCount >= MAX_LISTING_DOCUMENTS
      ? `A listing can have at most ${MAX_LISTING_DOCUMENTS} documents. Remove one to add another.`
      : null;
  const refusal = full ?? fileRefusal(file);
  if (details.ok && !refusal) return details;
  const errors: DocumentErrors = { ...(refusal ? { file: refusal } : {}), ...(details.ok ? {} : details.errors) };
  return { ok: false, errors, firstError: refusal ?? (details.ok ? '' : details.firstError) };
}

/** One field's value checked alone: its message under that field. */
function parseField<T>(schema: v.GenericSchema<unknown, T>, field: DocumentField, value: unknown): DocumentResult<T> {
  const r = v.safeParse(schema, value);
  if (r.success) return { ok: true, value: r.output };
  const message = r.issues[0].message;
  return { ok: false, errors: { [field]: message }, firstError: message };
}

/** Pure: a changed title, checked (trimmed). */
export function parseDocumentTitle(value: string): DocumentResult<string> {
  return parseField(title, 'title', value);
}

/** Pure: a changed visibility, checked. */
export function parseDocumentVisibility(value: string): DocumentResult<DocumentVisibility> {
  return parseField(visibility, 'visibility', value);
}

/** Pure: the title a picked file suggests: its name without '.pdf', separators as spaces, within 120 characters. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.pdf$/i, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DOCUMENT_TITLE_MAX)
    .trim();
}

/** Pure: the list with one document's entry changed (the others as they are); unchanged when it is not there. */
export function withDocumentChange(
  documents: readonly ListingDocument[],
  id: string,
  change: Partial<Pick<ListingDocument, 'title' | 'visibility'>>,
): ListingDocument[] {
  return documents.map((d) => (d.id === id ? { ...d, ...change } : d));
}

/** The message when an edited document is no longer on the listing (removed on another device meanwhile). */
export const DOCUMENT_GONE = 'This document is no longer on the listing.';
