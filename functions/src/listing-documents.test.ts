import { describe, expect, it } from 'vitest';
import { keepListingDocumentFiles, type DocumentFileStore } from './listing-documents';

const BASE = 'https://firebasestorage.googleapis.com/v0/b/demo-harbour.appspot.com/o/boats%2Fboat-1%2Fdocuments%2F';
const docOf = (id: string, visibility: string, url = `${BASE}${id}.pdf?alt=media`) => ({
  id,
  title: id,
  kind: 'survey',
  visibility,
  url,
  size: 10,
  uploadedAt: '2026-11-10T12:00:00.000Z',
});
const boat = (documents: unknown[], deleted = false) => ({ id: 'boat-1', documents, _deleted: deleted });

function recordingStore(failOn: string | null = null) {
  const calls: string[] = [];
  const store: DocumentFileStore = {
    async setVisibility(path, visibility) {
      if (path.includes(failOn ?? '\0')) throw new Error('storage down');
      calls.push(`${visibility} ${path}`);
    },
    async delete(path) {
      calls.push(`delete ${path}`);
    },
  };
  return { store, calls };
}

describe("the boat trigger keeps a listing's document files as its documents list says", () => {
  it('sets the visibility of a newly stored document, and of one whose visibility changed', async () => {
    const { store, calls } = recordingStore();
    await keepListingDocumentFiles(
      store,
      'boat-1',
      boat([docOf('a', 'public', 'pending:a'), docOf('b', 'public'), docOf('c', 'private')]),
      boat([docOf('a', 'public'), docOf('b', 'private'), docOf('c', 'private')]),
    );
    expect(calls).toEqual(['public boats/boat-1/documents/a.pdf', 'private boats/boat-1/documents/b.pdf']);
  });

  it('deletes the files of removed documents, and all of them when the listing is deleted', async () => {
    const { store, calls } = recordingStore();
    await keepListingDocumentFiles(
      store,
      'boat-1',
      boat([docOf('a', 'public'), docOf('b', 'private')]),
      boat([docOf('b', 'private')]),
    );
    expect(calls).toEqual(['delete boats/boat-1/documents/a.pdf']);
    calls.length = 0;
    await keepListingDocumentFiles(store, 'boat-1', boat([docOf('b', 'private')]), boat([docOf('b', 'private')], true));
    expect(calls).toEqual(['delete boats/boat-1/documents/b.pdf']);
  });

  it("touches no file that is not this listing's own stored document (a bundled demo file, another listing's URL)", async () => {
    const { store, calls } = recordingStore();
    await keepListingDocumentFiles(
      store,
      'boat-1',
      null,
      boat([
        docOf('a', 'public', '/media/documents/a.pdf'),
        docOf('b', 'public', BASE.replace('boat-1', 'boat-2') + 'b.pdf?alt=media'),
      ]),
    );
    expect(calls).toEqual([]);
  });

  it('logs a failure and goes on with the rest', async () => {
    const { store, calls } = recordingStore('a.pdf');
    const logged: string[] = [];
    await keepListingDocumentFiles(store, 'boat-1', null, boat([docOf('a', 'public'), docOf('b', 'public')]), (m) =>
      logged.push(m),
    );
    expect(logged).toEqual(['Listing boat-1: document a could not be made public']);
    expect(calls).toEqual(['public boats/boat-1/documents/b.pdf']);
  });
});
