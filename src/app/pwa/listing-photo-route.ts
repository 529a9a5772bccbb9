/**
 * The service worker's route for listing photos and blog covers: an image under /media/ (the site's own), or a stored
 * upload, i.e. a Storage download address (`/v0/b/{bucket}/o/{path}?alt=media`), on Firebase Storage's host in
 * production or the local Storage endpoint: matched by its shape, not its host, so a photo an admin uploaded is kept
 * for offline wherever it is stored. Self-contained: workbox copies this function into sw.js as text.
 */
export function isListingPhotoRequest({ url, request }: { url: URL; request: { destination: string } }): boolean {
  return (
    request.destination === 'image' &&
    (url.pathname.startsWith('/media/') ||
      (url.pathname.startsWith('/v0/b/') && url.pathname.includes('/o/') && url.searchParams.get('alt') === 'media'))
  );
}
