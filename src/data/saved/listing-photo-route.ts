/**
 * The service worker's route for listing photos and blog covers: an image under /media/ (the site's own), or a stored
 * public upload, i.e. a Storage download address (`/v0/b/{bucket}/o/{path}?alt=media`) of a boat's photo or a blog
 * cover, on Firebase Storage's host in production or the local Storage endpoint: matched by its shape, not its host,
 * so a photo an admin uploaded is kept for offline wherever it is stored. Never an owner's submission photo or a
 * boat's document (finding N15: the cache outlives the session, 30 days, and a shared phone's next user could read
 * it); src/data/portal/replica-wipe.ts clears any such entry an older version cached.
 * Self-contained: workbox copies this function into sw.js as text.
 */
export function isListingPhotoRequest({ url, request }: { url: URL; request: { destination: string } }): boolean {
  if (request.destination !== 'image') return false;
  if (url.pathname.startsWith('/media/')) return true;
  const [prefix, object] = url.pathname.split('/o/');
  if (!prefix?.startsWith('/v0/b/') || !object || url.searchParams.get('alt') !== 'media') return false;
  let path: string;
  try {
    path = decodeURIComponent(object);
  } catch {
    return false;
  }
  return (path.startsWith('boats/') && !path.includes('/documents/')) || path.startsWith('blog/');
}
