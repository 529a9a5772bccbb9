import { BehaviorSubject, combineLatest, fromEvent, map, merge, of, startWith, type Subscription } from 'rxjs';
import { useEffect, useState } from 'react';
import type { Portal } from './portal-client';
import type { PendingUpload, SyncStore } from './sync-store';
import type { DeviceBackend } from '../device-backend/device-backend';
import type { Caller } from '../caller';
import { useDatabaseQuery, type LiveResult } from '../use-database-query';
import { logError } from '@/lib/log';
import { reportSyncProblem } from '../sync/sync-errors';
import { uploadRetryDelayMs } from './upload-retry';

export const MAX_PHOTOS = 10;
/** Longest side of a stored photo: camera photos are scaled down on the phone before they are kept. */
export const PHOTO_MAX_EDGE = 2048;
export { PENDING_PHOTO_PREFIX as PENDING_PREFIX } from '../device-backend/public-projection';
import { PENDING_PHOTO_PREFIX as PENDING_PREFIX } from '../device-backend/public-projection';
import { byCodeUnits } from '@/lib/compare';
export const DEVICE_FILE_PREFIX = '/device-files/';

export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}

/** Pure: the size to store an image at, keeping its aspect ratio and never enlarging it. */
export function scaledSize(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Pure: only files whose type starts with 'image/' are accepted. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** Pure: how many of `incoming` still fit next to `existing` photos. */
export function photosThatFit(existing: number, incoming: number, max = MAX_PHOTOS): number {
  return Math.max(0, Math.min(incoming, max - existing));
}

/** Checks and shrinks a picked photo: refuses non-images and unreadable files, scales large ones to 2048 px. */
export async function preparePhoto(file: File): Promise<Blob> {
  if (!isImageFile(file)) throw new PhotoRefusedError(`"${file.name}" is not an image. Only image files can be uploaded.`);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoRefusedError(`"${file.name}" could not be read as an image.`);
  }
  const size = scaledSize(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = new OffscreenCanvas(size.width, size.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.86 });
}

/** Keeps the photo on the device until it is uploaded; returns the URL to store in the document meanwhile. */
export async function queuePhotoUpload(portal: Portal, owner: { collection: PendingUpload['ownerCollection']; id: string }, photoId: string, blob: Blob): Promise<string> {
  await portal.syncStore.uploads.put({
    id: photoId, ownerCollection: owner.collection, ownerId: owner.id, contentType: blob.type || 'image/jpeg', blob,
    createdAt: new Date().toISOString(), lastError: null,
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

/** Pure: the document's photo list with one photo's URL replaced. */
export function withPhotoUrl<T extends { id: string; url: string | null }>(photos: T[], photoId: string, url: string): T[] {
  return photos.map((p) => (p.id === photoId ? { ...p, url } : p));
}

/** Stores a photo's bytes where the backend keeps files and returns its URL (device backend or Firebase Storage). */
export type StoreFile = (upload: PendingUpload, onProgress: (fraction: number) => void) => Promise<string>;

/** Device-only mode: files live in the device backend; the service worker serves them at /device-files/{id}. */
export function deviceFileStore(backend: DeviceBackend): StoreFile {
  return async (upload, onProgress) => {
    await backend.db.files.put({ id: upload.id, blob: upload.blob, contentType: upload.contentType });
    onProgress(1);
    return `${DEVICE_FILE_PREFIX}${upload.id}`;
  };
}

/** A queued photo whose document never came to reference it (an interrupted save) is dropped after this long. */
export const ORPHAN_UPLOAD_AFTER_MS = 60_000;

/** Pure: whether a document's photo list still waits for this photo (references its pending URL). */
export function referencesPending(photos: ReadonlyArray<{ url: string | null }> | undefined, photoId: string): boolean {
  return Boolean(photos?.some((p) => p.url === `${PENDING_PREFIX}${photoId}`));
}

/**
 * Uploads one photo. Saves queue the blob before the document that references it is written, so a photo whose
 * document does not reference it (yet) is left waiting ('waiting'), and dropped once it is clearly orphaned.
 */
async function uploadOne(portal: Portal, storeFile: StoreFile, upload: PendingUpload, nowMs: number): Promise<'done' | 'waiting'> {
  const photos =
    upload.ownerCollection === 'submissions'
      ? (await portal.db.submissions.findOne(upload.ownerId).exec())?.photos
      : (await portal.db.boats.findOne(upload.ownerId).exec())?.images;
  if (!referencesPending(photos, upload.id)) {
    if (nowMs - Date.parse(upload.createdAt) < ORPHAN_UPLOAD_AFTER_MS) return 'waiting';
    logError('photo upload', new Error(`Dropping photo ${upload.id}: ${upload.ownerCollection}/${upload.ownerId} does not reference it`));
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
  const online$ =
    typeof window === 'undefined'
      ? of(true)
      : merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(map(() => navigator.onLine), startWith(navigator.onLine));
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
      do {
        again = false;
        waiting = false;
        failed = false;
        const queued = (await portal.syncStore.uploads.orderBy('id').toArray()).sort((a, b) => byCodeUnits(a.createdAt, b.createdAt));
        for (const upload of queued) {
          if (typeof navigator !== 'undefined' && !navigator.onLine) return;
          try {
            if ((await uploadOne(portal, storeFile, upload, Date.now())) === 'waiting') waiting = true;
          } catch (error) {
            failed = true;
            logError('photo upload', error);
            setProgress(upload.id, null);
            const message = error instanceof Error ? error.message : String(error);
            reportSyncProblem(`A photo could not be uploaded yet (it is kept on this device): ${message}`);
            if (upload.lastError !== message) await portal.syncStore.uploads.update(upload.id, { lastError: message });
          }
        }
      } while (again);
      failures = failed ? failures + 1 : 0;
      if (failed) later(uploadRetryDelayMs(failures));
      // A photo queued just before its document is written: look again shortly.
      else if (waiting) later(1_000);
    } finally {
      running = false;
    }
  };
  let stopped = false;
  let wasOnline = true;
  const sub: Subscription = combineLatest([online$, portal.syncStore.uploads$()]).subscribe(([online, uploads]) => {
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

/** Reads a stored photo's bytes: a pending one from the sync store, an uploaded device file from the device backend. */
async function photoBlob(url: string, store: SyncStore | null, backend: () => Promise<DeviceBackend>): Promise<Blob | null> {
  if (url.startsWith(PENDING_PREFIX)) return (await store?.uploads.get(url.slice(PENDING_PREFIX.length)))?.blob ?? null;
  if (url.startsWith(DEVICE_FILE_PREFIX)) return (await (await backend()).db.files.get(url.slice(DEVICE_FILE_PREFIX.length)))?.blob ?? null;
  return null;
}

/** A displayable src for any stored photo URL (object URLs for photos kept on this device). */
export function usePhotoSrc(url: string | null | undefined, store: SyncStore | null = null): string | undefined {
  const [src, setSrc] = useState<string | undefined>(url && !url.startsWith(PENDING_PREFIX) && !url.startsWith(DEVICE_FILE_PREFIX) ? url : undefined);
  useEffect(() => {
    if (!url) return setSrc(undefined);
    if (!url.startsWith(PENDING_PREFIX) && !url.startsWith(DEVICE_FILE_PREFIX)) return setSrc(url);
    let objectUrl: string | undefined;
    let active = true;
    void photoBlob(url, store, async () => (await import('../device-backend/device-backend-client')).getDeviceBackend())
      .then((blob) => {
        if (!active || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch((error: unknown) => logError('photo src', error));
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, store]);
  return src;
}

export interface PendingUploadView {
  id: string;
  ownerCollection: PendingUpload['ownerCollection'];
  ownerId: string;
  progress: number;
  lastError: string | null;
}

/** Live list of photos waiting to upload, with progress and the last error. */
export function usePendingUploads(caller: Caller): LiveResult<PendingUploadView[]> {
  return useDatabaseQuery(
    async () => (await (await import('./portal-client')).openPortal(caller)).syncStore,
    (store) =>
      combineLatest([store.uploads$(), uploadProgress$]).pipe(
        map(([uploads, progress]) =>
          uploads.map((u) => ({ id: u.id, ownerCollection: u.ownerCollection, ownerId: u.ownerId, progress: progress.get(u.id) ?? 0, lastError: u.lastError })),
        ),
      ),
    [caller.uid, caller.role],
  );
}
