/* Device-only mode: photos uploaded on this device live in the device backend's IndexedDB ('files' store of
 * 'harbour-device-backend'). This service worker snippet serves them at /device-files/{id} so every page,
 * public or portal, can show them with a plain <img>, online or offline. Imported by the generated sw.js.
 * Only as images, never sniffed, never run: a file stored with another type (text/html on this origin would be a
 * page with the site's rights) is not served. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/device-files/')) return;
  const id = decodeURIComponent(url.pathname.slice('/device-files/'.length));
  event.respondWith(
    new Promise((resolve) => {
      const notFound = () => resolve(new Response('Not found', { status: 404 }));
      const open = indexedDB.open('harbour-device-backend');
      open.onerror = notFound;
      open.onupgradeneeded = () => open.transaction.abort();
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('files')) {
          db.close();
          return notFound();
        }
        const get = db.transaction('files', 'readonly').objectStore('files').get(id);
        get.onerror = notFound;
        get.onsuccess = () => {
          db.close();
          const file = get.result;
          if (!file || !file.blob) return notFound();
          const type = file.contentType || file.blob.type;
          if (!IMAGE_TYPES.includes(type)) return notFound();
          resolve(
            new Response(file.blob, {
              headers: {
                'Content-Type': type,
                'Cache-Control': 'no-store',
                'X-Content-Type-Options': 'nosniff',
                'Content-Security-Policy': "default-src 'none'; sandbox",
              },
            }),
          );
        };
      };
    }),
  );
});
