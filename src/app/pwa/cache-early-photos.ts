import { SEEN_PHOTOS_CACHE } from '@/data/saved/photo-cache';
import { isListingPhotoRequest } from '@/data/saved/listing-photo-route';

/** How the page asked for a photo: an <img>, a preload of the first screen's photo (<link>), or a CSS background. */
const SHOWN = ['img', 'link', 'css'];

/** Pure: the photos among the page's resources (boat photos and covers: /media/ but not video; uploaded photos). */
export function earlyPhotoUrls(entries: readonly { name: string; initiatorType: string }[], origin: string): string[] {
  const photos = entries.flatMap(({ name, initiatorType }) => {
    if (!SHOWN.includes(initiatorType)) return [];
    try {
      const url = new URL(name);
      if (!isListingPhotoRequest({ url, request: { destination: 'image' } })) return [];
      // Ours under /media/ but not the hero video's; stored uploads on their own host.
      const ours = url.origin === origin && !url.pathname.startsWith('/media/video/');
      return ours || !url.pathname.startsWith('/media/') ? [url.href] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(photos)];
}

/**
 * The photos a first visit showed before the service worker took control (its first seconds) were not seen by it, so
 * they would be missing offline: once it controls the page, they go into its photo cache too (from the browser's
 * HTTP cache, usually without a download).
 */
export async function cacheEarlyPhotos(): Promise<number> {
  if (!('caches' in globalThis)) return 0;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const urls = earlyPhotoUrls(entries, location.origin);
  const cache = await caches.open(SEEN_PHOTOS_CACHE);
  let kept = 0;
  for (const url of urls) {
    if (await cache.match(url, { ignoreVary: true })) continue;
    try {
      const response = await fetch(url, { credentials: 'omit' });
      if (response.ok) {
        await cache.put(url, response);
        kept++;
      }
    } catch {
      // Offline already: nothing to keep now.
    }
  }
  return kept;
}
