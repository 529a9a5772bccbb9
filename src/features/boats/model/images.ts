import type { BoatImage } from '@harbour/domain/schemas/boat';

/** Images in display order (stable for equal orders). */
export function orderedImages(images: readonly BoatImage[]): BoatImage[] {
  return [...images].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The primary image, else the first by display order; null without images. */
export function primaryImage(images: readonly BoatImage[]): BoatImage | null {
  const ordered = orderedImages(images);
  return ordered.find((image) => image.isPrimary) ?? ordered[0] ?? null;
}
