import { BehaviorSubject, combineLatest, type Subscription } from 'rxjs';
import type { Portal } from './portal-client';
import type { PendingUpload } from './sync-store';
import { DocumentNotOnServerYetError, type StoreFile } from './photo-file-store';
import { ORPHAN_UPLOAD_AFTER_MS, PENDING_PREFIX, referencesPending, withPhotoUrl } from './photo-rules';
import { logError } from '@/lib/log';
import { byCodeUnits } from '@/lib/compare';
import { reportSyncProblem } from '../sync/sync-errors';
import { uploadRetryDelayMs } from './upload-retry';
import { online$ } from '../online';

/** The upload engine: photos wait in the sync store until the backend has them, then their documents point at them. */

/** Keeps the photo on the device until it is uploaded; returns the URL to store in the document meanwhile. */
export async function queuePhotoUpload(
  portal: Portal,
  owner: { collection: PendingUpload['ownerCollection']; id: string },
  photoId: string,
  blob: Blob,
): Promise<string> {
  await portal.syncStore.uploads.put({
    id: photoId,
    ownerCollection: owner.collection,
    ownerId: owner.id,
    contentType: blob.type || 'image/jpeg',
    blob,
    createdAt: new Date().toISOString(),
    lastError: null,
  });
  return `${PENDING_PREFIX}${photoId}`;
}

/** Upload progress per photo id, 0..1, for the progress bars. */
export const uploadProgress$ = new BehaviorSubject<ReadonlyMap<string, number>>(new Map());
function setProgress(id: string, value: number | null) {
  const next = new Map(uploadProgress$.value);
  if (value === null) next.delete(id);
  else next.set(id, value);
  uploadProgress$.next(next);
}

/**
 * Uploads one photo. Saves queue the blob before the document that references it is written, so a photo whose
 * document does not reference it (yet) is left waiting ('waiting'), and dropped once it is clearly orphaned.
 */
async function uploadOne(
  portal: Portal,
  storeFile: StoreFile,
  upload: PendingUpload,
  nowMs: number,
): Promise<'done' | 'waiting'> {
  const photos =
    upload.ownerCollection === 'submissions'
      ? (await portal.db.submissions.findOne(upload.ownerId).exec())?.photos
      : (await portal.db.boats.findOne(upload.ownerId).exec())?.images;
  if (!referencesPending(photos, upload.id)) {
    if (nowMs - Date.parse(upload.createdAt) < ORPHAN_UPLOAD_AFTER_MS) return 'waiting';
    logError(
      'photo upload',
      new Error(`Dropping photo ${upload.id}: ${upload.ownerCollection}/${upload.ownerId} does not reference it`),
    );
    await portal.syncStore.uploads.delete(upload.id);
    return 'done';
  }
  setProgress(upload.id, 0);
  const url = await storeFile(upload, (fraction) => setProgress(upload.id, fraction));
  const now = new Date().toISOString();
  if (upload.ownerCollection === 'submissions') {
    const doc = await portal.db.submissions.findOne(upload.ownerId).exec();
    await doc?.incrementalModify((d) => ({ ...d, photos: withPhotoUrl(d.photos, upload.id, url), updatedAt: now }));
  } else {
    const doc = await portal.db.boats.findOne(upload.ownerId).exec();
    await doc?.incrementalModify((d) => ({ ...d, images: withPhotoUrl(d.images, upload.id, url), updatedAt: now }));
  }
  await portal.syncStore.uploads.delete(upload.id);
  setProgress(upload.id, null);
  return 'done';
}

/**
 * Uploads waiting photos whenever the browser is online, oldest first, one at a time; a failure is kept on the
 * record (shown to the user) and retried on the next change or reconnect. Never deletes a photo before it is stored.
 */
export function startPhotoUploader(portal: Portal, storeFile: StoreFile): () => void {
  let running = false;
  let again = false;
  // Failed drains in a row: a failed upload is tried again on a short capped schedule (upload-retry.ts), since
  // nothing else wakes the uploader when a flaky connection comes back without an 'online' event.
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const later = (ms: number) => {
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(() => void drain(), ms);
  };
  const drain = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      let waiting = false;
      let failed = false;
      let early = false;
      do {
        again = false;
        waiting = false;
        failed = false;
        early = false;
        const queued = (await portal.syncStore.uploads.orderBy('id').toArray()).sort((a, b) =>
          byCodeUnits(a.createdAt, b.createdAt),
        );
        for (const upload of queued) {
          if (typeof navigator !== 'undefined' && !navigator.onLine) return;
          try {
            if ((await uploadOne(portal, storeFile, upload, Date.now())) === 'waiting') waiting = true;
          } catch (error) {
            // Its document is still on its way to the server: not a failure to show; looked at again on the schedule.
            if (error instanceof DocumentNotOnServerYetError) {
              early = true;
              setProgress(upload.id, null);
              continue;
            }
            failed = true;
            logError('photo upload', error);
            setProgress(upload.id, null);
            const message = error instanceof Error ? error.message : String(error);
            reportSyncProblem(`A photo could not be uploaded yet (it is kept on this device): ${message}`);
            if (upload.lastError !== message) await portal.syncStore.uploads.update(upload.id, { lastError: message });
          }
        }
      } while (again);
      failures = failed || early ? failures + 1 : 0;
      if (failed || early) later(uploadRetryDelayMs(failures));
      // A photo queued just before its document is written: look again shortly.
      else if (waiting) later(1_000);
    } finally {
      running = false;
    }
  };
  let stopped = false;
  let wasOnline = true;
  const sub: Subscription = combineLatest([online$(), portal.syncStore.uploads$()]).subscribe(([online, uploads]) => {
    // Coming back online starts the schedule over; other wake-ups (a new photo) keep it.
    if (online && !wasOnline) failures = 0;
    wasOnline = online;
    if (online && uploads.length) void drain();
  });
  return () => {
    stopped = true;
    clearTimeout(retry);
    sub.unsubscribe();
  };
}
