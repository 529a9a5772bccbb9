import type { Boat } from '../schemas/boat';
import type { BlogPost } from '../schemas/blog-post';
import type { ViewCount } from '../schemas/view-count';
import { postViews } from '../schemas/view-count';

/** Same prefix as src/data/portal/photos.ts PENDING_PREFIX (kept here so the projection stays free of UI code). */
export const PENDING_PHOTO_PREFIX = 'pending:';

/**
 * Pure: what the public may see of the backend's boats and posts — active boats and published posts
 * only, with a post's views = its baseline plus its counter (postViews). (The Cloud Function that writes the public
 * `listings` projection in Firestore applies the same function.)
 */
export function publicProjection(boats: Boat[], posts: BlogPost[], counts: ReadonlyMap<string, ViewCount>): { boats: Boat[]; posts: BlogPost[] } {
  return {
    // A photo still waiting on the admin's phone is not on the server yet: only stored photos are public.
    boats: boats.filter((b) => b.status === 'active').map((b) => ({ ...b, images: b.images.filter((i) => !i.url.startsWith(PENDING_PHOTO_PREFIX)) })),
    posts: posts
      .filter((p) => p.status === 'published')
      .map((p) => ({ ...p, viewCount: postViews(p, counts) })),
  };
}
