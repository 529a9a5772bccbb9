import { combineLatest, map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { usePendingChanges } from '@/data/portal/use-pending-changes';
import { openPortal } from '@/data/portal/portal-client';
import { preparePhoto } from '@/data/portal/prepare-photo';
import { queuePhotoUpload } from '@/data/portal/photo-uploader';
import { listingRows, ownerInquiries, type ListingRow, type OwnerInquiry } from './listing-rows';
import type { SubmissionDeps } from './submission-actions';
import { byCodeUnits } from '@/lib/compare';
import { plainAll, plainOrNull } from '@/data/plain';

export function useProfile(caller: Caller) {
  return usePortalQuery(caller, (db) => db.profiles.findOne(caller.uid).$.pipe(map((d) => plainOrNull(d))), []);
}

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
  return usePortalQuery(caller, (db) => db.submissions.findOne(id).$.pipe(map((d) => plainOrNull(d))), [id]);
}

/** The owner's boats with their KPIs, and the inquiries on them. */
export function useOwnListings(caller: Caller) {
  return usePortalQuery<{ rows: ListingRow[]; inquiries: OwnerInquiry[] }>(
    caller,
    (db) =>
      combineLatest([
        db.boats.find({ selector: { createdBy: caller.uid } }).$,
        db.viewCounts.find().$,
        db.inquiries.find().$,
      ]).pipe(
        map(([boats, views, inquiries]) => ({
          rows: listingRows(caller.uid, boats, views, inquiries),
          inquiries: ownerInquiries(caller.uid, boats, inquiries),
        })),
      ),
    [],
  );
}

export { usePendingChanges };

/** What the submission actions write through: the replica, the photo preparation and the device upload queue. */
export async function submissionDeps(
  caller: Caller,
): Promise<SubmissionDeps & { syncStore: Awaited<ReturnType<typeof openPortal>>['syncStore'] }> {
  const portal = await openPortal(caller);
  return {
    db: portal.db,
    syncStore: portal.syncStore,
    prepare: preparePhoto,
    queue: (owner, photoId, blob) => queuePhotoUpload(portal, owner, photoId, blob),
  };
}
