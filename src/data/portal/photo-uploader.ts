import { BehaviorSubject, combineLatest, type Subscription } from 'rxjs';
import type { Portal } from './portal-client';
import type { PendingUpload, UploadKind } from './sync-store';
import { DocumentNotOnServerYetError, type StoreFile } from './photo-file-store';
import { ORPHAN_UPLOAD_AFTER_MS, PENDING_PREFIX, referencesPending, withPhotoUrl } from './photo-rules';
import type { DocumentVisibility } from '@harbour/domain/schemas/boat';
import { logError } from '@/lib/log';
import { byCodeUnits } from '@/lib/compare';
import { reportSyncProblem } from '../sync/sync-errors';
import { uploadRetryDelayMs } from './upload-retry';
import { online$ } from '../network/online';
import { networkReachable } from '../network/network-reachable';

/**
 * The upload engine: photos and listing documents wait in the sync store until the backend has them, then their
 * documents point at them.
 */

/** Keeps a file on the device until it is uploaded; returns the URL to store in its document meanwhile. */
async function queueFileUpload(
  portal: Portal,
  kind: UploadKind,
  owner: { collection: PendingUpload['ownerCollection']; id: string },
  fileId: string,
  blob: Blob,
  contentType: string,
): Promise<string> {
  await portal.syncStore.uploads.put({
    id: fileId,
    kind,
    ownerCollection: owner.collection,
    ownerId: owner.id,
    contentType,
    blob,
    createdAt: new Date().toISOString(),
    lastError: null,
  });
  return `${PENDING_PREFIX}${fileId}`;
}

/** Keeps the photo on the device until it is uploaded; returns the URL to store in the document meanwhile. */
export function queuePhotoUpload(
  portal: Portal,
  owner: { collection: PendingUpload['ownerCollection']; id: string },
  photoId: string,
  blob: Blob,
): Promise<string> {
  return queueFileUpload(portal, 'photo', owner, photoId, blob, blob.type || 'image/jpeg');
}

/** Keeps a listing's PDF on the device until it is uploaded; returns the URL its entry holds meanwhile. */
export function queueDocumentUpload(
  portal: Pick<Portal, 'syncStore'>,
  boatId: string,
  documentId: string,
  blob: Blob,
): Promise<string> {
  return queueFileUpload(
    portal as Portal,
    'document',
    { collection: 'boats', id: boatId },
    documentId,
    blob,
    'application/pdf',
  );
}

type FileEntry = { id: string; url: string | null; visibility?: DocumentVisibility };

/**
 * The list of the owner document that references a queued file: a submission's photos, a boat's images or documents,
 * a post's one cover.
 */
async function entriesOf(portal: Portal, upload: PendingUpload): Promise<FileEntry[] | undefined> {
  if (upload.ownerCollection === 'blogPosts') {
    const post = await portal.db.blogPosts.findOne(upload.ownerId).exec();
    return post ? [{ id: upload.id, url: post.featuredImageUrl }] : undefined;
  }
  if (upload.ownerCollection === 'submissions')
    return (await portal.db.submissions.findOne(upload.ownerId).exec())?.photos;
  const boat = await portal.db.boats.findOne(upload.ownerId).exec();
  return upload.kind === 'document' ? boat?.documents : boat?.images;
}

/** Points the entry of an uploaded file at its stored URL. */
async function swapInUrl(portal: Portal, upload: PendingUpload, url: string) {
  const now = new Date().toISOString();
  if (upload.ownerCollection === 'blogPosts') {
    const post = await portal.db.blogPosts.findOne(upload.ownerId).exec();
    // Only while the post still waits for this photo: the admin may have chosen another cover since.
    await post?.incrementalModify((d) =>
      d.featuredImageUrl === `${PENDING_PREFIX}${upload.id}` ? { ...d, featuredImageUrl: url, updatedAt: now } : d,
    );
    return;
  }
  if (upload.ownerCollection === 'submissions') {
    const doc = await portal.db.submissions.findOne(upload.ownerId).exec();
    await doc?.incrementalModify((d) => ({ ...d, photos: withPhotoUrl(d.photos, upload.id, url), updatedAt: now }));
    return;
  }
  const doc = await portal.db.boats.findOne(upload.ownerId).exec();
  await doc?.incrementalModify((d) =>
    upload.kind === 'document'
      ? { ...d, documents: withPhotoUrl(d.documents, upload.id, url), updatedAt: now }
      : { ...d, images: withPhotoUrl(d.images, upload.id, url), updatedAt: now },
  );
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
 * Uploads one photo or document. Saves queue the blob before the document that references it is written, so a file
 * whose document does not reference it (yet) is left waiting ('waiting'), and dropped once it is clearly orphaned.
 */
async function uploadOne(
  portal: Portal,
  storeFile: StoreFile,
  upload: PendingUpload,
  nowMs: number,
): Promise<'done' | 'waiting'> {
  const entries = await entriesOf(portal, upload);
  if (!referencesPending(entries, upload.id)) {
    if (nowMs - Date.parse(upload.createdAt) < ORPHAN_UPLOAD_AFTER_MS) return 'waiting';
    logError(
      'photo upload',
      new Error(`Dropping file ${upload.id}: ${upload.ownerCollection}/${upload.ownerId} does not reference it`),
    );
    await portal.syncStore.uploads.delete(upload.id);
    return 'done';
  }
  setProgress(upload.id, 0);
  // A document is stored with the visibility its entry has now (the backend keeps it in step after every write).
  const visibility = entries?.find((e) => e.id === upload.id)?.visibility;
  const url = await storeFile(upload, (fraction) => setProgress(upload.id, fraction), {
    visibility: visibility === 'public' ? 'public' : 'private',
  });
  await swapInUrl(portal, upload, url);
  await portal.syncStore.uploads.delete(upload.id);
  setProgress(upload.id, null);
  return 'done';
}

/**
 * Uploads waiting photos and documents whenever the browser is online, oldest first, one at a time; a failure is kept
 * on the record (shown to the user) and retried on the next change or reconnect. Never deletes a file before it is
 * stored.
 */
export function startPhotoUploader(portal: Portal, storeFile: StoreFile): () => void {
  let running = false;
  let again = false;
  // Failed drains in a row: a failed upload is tried again on a short capped schedule (upload-retry.ts), since
  // nothing else wakes the uploader when a flaky connection comes back without an 'online' event.
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // The documents (by their key in the sync store's versions) that files wait for on the server: the server
  // acknowledging one wakes the uploader at once, instead of at the schedule's next turn (up to 10 s later).
  const awaitingOwner = new Set<string>();
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
      let unreachable = false;
      do {
        again = false;
        waiting = false;
        failed = false;
        early = false;
        const queued = (await portal.syncStore.uploads.orderBy('id').toArray()).sort((a, b) =>
          byCodeUnits(a.createdAt, b.createdAt),
        );
        for (const upload of queued) {
          // A network that answers, not only the browser's word (network-reachable.ts). None: looked at again on the
          // schedule, since a page reloaded offline may hear no 'online' event when the network comes back (the
          // browser never said it was gone).
          if (!(await networkReachable())) {
            unreachable = true;
            break;
          }
          try {
            if ((await uploadOne(portal, storeFile, upload, Date.now())) === 'waiting') waiting = true;
          } catch (error) {
            // Its document is still on its way to the server: not a failure to show; looked at again on the schedule.
            if (error instanceof DocumentNotOnServerYetError) {
              early = true;
              awaitingOwner.add(`${upload.ownerCollection}:${upload.ownerId}`);
              setProgress(upload.id, null);
              continue;
            }
            failed = true;
            logError('photo upload', error);
            setProgress(upload.id, null);
            const message = error instanceof Error ? error.message : String(error);
            const what = upload.kind === 'document' ? 'A document' : 'A photo';
            reportSyncProblem(`${what} could not be uploaded yet (it is kept on this device): ${message}`);
            if (upload.lastError !== message) await portal.syncStore.uploads.update(upload.id, { lastError: message });
          }
        }
      } while (again && !unreachable);
      const retrying = failed || early || unreachable;
      failures = retrying ? failures + 1 : 0;
      if (retrying) later(uploadRetryDelayMs(failures));
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
  const acks = portal.syncStore.recorded$.subscribe((keys) => {
    const arrived = keys.filter((key) => awaitingOwner.delete(key));
    if (arrived.length) void drain();
  });
  return () => {
    stopped = true;
    clearTimeout(retry);
    sub.unsubscribe();
    acks.unsubscribe();
  };
}
