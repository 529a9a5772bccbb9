import { describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa-options';
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
});
