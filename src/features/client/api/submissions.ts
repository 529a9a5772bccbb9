import { map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { plainAll, plainOrNull } from '@/data/query/plain';
import { openPortal } from '@/data/portal/portal-client';
import { queuePhotoUpload } from '@/data/portal/photo-uploader';
import { preparePhoto } from '@/data/portal/prepare-photo';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { byCodeUnits } from '@/lib/compare';
import * as stored from '../submission-actions';

/** An owner's submissions: hooks over the owner's replica, and the actions that write to it. */

/** The owner's submissions, newest first. */
export function useOwnSubmissions(caller: Caller) {
  return usePortalQuery(
    caller,
    (db) =>
      db.submissions
        .find({ selector: { userId: caller.uid } })
        .$.pipe(map((docs) => plainAll(docs).sort((a, b) => byCodeUnits(b.submittedAt, a.submittedAt)))),
    [],
  );
}

export function useSubmission(caller: Caller, id: string) {
  return usePortalQuery(caller, (db) => db.submissions.findOne(id).$.pipe(map(plainOrNull)), [id]);
}

/** What the submission actions write through: the replica, the photo preparation and the device upload queue. */
async function submissionDeps(caller: Caller): Promise<stored.SubmissionDeps> {
  const portal = await openPortal(caller);
  return {
    db: portal.db,
    prepare: preparePhoto,
    queue: (owner, photoId, blob) => queuePhotoUpload(portal, owner, photoId, blob),
  };
}

/** Submit Boat as the signed-in owner (submission-actions.ts createSubmission). */
export async function submitBoat(caller: Caller, ...args: DropFirstTwo<typeof stored.createSubmission>) {
  return stored.createSubmission(await submissionDeps(caller), caller.uid, ...args);
}

/** Resubmit a submission the team sent back (submission-actions.ts resubmitSubmission). */
export async function resubmit(caller: Caller, ...args: DropFirstTwo<typeof stored.resubmitSubmission>) {
  return stored.resubmitSubmission(await submissionDeps(caller), caller.uid, ...args);
}

type DropFirstTwo<F> = F extends (a: never, b: never, ...rest: infer R) => unknown ? R : never;
