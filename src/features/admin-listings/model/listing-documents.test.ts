import { describe, expect, it } from 'vitest';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import {
  DOCUMENT_GONE,
  emptyDocumentDetails,
  fileRefusal,
  parseDocumentTitle,
  parseDocumentVisibility,
  parseNewDocument,
  startsLikePdf,
  titleFromFileName,
  withDocumentChange,
} from './listing-documents';

const bytes = (text: string) => new TextEncoder().encode(text);
const pdf = (o: Partial<{ name: string; size: number }> = {}) => ({
  name: 'survey.pdf',
  size: 2048,
  firstBytes: bytes('%PDF-'),
  ...o,
});
const details = { title: 'Survey 2025', kind: 'survey', visibility: 'private' };
const MB = 1024 * 1024;

describe('startsLikePdf', () => {
  it("takes a file by its first bytes ('%PDF-'), whatever its name or type", () => {
    expect(startsLikePdf(bytes('%PDF-1.7'))).toBe(true);
    expect(startsLikePdf(bytes('%PDF'))).toBe(false);
    expect(startsLikePdf(bytes('PK\u0003\u0004'))).toBe(false); // a .docx renamed .pdf
    expect(startsLikePdf(bytes(' %PDF-'))).toBe(false);
    expect(startsLikePdf(new Uint8Array())).toBe(false);
  });
});

describe('fileRefusal', () => {
  it('accepts a PDF up to 20 MB', () => {
    expect(fileRefusal(pdf())).toBeNull();
    expect(fileRefusal(pdf({ size: 20 * MB }))).toBeNull();
  });

  it('says, naming the file, why one is refused: none, empty, not a PDF, too large', () => {
    expect(fileRefusal(null)).toBe('Choose a PDF file to add.');
    expect(fileRefusal(pdf({ size: 0 }))).toBe('“survey.pdf” is empty.');
    expect(fileRefusal({ name: 'notes.txt', size: 10, firstBytes: bytes('hello') })).toBe(
      '“notes.txt” is not a PDF. Only PDF files can be added.',
    );
    expect(fileRefusal(pdf({ size: 20 * MB + 1 }))).toBe('“survey.pdf” is 20.1 MB: a document can be at most 20 MB.');
    expect(fileRefusal(pdf({ size: 23.4 * MB }))).toBe('“survey.pdf” is 23.4 MB: a document can be at most 20 MB.');
  });
});

describe('parseNewDocument', () => {
  it('gives the checked details (title trimmed)', () => {
    expect(parseNewDocument({ ...details, title: '  Survey 2025 ' }, pdf(), 0)).toEqual({
      ok: true,
      value: { title: 'Survey 2025', kind: 'survey', visibility: 'private' },
    });
  });

  it('says every field at once, the file first', () => {
    const r = parseNewDocument({ title: ' ', kind: '', visibility: 'everyone' }, null, 0);
    expect(r).toEqual({
      ok: false,
      errors: {
        file: 'Choose a PDF file to add.',
        title: 'Enter a title for the document.',
        kind: 'Choose what kind of document this is.',
        visibility: 'Choose who may see this document.',
      },
      firstError: 'Choose a PDF file to add.',
    });
  });

  it('refuses a title over 120 characters', () => {
    const r = parseNewDocument({ ...details, title: 'x'.repeat(121) }, pdf(), 0);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.title).toBe('A title can be at most 120 characters.');
    expect(parseNewDocument({ ...details, title: 'x'.repeat(120) }, pdf(), 0).ok).toBe(true);
  });

  it('refuses an eleventh document, whatever the file', () => {
    expect(parseNewDocument(details, pdf(), 9).ok).toBe(true);
    const r = parseNewDocument(details, pdf(), 10);
    expect(r).toEqual({
      ok: false,
      errors: { file: 'A listing can have at most 10 documents. Remove one to add another.' },
      firstError: 'A listing can have at most 10 documents. Remove one to add another.',
    });
  });

  it('starts with visibility private (the safe side) and no kind chosen', () => {
    expect(emptyDocumentDetails()).toEqual({ title: '', kind: '', visibility: 'private' });
  });
});

describe('edits', () => {
  it('checks a new title and a new visibility', () => {
    expect(parseDocumentTitle('  Brochure ')).toEqual({ ok: true, value: 'Brochure' });
    expect(parseDocumentTitle('')).toEqual({
      ok: false,
      errors: { title: 'Enter a title for the document.' },
      firstError: 'Enter a title for the document.',
    });
    expect(parseDocumentVisibility('public')).toEqual({ ok: true, value: 'public' });
    expect(parseDocumentVisibility('owner')).toMatchObject({ ok: false, errors: { visibility: expect.any(String) } });
  });

  it('changes one entry only', () => {
    const doc = (id: string): ListingDocument => ({
      id,
      title: id,
      kind: 'survey',
      visibility: 'private',
      url: `/device-files/${id}`,
      size: 1,
      uploadedAt: '2026-11-10T12:00:00.000Z',
    });
    const list = [doc('a'), doc('b')];
    expect(withDocumentChange(list, 'b', { visibility: 'public' })).toEqual([
      doc('a'),
      { ...doc('b'), visibility: 'public' },
    ]);
    expect(withDocumentChange(list, 'c', { title: 'x' })).toEqual(list);
    expect(DOCUMENT_GONE).toMatch(/no longer/);
  });
});

describe('titleFromFileName', () => {
  it('suggests the name without .pdf and underscores', () => {
    expect(titleFromFileName('Hull_Survey_2025.PDF')).toBe('Hull Survey 2025');
    expect(titleFromFileName('brochure.pdf')).toBe('brochure');
    expect(titleFromFileName(`${'a'.repeat(130)}.pdf`)).toHaveLength(120);
  });
});
