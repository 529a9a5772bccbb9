import { describe, expect, it } from 'vitest';
import { deleteDeletedListingFiles, deletedListingFolder, type FolderStore } from './deleted-listing-files';

/** A bucket in memory, behind the same interface as the admin SDK's (index.ts folderStore). */
function memoryBucket(names: string[], failing = new Set<string>()) {
  const objects = new Set(names);
  const store: FolderStore = {
    list: async (prefix) => [...objects].filter((name) => name.startsWith(prefix)),
    delete: async (path) => {
      if (failing.has(path)) throw new Error('storage unavailable');
      objects.delete(path);
    },
  };
  return { store, objects };
}

const live = { status: 'active', _deleted: false };
const FILES = [
  'boats/b1/p1',
  'boats/b1/p2',
  'boats/b1/documents/survey.pdf',
  'boats/b10/p1',
  'boats/b2/p1',
  'submissions/owner-1/sub-9/p1',
];

describe("finding N11: a deleted boat's photos go", () => {
  it('a boat soft-deleted by a replica, or removed, loses everything in its own folder and nothing else', async () => {
    for (const after of [{ ...live, _deleted: true }, null]) {
      const { store, objects } = memoryBucket(FILES);
      expect(await deleteDeletedListingFiles(store, 'b1', live, after)).toBe(3);
      expect([...objects].sort()).toEqual(['boats/b10/p1', 'boats/b2/p1', 'submissions/owner-1/sub-9/p1']);
    }
  });

  it('a withdrawn boat (sold, draft) keeps its photos, and a write after the deletion deletes nothing more', async () => {
    const { store, objects } = memoryBucket(FILES);
    expect(await deleteDeletedListingFiles(store, 'b1', live, { ...live, status: 'sold' })).toBe(0);
    expect(await deleteDeletedListingFiles(store, 'b1', { ...live, _deleted: true }, null)).toBe(0);
    expect(await deleteDeletedListingFiles(store, 'b1', null, live)).toBe(0);
    expect(objects.size).toBe(FILES.length);
  });

  it('a file that cannot be deleted is logged and the rest still go', async () => {
    const { store, objects } = memoryBucket(FILES, new Set(['boats/b1/p1']));
    const logged: string[] = [];
    expect(await deleteDeletedListingFiles(store, 'b1', live, null, (m) => logged.push(m))).toBe(2);
    expect([...objects].filter((n) => n.startsWith('boats/b1/'))).toEqual(['boats/b1/p1']);
    expect(logged).toEqual(['Deleted listing b1: boats/b1/p1 could not be deleted']);
  });

  it('never names a folder for an id that is not plain (no other folder can be reached)', () => {
    expect(deletedListingFolder('b1', live, null)).toBe('boats/b1/');
    for (const id of ['', '../submissions', 'a/b', 'x'.repeat(65)])
      expect(deletedListingFolder(id, live, null)).toBeNull();
  });
});
