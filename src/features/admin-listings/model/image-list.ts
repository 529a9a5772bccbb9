import type { BoatImage } from '@harbour/domain/schemas/boat';
import { MAX_LISTING_IMAGES } from './listing-form';
import { PENDING_PREFIX } from '@/data/portal/photo-rules';

/** An image in the editor: stored ones have a URL; new ones also carry the prepared blob until saved. */
export interface EditorImage {
  id: string;
  url: string;
  isPrimary: boolean;
  displayOrder: number;
  /** Present for photos picked in this editing session (not yet queued). */
  blob?: Blob;
}

/** Pure: display order 0..n-1 in list order and exactly one primary (the marked one, else the first). */
export function normalizeImages<T extends EditorImage | BoatImage>(images: readonly T[]): T[] {
  const primaryId = images.find((i) => i.isPrimary)?.id ?? images[0]?.id;
  return images.map((image, index) => ({ ...image, displayOrder: index, isPrimary: image.id === primaryId }));
}

/** Stored images in display order, normalised, for the editor. */
export function editorImages(images: readonly BoatImage[]): EditorImage[] {
  return normalizeImages(
    [...images]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map(({ id, url, isPrimary, displayOrder }) => ({ id, url, isPrimary, displayOrder })),
  );
}

/** Pure: appends what fits under the cap; says how many were refused. */
export function addImages(
  images: readonly EditorImage[],
  incoming: readonly EditorImage[],
  max = MAX_LISTING_IMAGES,
): { images: EditorImage[]; refused: number } {
  const room = Math.max(0, max - images.length);
  const taken = incoming.slice(0, room);
  return {
    images: normalizeImages([...images, ...taken.map((i) => ({ ...i, isPrimary: false }))]),
    refused: incoming.length - taken.length,
  };
}

export function makePrimary(images: readonly EditorImage[], id: string): EditorImage[] {
  if (!images.some((i) => i.id === id)) return [...images];
  return normalizeImages(images.map((i) => ({ ...i, isPrimary: i.id === id })));
}

/** Removing the primary makes the first remaining image primary. */
export function removeImage(images: readonly EditorImage[], id: string): EditorImage[] {
  return normalizeImages(images.filter((i) => i.id !== id));
}

/** Moves the image at `from` to `to` (indexes clamped); the primary mark stays on its image. */
export function moveImage(images: readonly EditorImage[], from: number, to: number): EditorImage[] {
  if (from < 0 || from >= images.length) return [...images];
  const target = Math.max(0, Math.min(images.length - 1, to));
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return normalizeImages(next);
}

/** The boat's images as stored: without blobs. */
export function toBoatImages(images: readonly EditorImage[]): BoatImage[] {
  return normalizeImages(images).map(({ id, url, isPrimary, displayOrder }) => ({ id, url, isPrimary, displayOrder }));
}

/**
 * Saving an editor snapshot must not bring back a 'pending:' URL the uploader has already replaced
 * in the stored document meanwhile: a stored URL that is no longer pending wins for the same image id.
 */
export function reconcileUrls(
  edited: readonly BoatImage[],
  stored: readonly BoatImage[],
  pendingPrefix = PENDING_PREFIX,
): BoatImage[] {
  const storedUrl = new Map(stored.map((i) => [i.id, i.url]));
  return edited.map((i) => {
    const url = storedUrl.get(i.id);
    return i.url.startsWith(pendingPrefix) && url !== undefined && !url.startsWith(pendingPrefix) ? { ...i, url } : i;
  });
}
