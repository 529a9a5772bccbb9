import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '../schemas/boat';
import { DOCUMENT_KIND_LABELS, documentSizeLabel } from './document-labels';

describe('documentSizeLabel', () => {
  it('says kilobytes under a megabyte and megabytes with one decimal above, rounded up', () => {
    expect(documentSizeLabel(0)).toBe('1 KB');
    expect(documentSizeLabel(200)).toBe('1 KB');
    expect(documentSizeLabel(1024)).toBe('1 KB');
    expect(documentSizeLabel(1025)).toBe('2 KB');
    expect(documentSizeLabel(870_400)).toBe('850 KB');
    expect(documentSizeLabel(1024 * 1024)).toBe('1 MB');
    expect(documentSizeLabel(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(documentSizeLabel(2.41 * 1024 * 1024)).toBe('2.5 MB');
    expect(documentSizeLabel(20 * 1024 * 1024)).toBe('20 MB');
    expect(documentSizeLabel(20 * 1024 * 1024 + 1)).toBe('20.1 MB');
  });

  it('says nothing for a size that is no size (a document written past the app)', () => {
    expect(documentSizeLabel(Number.NaN)).toBe('');
    expect(documentSizeLabel(-5)).toBe('');
  });
});

describe('DOCUMENT_KIND_LABELS', () => {
  it('names every kind', () => {
    for (const kind of DOCUMENT_KINDS) expect(DOCUMENT_KIND_LABELS[kind]).toMatch(/^[A-Z]/);
  });
});
