import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { isLive, replicationFields } from './replication';

/**
 * Finding 5: an approved submission's photos become the listing's own. Approval (on the admin's device, possibly
 * offline) makes a draft listing whose images still point into the owner's submission folder; the boat trigger copies
 * each into boats/{boatId}/{photoId} and points the listing there, so nothing the owner does to their folder later
 * can change or break a listing (storage.rules also stops the owner deleting once the submission is decided).
 */

/** A Storage object a download URL points to: `{origin}/v0/b/{bucket}/o/{path, encoded}?alt=media&token=…`. */
export interface StorageObjectRef {
  origin: string;
  bucket: string;
  path: string;
}

const DOWNLOAD_URL =
  /^(https:\/\/firebasestorage\.googleapis\.com|http:\/\/127\.0\.0\.1:\d{1,5})\/v0\/b\/([A-Za-z0-9._-]+)\/o\/([^?#]+)\?alt=media&token=[A-Za-z0-9-]{1,64}$/;
/** submissions/{uid}/{submissionId}/{photoId}: the only layout the upload rules allow there. */
const SUBMISSION_PHOTO = /^submissions\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Pure: the object a download URL of Firebase Storage (or the local Storage endpoint) names, or null. */
export function storageObjectOf(url: unknown): StorageObjectRef | null {
  if (typeof url !== 'string' || url.length > 1000) return null;
  const match = DOWNLOAD_URL.exec(url);
  if (!match) return null;
  let path: string;
  try {
    path = decodeURIComponent(match[3]!);
  } catch {
    return null;
  }
  return { origin: match[1]!, bucket: match[2]!, path };
}

/** Pure: the download URL of an object with the given token (the form the web SDK's getDownloadURL returns). */
export function downloadUrlOf(object: StorageObjectRef, token: string): string {
  return `${object.origin}/v0/b/${object.bucket}/o/${encodeURIComponent(object.path)}?alt=media&token=${token}`;
}

export interface PhotoCopy {
  imageId: string;
  /** The URL the listing has now (replaced only if the listing still has it once the copy is made). */
  fromUrl: string;
  from: StorageObjectRef;
  to: StorageObjectRef;
}

/**
 * Pure: the listing's images that still live in a submission folder of `bucket`, and where each goes
 * (boats/{boatId}/{imageId}, same bucket and endpoint). Anything else (the listing's own uploads, a device's
 * pending photo, another bucket, a malformed entry) is left as it is.
 */
export function photosToCopy(boatId: string, images: unknown, bucket: string): PhotoCopy[] {
  if (!PLAIN_ID.test(boatId) || !Array.isArray(images)) return [];
  const copies: PhotoCopy[] = [];
  for (const image of images as unknown[]) {
    if (typeof image !== 'object' || image === null) continue;
    const { id, url } = image as { id?: unknown; url?: unknown };
    if (typeof id !== 'string' || !PLAIN_ID.test(id)) continue;
    const from = storageObjectOf(url);
    if (!from || from.bucket !== bucket || !SUBMISSION_PHOTO.test(from.path)) continue;
    copies.push({ imageId: id, fromUrl: url as string, from, to: { ...from, path: `boats/${boatId}/${id}` } });
  }
  return copies;
}

/** Pure: the images with each copied photo pointing at its copy, where the entry still has the URL it was copied from. */
export function withCopiedUrls(
  images: unknown,
  copied: ReadonlyMap<string, { fromUrl: string; url: string }>,
): unknown {
  if (!Array.isArray(images)) return images;
  return (images as unknown[]).map((image) => {
    if (typeof image !== 'object' || image === null) return image;
    const entry = image as { id?: unknown; url?: unknown };
    const copy = typeof entry.id === 'string' ? copied.get(entry.id) : undefined;
    return copy && entry.url === copy.fromUrl ? { ...entry, url: copy.url } : image;
  });
}

/** What copying needs from Storage: copy an object within its bucket under a new download token. */
export interface PhotoStore {
  bucket: string;
  copy(from: StorageObjectRef, toPath: string, token: string): Promise<void>;
}

/**
 * Copies the boat's submission photos into its own folder and points its images at the copies (one transaction, so
 * an admin's edit in between keeps its own change: only an image still holding the old URL is replaced). True when
 * the boat was rewritten (its trigger runs again and projects the new URLs). A photo that cannot be copied is logged
 * and keeps its submission URL (the owner can no longer delete it); the next write of the boat tries again.
 */
export async function moveListingPhotos(
  db: Firestore,
  store: PhotoStore,
  boatId: string,
  data: Record<string, unknown> | null,
  log: (message: string, error: unknown) => void = () => {},
): Promise<boolean> {
  if (!isLive(data)) return false;
  const copies = photosToCopy(boatId, data.images, store.bucket);
  if (copies.length === 0) return false;
  const copied = new Map<string, { fromUrl: string; url: string }>();
  for (const photo of copies) {
    const token = randomUUID();
    try {
      await store.copy(photo.from, photo.to.path, token);
      copied.set(photo.imageId, { fromUrl: photo.fromUrl, url: downloadUrlOf(photo.to, token) });
    } catch (error) {
      log(`Listing ${boatId}: photo ${photo.imageId} could not be copied into the listing's folder`, error);
    }
  }
  if (copied.size === 0) return false;
  const ref = db.collection('boats').doc(boatId);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() ?? null;
    if (!isLive(current)) return false;
    const images = withCopiedUrls(current.images, copied);
    if (JSON.stringify(images) === JSON.stringify(current.images)) return false;
    tx.update(ref, { images, ...replicationFields(false) });
    return true;
  });
}
