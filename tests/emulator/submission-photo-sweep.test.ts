import { beforeAll, describe, expect, it } from 'vitest';
import { sweepSubmissionPhotos } from '../../functions/src/submission-photo-sweep';
import type { FolderStore } from '../../functions/src/deleted-listing-files';
import { directFirestore } from './admin-sdk';

// Finding N4: the daily sweep of old submission photos, on the Firestore emulator, with Storage in memory (the Storage
// emulator cannot run here; index.ts backs the same interface with the admin SDK's bucket).
type Firestore = Parameters<typeof sweepSubmissionPhotos>[0];
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const NOW = new Date('2026-11-29T09:30:00.000Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

function memoryBucket(paths: string[]): FolderStore & { paths: Set<string> } {
  const all = new Set(paths);
  return {
    paths: all,
    list: async (prefix) => [...all].filter((p) => p.startsWith(prefix)),
    delete: async (path) => void all.delete(path),
  };
}

describe('finding N4: old submission photos are deleted', () => {
  it('rejected 30 days ago and sent back 90 days ago: photos gone from Storage and the list; the rest kept', async () => {
    const owner = unique('owner');
    const sub = async (status: string, updatedAt: string) => {
      const id = unique(status);
      await db
        .collection('submissions')
        .doc(id)
        .set({
          userId: owner,
          status,
          updatedAt,
          photos: [{ id: 'p1', url: 'https://example.invalid/p1', displayOrder: 0 }],
          _deleted: false,
        });
      return id;
    };
    const rejected = await sub('rejected', daysAgo(31));
    const abandoned = await sub('needs_changes', daysAgo(91));
    const recent = await sub('rejected', daysAgo(5));
    const pending = await sub('pending', daysAgo(200));
    const bucket = memoryBucket(
      [rejected, abandoned, recent, pending].map((id) => `submissions/${owner}/${id}/p1`).concat(['boats/b1/p1']),
    );
    expect(await sweepSubmissionPhotos(db, bucket, NOW)).toBeGreaterThanOrEqual(2);
    const photos = async (id: string) => (await db.collection('submissions').doc(id).get()).get('photos');
    expect(await photos(rejected)).toEqual([]);
    expect(await photos(abandoned)).toEqual([]);
    expect(await photos(recent)).toHaveLength(1);
    expect(await photos(pending)).toHaveLength(1);
    expect([...bucket.paths].sort()).toEqual(
      [`submissions/${owner}/${recent}/p1`, `submissions/${owner}/${pending}/p1`, 'boats/b1/p1'].sort(),
    );
    // Written so the owner's devices pull it.
    expect((await db.collection('submissions').doc(rejected).get()).get('serverTimestamp')).toBeTruthy();
  });
});
