/* Device-only mode: photos and listing documents uploaded on this device live in the device backend's IndexedDB
 * ('files' store of 'harbour-device-backend'). This service worker snippet serves them at /device-files/{id} so every
 * page, public or portal, can show a photo with a plain <img> and link a public document, online or offline.
 * Imported by the generated sw.js. Only as images or PDFs, never sniffed: a file stored with another type (text/html
 * on this origin would be a page with the site's rights) is not served. A PDF only while its listing has it public
 * (the device backend keeps `visibility` as the listing says), or asked for with its token, which the device backend
 * gives only to whom may read it (src/data/device-backend/document-files.ts), as Firebase Storage's download URLs. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const PDF = 'application/pdf';
// An image is shown sandboxed; a PDF is not, as the browser's PDF viewer does not open in a sandboxed document.
const IMAGE_HEADERS = { 'Content-Security-Policy': "default-src 'none'; sandbox" };
const PDF_HEADERS = { 'Content-Disposition': 'inline' };
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/device-files/')) return;
  const id = decodeURIComponent(url.pathname.slice('/device-files/'.length));
  const token = url.searchParams.get('token');
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
          const pdf = type === PDF && (file.visibility === 'public' || (!!token && token === file.token));
          if (!IMAGE_TYPES.includes(type) && !pdf) return notFound();
          resolve(
            new Response(file.blob, {
              headers: {
                'Content-Type': type,
                'Cache-Control': 'no-store',
                'X-Content-Type-Options': 'nosniff',
                ...(pdf ? PDF_HEADERS : IMAGE_HEADERS),
              },
            }),
          );
        };
      };
    }),
  );
});
