import { SEEN_PHOTOS_CACHE } from './photo-cache';
import { isListingPhotoRequest } from './listing-photo-route';

type CacheStorageLike = Pick<CacheStorage, 'has' | 'open'>;

/**
 * Deletes from the service worker's photo cache every entry its route would not keep today: an owner's submission
 * photo or a document an older version cached (finding N15; the cache outlives the session by 30 days). Returns how
 * many went.
 */
export async function forgetPrivatePhotos(storage: CacheStorageLike | undefined = globalThis.caches): Promise<number> {
  if (!storage || !(await storage.has(SEEN_PHOTOS_CACHE))) return 0;
  const cache = await storage.open(SEEN_PHOTOS_CACHE);
  const gone = (await cache.keys()).filter(
    (request) => !isListingPhotoRequest({ url: new URL(request.url), request: { destination: 'image' } }),
  );
  await Promise.all(gone.map((request) => cache.delete(request)));
  return gone.length;
}
