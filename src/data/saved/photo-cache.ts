import type { BoatImage } from '@harbour/domain/schemas/boat';
import { imageSources } from '@harbour/domain/image-sources';

/**
 * The photos of saved boats, kept for offline use in a cache of their own: the service worker's image cache is
 * bounded (it forgets the oldest photos as the visitor browses), this one holds what the visitor chose to keep. The
 * service worker answers an image request from here when its own cache misses (src/app/pwa/pwa-options.ts).
 */
export const SAVED_PHOTOS_CACHE = 'saved-boat-photos';
/** The service worker's cache of photos the visitor has seen (pwa-options.ts). */
export const SEEN_PHOTOS_CACHE = 'listing-images';

/** Photos that are on the device anyway: inline or object URLs. */
const ALWAYS_LOCAL = /^(blob:|data:)/;

/** Pure: every URL the pages may ask for a boat's photos (every width of each: cards, gallery, full screen). */
export function offlinePhotoUrls(images: readonly Pick<BoatImage, 'url'>[]): string[] {
  const urls = images.flatMap(({ url }) => {
    const sources = imageSources(url);
    const all = sources.srcSet ? sources.srcSet.split(', ').map((entry) => entry.split(' ')[0]!) : [];
    return [sources.src, ...all];
  });
  return [...new Set(urls)].filter((url) => !ALWAYS_LOCAL.test(url));
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever photos were kept or let go (the shortlist's "Available offline" checks again). */
export function onPhotosKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const announce = () => listeners.forEach((listener) => listener());

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function download(url: string, fetchFn: Fetch): Promise<Response | null> {
  try {
    const response = await fetchFn(url, { credentials: 'omit' });
    if (response.ok) return response;
  } catch {
    // Another origin without CORS (a storage bucket): an opaque copy is still a photo the page can show.
    try {
      const opaque = await fetchFn(url, { mode: 'no-cors', credentials: 'omit' });
      if (opaque.type === 'opaque') return opaque;
    } catch {
      // offline: counted as missing
    }
  }
  return null;
}

/**
 * Downloads the photos not yet kept. Returns how many are missing after it (0: all offline). Without the Cache API
 * (an old browser, a private window) nothing is kept and every photo counts as missing.
 */
export async function keepPhotosOffline(
  urls: readonly string[],
  cacheStorage: CacheStorage | undefined = globalThis.caches,
  fetchFn: Fetch = (url, init) => fetch(url, init),
): Promise<number> {
  if (!cacheStorage) return urls.length;
  const cache = await cacheStorage.open(SAVED_PHOTOS_CACHE);
  let missing = 0;
  let kept = 0;
  for (const url of urls) {
    if (await cache.match(url, { ignoreVary: true })) continue;
    const response = await download(url, fetchFn);
    if (response) {
      await cache.put(url, response);
      kept++;
    } else missing++;
  }
  if (kept > 0) announce();
  return missing;
}

/** Whether every one of these photos can be shown offline (kept for the shortlist, or seen and still cached). */
export async function photosOffline(
  urls: readonly string[],
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<boolean> {
  if (!cacheStorage) return urls.length === 0;
  const [saved, seen] = await Promise.all([
    cacheStorage.open(SAVED_PHOTOS_CACHE),
    cacheStorage.open(SEEN_PHOTOS_CACHE),
  ]);
  for (const url of urls) {
    const found = (await saved.match(url, { ignoreVary: true })) ?? (await seen.match(url, { ignoreVary: true }));
    if (!found) return false;
  }
  return true;
}

/** Lets go of photos kept for a boat taken off the shortlist, except those another saved boat still uses. */
export async function releasePhotos(
  urls: readonly string[],
  stillKept: readonly string[],
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!cacheStorage) return;
  const cache = await cacheStorage.open(SAVED_PHOTOS_CACHE);
  const keep = new Set(stillKept);
  await Promise.all(urls.filter((url) => !keep.has(url)).map((url) => cache.delete(url, { ignoreVary: true })));
  announce();
}
