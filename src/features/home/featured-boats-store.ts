import { createSmallStore, useSmallStore } from '@/lib/small-store';
import type { FeaturedBoat } from './featured-boats';

/**
 * The home page's featured listings, with no database on its way (src/lib/budgets.ts, budgets.spec.ts):
 * - the page's renderer (the `preview` function, from the live listings) picks them, renders them into the home page and puts the same list in the page as JSON
 *   (FEATURED_BOATS_ID), which hydration reads back: the markup matches by construction;
 * - a page without that list (the app shell a returning device's service worker answers with, or the shell the
 *   function falls back to): the section loads them after hydration (load-featured-boats.ts).
 * Small on purpose: the home page's JS budget has little room.
 */
export const FEATURED_BOATS_ID = 'featured-boats';

/** The list the page was rendered with: provided at build, else read once from the page (the build's own JSON). */
const featured = createSmallStore<FeaturedBoat[]>(
  () => JSON.parse(globalThis.document?.getElementById(FEATURED_BOATS_ID)?.textContent || '[]') as FeaturedBoat[],
  { server: (): FeaturedBoat[] => featured.get() },
);

/** The build (before rendering '/'), and the loader once the listings have arrived. */
export function provideFeaturedBoats(given: FeaturedBoat[]): void {
  featured.set(given);
}

/** The featured listings; the same on the server and in hydration (both read the list the page was rendered with). */
export const useFeaturedBoats = () => useSmallStore(featured);
