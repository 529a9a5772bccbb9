/** Pure rules about photos: limits, sizes and the URLs a photo has before and after it is stored. */
import { PENDING_PHOTO_PREFIX } from '../boats/public-listing';

export const MAX_PHOTOS = 10;
/** Longest side of a stored photo: camera photos are scaled down on the phone before they are kept. */
export const PHOTO_MAX_EDGE = 2048;
/** URL of a photo kept on this device until it is uploaded: `pending:{photo id}` (one prefix, the functions' too). */
export const PENDING_PREFIX = PENDING_PHOTO_PREFIX;
/** A whole `pending:{photo id}` address, its id as photo ids are (firestore.rules ownPhotoPattern says the same). */
export const PENDING_PHOTO_URL = /^pending:[A-Za-z0-9_-]{1,64}$/;
/** URL of a file stored by the device backend (device-only mode), served by the service worker. */
export const DEVICE_FILE_PREFIX = '/device-files/';
/** A queued photo whose document never came to reference it (an interrupted save) is dropped after this long. */
export const ORPHAN_UPLOAD_AFTER_MS = 60_000;

/** The Storage hosts a stored photo's download URL may have: Firebase's, and the local Storage endpoint's. */
const STORAGE_HOSTS = '(https://firebasestorage[.]googleapis[.]com|http://127[.]0[.]0[.]1:9199)';
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Pure: whether an owner's submission photo may point here (finding 4; firestore.rules ownPhotoPattern): the upload
 * queue ('pending:{id}'), or a Storage download URL in the owner's own folder
 * submissions/{uid}/{submissionId}/. Approval copies these into the public listing. In device-only mode the photo
 * store's own addresses (/device-files/) are the stored ones.
 */
export function isOwnPhotoUrl(url: unknown, uid: string, submissionId: string, deviceFiles = false): boolean {
  if (typeof url !== 'string' || url.length > 600 || !PLAIN_ID.test(submissionId)) return false;
  if (PENDING_PHOTO_URL.test(url)) return true;
  if (deviceFiles && url.startsWith(DEVICE_FILE_PREFIX) && !url.includes('..')) return true;
  const folder = `submissions%2F${uid}%2F${submissionId}%2F`;
  return new RegExp(
    `^${STORAGE_HOSTS}/v0/b/[A-Za-z0-9._-]+/o/${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9_-]{1,64}[?]alt=media&token=[A-Za-z0-9-]{1,64}$`,
  ).test(url);
}

/**
 * Pure: whether a submission's photo list (as the server holds it: anything) lists this photo id. Storage takes an
 * owner's upload only for a photo its open submission lists (storage.rules listsPhotoId, finding 5).
 */
export function listsPhoto(photos: unknown, photoId: string): boolean {
  return (
    Array.isArray(photos) &&
    photos.some((p: unknown) => typeof p === 'object' && p !== null && (p as { id?: unknown }).id === photoId)
  );
}

/** Pure: whether a URL is a photo still waiting on this device (not on the server yet). */
export function isPendingPhoto(url: string | null | undefined): boolean {
  return Boolean(url?.startsWith(PENDING_PREFIX));
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

/** Pure: the document's photo list with one photo's URL replaced. */
export function withPhotoUrl<T extends { id: string; url: string | null }>(
  photos: T[],
  photoId: string,
  url: string,
): T[] {
  return photos.map((p) => (p.id === photoId ? { ...p, url } : p));
}

/** Pure: whether a document's photo list still waits for this photo (references its pending URL). */
export function referencesPending(photos: ReadonlyArray<{ url: string | null }> | undefined, photoId: string): boolean {
  return Boolean(photos?.some((p) => p.url === `${PENDING_PREFIX}${photoId}`));
}
