import { describe, expect, it } from 'vitest';
import {
  keepPhotosOffline,
  offlinePhotoUrls,
  onPhotosKept,
  photosOffline,
  releasePhotos,
  SEEN_PHOTOS_CACHE,
} from './photo-cache';

/** The Cache API as far as these functions use it, in memory. */
function fakeCaches(): CacheStorage & { stores: Map<string, Map<string, Response>> } {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url),
      put: async (url: string, response: Response) => void store.set(url, response),
      delete: async (url: string) => store.delete(url),
    } as unknown as Cache;
  };
  return { stores, open } as unknown as CacheStorage & { stores: Map<string, Map<string, Response>> };
}

describe('offlinePhotoUrls', () => {
  it('every width of a generated photo, an uploaded photo as it is, nothing already on the device', () => {
    expect(
      offlinePhotoUrls([
        { url: '/media/boats/a-960.webp' },
        { url: 'https://firebasestorage.googleapis.com/v0/b/x/o/p.jpg?alt=media' },
        { url: 'blob:https://harbour.example/f1' },
        { url: '/media/boats/a-960.webp' },
      ]),
    ).toEqual([
      '/media/boats/a-960.webp',
      '/media/boats/a-480.webp',
      '/media/boats/a-1600.webp',
      'https://firebasestorage.googleapis.com/v0/b/x/o/p.jpg?alt=media',
    ]);
  });
});

describe('keeping photos offline', () => {
  it('downloads what is missing once, says what could not be kept, and a photo seen before counts', async () => {
    const caches = fakeCaches();
    const asked: string[] = [];
    const fetchFn = async (url: string) => {
      asked.push(url);
      if (url.includes('broken')) throw new TypeError('Failed to fetch');
      return new Response('img', { status: 200 });
    };
    expect(await keepPhotosOffline(['/a.webp', '/broken.webp'], caches, fetchFn)).toBe(1);
    expect(await keepPhotosOffline(['/a.webp'], caches, fetchFn)).toBe(0);
    expect(asked.filter((u) => u === '/a.webp')).toHaveLength(1);
    expect(await photosOffline(['/a.webp'], caches)).toBe(true);
    expect(await photosOffline(['/a.webp', '/broken.webp'], caches)).toBe(false);
    await (await caches.open(SEEN_PHOTOS_CACHE)).put('/seen.webp', new Response('img'));
    expect(await photosOffline(['/a.webp', '/seen.webp'], caches)).toBe(true);
  });

  it('an error answer is not kept', async () => {
    const caches = fakeCaches();
    expect(await keepPhotosOffline(['/x.webp'], caches, async () => new Response('', { status: 404 }))).toBe(1);
    expect(await photosOffline(['/x.webp'], caches)).toBe(false);
  });

  it('releasing keeps the photos another saved boat uses; listeners hear of each change', async () => {
    const caches = fakeCaches();
    let heard = 0;
    const stop = onPhotosKept(() => heard++);
    await keepPhotosOffline(['/a.webp', '/b.webp'], caches, async () => new Response('img'));
    expect(heard).toBe(1);
    await keepPhotosOffline(['/a.webp'], caches, async () => new Response('img'));
    expect(heard).toBe(1);
    await releasePhotos(['/a.webp', '/b.webp'], ['/b.webp'], caches);
    expect(heard).toBe(2);
    stop();
    expect(await photosOffline(['/a.webp'], caches)).toBe(false);
    expect(await photosOffline(['/b.webp'], caches)).toBe(true);
  });

  it('without the Cache API nothing is kept and nothing claims to be offline', async () => {
    expect(await keepPhotosOffline(['/a.webp'], undefined)).toBe(1);
    expect(await photosOffline(['/a.webp'], undefined)).toBe(false);
  });
});
