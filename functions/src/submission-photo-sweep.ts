import type { Firestore } from 'firebase-admin/firestore';
import { submissionPhotosExpired } from '@harbour/domain/schemas/submission-photo-keeping';
import type { FolderStore } from './deleted-listing-files';
import { replicationFields } from './replication';

const PLAIN_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Daily (finding N4): the photos of submissions rejected 30 days ago, or sent back for changes 90 days ago and never
 * resubmitted, are deleted: the submission lists none any more (first, in a transaction that checks it is still so:
 * an owner resubmitting meanwhile keeps them), then its folder in Storage (submissions/{owner}/{id}/) is emptied. A
 * file that cannot be deleted is logged with its name. Returns how many submissions lost their photos.
 */
export async function sweepSubmissionPhotos(
  db: Firestore,
  store: FolderStore,
  now: Date = new Date(),
  log: (message: string, error: unknown) => void = () => {},
): Promise<number> {
  const decided = await db.collection('submissions').where('status', 'in', ['rejected', 'needs_changes']).get();
  let swept = 0;
  for (const doc of decided.docs) {
    const data = doc.data();
    const owner = data.userId;
    if (!submissionPhotosExpired(data, now) || typeof owner !== 'string' || !PLAIN_ID.test(owner)) continue;
    if (!PLAIN_ID.test(doc.id)) continue;
    const cleared = await db.runTransaction(async (tx) => {
      const current = await tx.get(doc.ref);
      if (!current.exists || !submissionPhotosExpired(current.data()!, now)) return false;
      tx.update(doc.ref, { photos: [], updatedAt: now.toISOString(), ...replicationFields(false) });
      return true;
    });
    if (!cleared) continue;
    swept += 1;
    const folder = `submissions/${owner}/${doc.id}/`;
    try {
      for (const name of await store.list(folder)) {
        if (!name.startsWith(folder)) continue; // only ever that submission's own folder
        await store.delete(name).catch((error: unknown) => log(`Submission photo ${name} could not be deleted`, error));
      }
    } catch (error) {
      log(`Submission ${doc.id}: its folder ${folder} could not be listed`, error);
    }
  }
  return swept;
}
