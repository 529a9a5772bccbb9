import type { VitePWAOptions } from 'vite-plugin-pwa';
import { business } from '../../../packages/domain/src/business';
import { SHELL_FILE } from '../prerender/prerendered-pages';
import { isListingPhotoRequest } from '../../data/saved/listing-photo-route';

/** Image caches are bounded so a phone's storage is not eaten by browsing. */
export const IMAGE_CACHE_MAX_ENTRIES = 300;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/*.png', 'robots.txt'],
  manifest: {
    name: business.productName,
    short_name: business.shortName,
    description: business.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    background_color: '#0a1f37',
    theme_color: '#163d69',
    categories: ['shopping', 'travel', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Every navigation offline (and every page after the first visit) is answered with the app shell, which renders
    // from this device's data; the prerendered pages (scripts/vite-prerender.ts) are for first visits, not precached.
    navigateFallback: `/${SHELL_FILE}`,
    navigateFallbackDenylist: [/^\/sitemap\.xml$/, /^\/robots\.txt$/, /^\/media\//, /^\/feeds\//],
    globPatterns: ['**/*.{js,css,svg,woff2}', SHELL_FILE, 'icons/*.png'],
    cleanupOutdatedCaches: true,
    // Take control of the open page on first install so the first visit already caches what it shows.
    clientsClaim: true,
    runtimeCaching: [
      {
        // Boat photos and blog covers: bundled demo media and uploaded photos (Firebase Storage).
        urlPattern: isListingPhotoRequest,
        handler: 'CacheFirst',
        options: {
          cacheName: 'listing-images',
          expiration: {
            maxEntries: IMAGE_CACHE_MAX_ENTRIES,
            maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [0, 200] },
          plugins: [
            {
              // A photo kept for a saved boat (src/data/saved/photo-cache.ts) answers when this bounded cache has
              // forgotten it or never had it: saved boats show their photos offline. The name is written out: this
              // function is copied into sw.js as text.
              cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
                cachedResponse ??
                (await caches.match(request, { cacheName: 'saved-boat-photos', ignoreVary: true })) ??
                null,
            },
          ],
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/media/video/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'hero-media',
          expiration: { maxEntries: 4, purgeOnQuotaError: true },
          rangeRequests: true,
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
  devOptions: { enabled: false },
};
