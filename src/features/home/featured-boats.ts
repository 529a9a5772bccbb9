import type { Boat } from '@harbour/domain/schemas/boat';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { boatLengthLabel } from '@harbour/domain/boats/boat-units';
import { byCodeUnits } from '@/lib/compare';
import { imageSources } from '@harbour/domain/image-sources';
import { jsonInScript } from '@/lib/html-text';
import { FEATURED_BOATS_ID } from './featured-boats-store';

/** How many listings the home page features. */
export const FEATURED_COUNT = 3;

/**
 * A featured listing as the home page shows it, everything already worded (the build and the loader word it, so the
 * home page's own code stays small: src/lib/budgets.ts).
 */
export interface FeaturedBoat {
  id: string;
  title: string;
  /** '$189,000' or 'Price on Request'. */
  price: string;
  /** '42 ft' (the business quotes feet). */
  length: string;
  photo: { src: string; srcSet?: string; alt: string } | null;
}

/** When the listing went on the market: published, else created. */
const listedAt = (boat: Pick<Boat, 'publishedAt' | 'createdAt'>) => boat.publishedAt ?? boat.createdAt;

/**
 * Pure: the newest listings for sale (status active: not under offer, not sold), newest first (ties by id, so the
 * build and every device pick the same), worded for the home page.
 */
export function featuredBoats(boats: readonly Boat[], count = FEATURED_COUNT): FeaturedBoat[] {
  return boats
    .filter((boat) => boat.status === 'active')
    .sort((a, b) => byCodeUnits(listedAt(b), listedAt(a)) || byCodeUnits(a.id, b.id))
    .slice(0, count)
    .map((boat) => {
      const title = boatTitle(boat);
      const ordered = [...(boat.images ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
      const image = ordered.find((i) => i.isPrimary) ?? ordered[0];
      return {
        id: boat.id,
        title,
        price: boatPriceLabel(boat),
        length: boatLengthLabel(boat),
        photo: image ? { ...imageSources(image.url), alt: image.alt ?? title } : null,
      };
    });
}

/**
 * Pure: the home page's HTML with its featured listings as JSON (before the app's start script), the list hydration
 * reads back (featured-boats-store.ts); no text of it can close the script.
 */
export function withFeaturedBoats(html: string, boats: readonly FeaturedBoat[]): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('featured boats: the HTML has no </body>');
  const script = `<script type="application/json" id="${FEATURED_BOATS_ID}">${jsonInScript(boats)}</script>\n  `;
  return html.slice(0, at) + script + html.slice(at);
}
