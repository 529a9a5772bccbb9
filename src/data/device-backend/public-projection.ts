import type { Boat } from '../schemas/boat';
import type { BlogPost } from '../schemas/blog-post';
import type { ViewCount } from '../schemas/view-count';
import { viewCountId } from '../schemas/view-count';

/**
 * Pure: what the public may see of the backend's boats and posts — active boats and published posts
 * only, with a post's view count taken from its counter. (The Cloud Function that writes the public
 * `listings` projection in Firestore applies the same function.)
 */
export function publicProjection(boats: Boat[], posts: BlogPost[], counts: ReadonlyMap<string, ViewCount>): { boats: Boat[]; posts: BlogPost[] } {
  return {
    boats: boats.filter((b) => b.status === 'active'),
    posts: posts
      .filter((p) => p.status === 'published')
      .map((p) => ({ ...p, viewCount: counts.get(viewCountId('post', p.id))?.total ?? p.viewCount })),
  };
}
