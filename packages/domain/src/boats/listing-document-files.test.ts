import { describe, expect, it } from 'vitest';
import {
  documentFileChanges,
  documentStoragePath,
  isStoredDocumentUrl,
  withoutDownloadToken,
} from './listing-document-files';

const stored = (url: string) => url.startsWith('/device-files/');
const doc = (id: string, visibility: string, url = `/device-files/${id}`) => ({
  id,
  title: id,
  kind: 'survey',
  visibility,
  url,
  size: 10,
  uploadedAt: '2026-11-10T12:00:00.000Z',
});

describe('documentStoragePath', () => {
  it('keeps every document of a listing in its own folder, as a PDF', () => {
    expect(documentStoragePath('boat-1', 'doc-1')).toBe('boats/boat-1/documents/doc-1.pdf');
  });
});

describe('Storage URLs of a document', () => {
  const base =
    'https://firebasestorage.googleapis.com/v0/b/harbour.appspot.com/o/boats%2Fboat-1%2Fdocuments%2Fdoc-1.pdf';
  it('drops the download token (which would open the file past the rules) and nothing else', () => {
    expect(withoutDownloadToken(`${base}?alt=media&token=0a1b-2c3d`)).toBe(`${base}?alt=media`);
    expect(withoutDownloadToken(`${base}?alt=media`)).toBe(`${base}?alt=media`);
  });

  it("knows the listing's own document by its path, with or without a token, on Firebase or the local endpoint", () => {
    expect(isStoredDocumentUrl(`${base}?alt=media`, 'boat-1', 'doc-1')).toBe(true);
    expect(isStoredDocumentUrl(`${base}?alt=media&token=abc-1`, 'boat-1', 'doc-1')).toBe(true);
    expect(
      isStoredDocumentUrl(
        'http://127.0.0.1:9199/v0/b/demo-harbour.appspot.com/o/boats%2Fboat-1%2Fdocuments%2Fdoc-1.pdf?alt=media',
        'boat-1',
        'doc-1',
      ),
    ).toBe(true);
    expect(isStoredDocumentUrl(`${base}?alt=media`, 'boat-2', 'doc-1')).toBe(false);
    expect(isStoredDocumentUrl(`${base}?alt=media`, 'boat-1', 'doc-2')).toBe(false);
    expect(isStoredDocumentUrl('/media/documents/brochure.pdf', 'boat-1', 'doc-1')).toBe(false);
    expect(isStoredDocumentUrl('pending:doc-1', 'boat-1', 'doc-1')).toBe(false);
    expect(isStoredDocumentUrl(42, 'boat-1', 'doc-1')).toBe(false);
  });
});

describe('documentFileChanges', () => {
  it('gives a newly stored document its access; one still on the device or a bundled file is left alone', () => {
    const before = [doc('a', 'public', 'pending:a'), doc('b', 'private', 'pending:b')];
    const after = [doc('a', 'public'), doc('b', 'private', 'pending:b'), doc('c', 'public', '/media/c.pdf')];
    expect(documentFileChanges(before, after, stored)).toEqual({
      access: [{ id: 'a', visibility: 'public' }],
      removed: [],
    });
  });

  it('follows a change of visibility, both ways, and nothing else', () => {
    const before = [doc('a', 'public'), doc('b', 'private'), doc('c', 'public')];
    const after = [doc('a', 'private'), doc('b', 'public'), { ...doc('c', 'public'), title: 'Renamed' }];
    expect(documentFileChanges(before, after, stored)).toEqual({
      access: [
        { id: 'a', visibility: 'private' },
        { id: 'b', visibility: 'public' },
      ],
      removed: [],
    });
  });

  it('removes the files of documents no longer listed, and all of them when the listing goes', () => {
    const before = [doc('a', 'public'), doc('b', 'private'), doc('c', 'private', 'pending:c')];
    expect(documentFileChanges(before, [doc('b', 'private')], stored)).toEqual({ access: [], removed: ['a'] });
    expect(documentFileChanges(before, [], stored)).toEqual({ access: [], removed: ['a', 'b'] });
  });

  it('keeps anything but an exact "public" private, and skips entries that are no documents', () => {
    const after = [
      doc('a', 'PUBLIC'),
      doc('b', 'public'),
      { id: '../x', url: '/device-files/x', visibility: 'public' },
      null,
      'text',
    ];
    expect(documentFileChanges(null, after, stored)).toEqual({
      access: [
        { id: 'a', visibility: 'private' },
        { id: 'b', visibility: 'public' },
      ],
      removed: [],
    });
    expect(documentFileChanges('not a list', undefined, stored)).toEqual({ access: [], removed: [] });
  });
});
