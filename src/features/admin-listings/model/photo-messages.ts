import { MAX_PHOTOS } from '@/data/portal/photo-rules';

// What the image manager tells the broker about the photos they drop, pick, move and remove: refusals as toasts,
// the rest said by the screen reader's announcer.

/** Pure: how many more photos the listing takes, with those already being prepared counted. */
export function photoRoom(current: number, preparing: number): number {
  return Math.max(0, MAX_PHOTOS - current - preparing);
}

/** Pure: the refusal of files that are not images, named. */
export function notImagesText(names: readonly string[]): string {
  return `${names.map((name) => `"${name}"`).join(', ')}: only image files can be uploaded.`;
}

/** Pure: the refusal of the photos past the listing's limit. */
export function overLimitText(notAdded: number): string {
  return `A listing can have at most ${MAX_PHOTOS} images. ${notAdded === 1 ? '1 image was' : `${notAdded} images were`} not added.`;
}

/** Pure: photos added, and how many the listing now has. */
export function addedText(added: number, total: number): string {
  return `${added} image${added === 1 ? '' : 's'} added. ${total} of ${MAX_PHOTOS}.`;
}

/** Pure: a photo moved (positions from 0). */
export function movedText(to: number, count: number): string {
  return `Image moved to position ${to + 1} of ${count}.`;
}

/** Pure: a photo made the primary one (positions from 0). */
export function madePrimaryText(index: number): string {
  return `Image ${index + 1} is now the primary image.`;
}

/** Pure: a photo removed (positions from 0). */
export function removedText(index: number): string {
  return `Image ${index + 1} removed.`;
}
