import { describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa-options';
import { isListingPhotoRequest } from '@/data/saved/listing-photo-route';
import { SAVED_PHOTOS_CACHE, SEEN_PHOTOS_CACHE } from '@/data/saved/photo-cache';

describe('the service worker and the shortlist agree on their photo caches', () => {
  it('photos are cached where the shortlist looks, and a kept photo answers when that cache misses', async () => {
    const photos = pwaOptions.workbox!.runtimeCaching!.find((r) => r.options?.cacheName === SEEN_PHOTOS_CACHE);
    expect(photos).toBeDefined();
    const [plugin] = photos!.options!.plugins!;
    // Copied into sw.js as text: the cache's name must be written out in it.
    expect(String(plugin!.cachedResponseWillBeUsed)).toMatch(new RegExp(`['"]${SAVED_PHOTOS_CACHE}['"]`));
    const kept = new Response('kept');
    const seen = new Response('seen');
    const match = async (_request: unknown, options: { cacheName: string }) =>
      options.cacheName === SAVED_PHOTOS_CACHE ? kept : undefined;
    const previous = globalThis.caches;
    Object.defineProperty(globalThis, 'caches', { value: { match }, configurable: true });
    try {
      const answer = plugin!.cachedResponseWillBeUsed!;
      const args = { request: new Request('http://x/media/a-960.webp'), cacheName: SEEN_PHOTOS_CACHE } as never;
      expect(await answer({ ...(args as object), cachedResponse: seen } as never)).toBe(seen);
      expect(await answer({ ...(args as object), cachedResponse: undefined } as never)).toBe(kept);
    } finally {
      Object.defineProperty(globalThis, 'caches', { value: previous, configurable: true });
    }
  });

  it("photos are kept wherever they are stored: the site's /media/ and Storage download addresses on any host", () => {
    const photos = pwaOptions.workbox!.runtimeCaching!.find((r) => r.options?.cacheName === SEEN_PHOTOS_CACHE);
    expect(photos!.urlPattern).toBe(isListingPhotoRequest);
    const image = (href: string, destination = 'image') =>
      isListingPhotoRequest({ url: new URL(href), request: { destination } });
    expect(image('https://harbour.example/media/boats/a-960.webp')).toBe(true);
    expect(image('https://firebasestorage.googleapis.com/v0/b/bucket/o/boats%2Fb1%2Fp1?alt=media&token=t')).toBe(true);
    // The local Storage endpoint (npm start, the tests): seen missing offline when only the production host matched.
    expect(image('http://127.0.0.1:9199/v0/b/bucket/o/boats%2Fb1%2Fp1?alt=media&token=t')).toBe(true);
    expect(image('http://127.0.0.1:9199/v0/b/bucket/o/boats%2Fb1%2Fp1')).toBe(false);
    expect(image('https://harbour.example/assets/logo.svg')).toBe(false);
    expect(image('https://harbour.example/media/boats/a-960.webp', 'script')).toBe(false);
    expect(image('http://127.0.0.1:9199/v0/b/bucket/o/blog%2Fpost-1%2Fcover?alt=media&token=t')).toBe(true);
  });

  it("finding N15: an owner's submission photo or a boat's document is never kept in the shared cache", () => {
    const image = (href: string) => isListingPhotoRequest({ url: new URL(href), request: { destination: 'image' } });
    expect(image('https://firebasestorage.googleapis.com/v0/b/bucket/o/submissions%2Fu1%2Fs1%2Fp1?alt=media')).toBe(
      false,
    );
    expect(
      image('https://firebasestorage.googleapis.com/v0/b/bucket/o/boats%2Fb1%2Fdocuments%2Fsurvey?alt=media'),
    ).toBe(false);
    expect(image('https://firebasestorage.googleapis.com/v0/b/bucket/o/%E0%A4%A?alt=media')).toBe(false);
  });
});
