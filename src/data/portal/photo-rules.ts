/** Pure rules about photos: limits, sizes and the URLs a photo has before and after it is stored. */
import { PENDING_PHOTO_PREFIX } from '@harbour/domain/boats/public-listing';

export const MAX_PHOTOS = 10;
/** Longest side of a stored photo: camera photos are scaled down on the phone before they are kept. */
export const PHOTO_MAX_EDGE = 2048;
/** URL of a photo kept on this device until it is uploaded: `pending:{photo id}` (one prefix, the functions' too). */
export const PENDING_PREFIX = PENDING_PHOTO_PREFIX;
/** A whole `pending:{photo id}` address, its id as photo ids are (firestore.rules ownPhotoPattern says the same). */
export const PENDING_PHOTO_URL = /^pending:[A-Za-z0-9_-]{1,64}$/;
/** A queued photo whose document never came to reference it (an interrupted save) is dropped after this long. */
export const ORPHAN_UPLOAD_AFTER_MS = 60_000;

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
