import type { Boat } from '../schemas/boat';
import { hasPublicCopy, publicListingOf } from '../boats/public-listing';
import { blogPostSchema, type BlogPost } from '../schemas/blog-post';
import type { ViewCount } from '../schemas/view-count';
import { postViews } from '../schemas/view-count';
import { withDefaults } from '../schemas/doc-defaults';
import type { DemoData } from './demo-data';

/**
 * The fields the public may see of a post: those of the public schema, nothing else. functions/src/projections.ts has
 * the same allow-list; its tests hold them equal. Boats: public-listing.ts, shared with the functions.
 */
export const PUBLIC_POST_FIELDS = Object.keys(blogPostSchema.properties) as (keyof BlogPost)[];

function pick<T extends object>(doc: T, fields: readonly (keyof T)[]): T {
  const out: Partial<T> = {};
  for (const key of fields) if (doc[key] !== undefined) out[key] = doc[key];
  return out as T;
}

/**
 * Pure: what the public may see of the backend's boats and posts — boats with a public copy (on the market, or
 * shown as sold) and published posts only, with a post's views = its baseline plus its counter (postViews). (The Cloud Function that writes the public
 * `listings` projection in Firestore applies the same function.)
 */
export function publicProjection(
  boats: Boat[],
  posts: BlogPost[],
  counts: ReadonlyMap<string, ViewCount>,
  now: Date = new Date(),
): { boats: Boat[]; posts: BlogPost[] } {
  return {
    // A photo still waiting on the admin's phone is not on the server yet: only stored photos are public.
    boats: boats
      .filter((b) => hasPublicCopy(b, now))
      .map(
        (stored) =>
          publicListingOf(withDefaults('boats', stored) as unknown as Record<string, unknown>) as unknown as Boat,
      ),
    posts: posts
      .filter((p) => p.status === 'published')
      .map((stored) => withDefaults('blogPosts', stored))
      .map((p) => ({ ...pick(p, PUBLIC_POST_FIELDS), viewCount: postViews(p, counts) })),
  };
}

/**
 * Pure: the public projection of the demo business: what the functions project from the emulators' seed
 * (functions/src/projections.test.ts holds them equal), so tests know which boats and posts the public pages show.
 */
export function snapshotOf(data: DemoData): { boats: Boat[]; posts: BlogPost[] } {
  return publicProjection(data.boats, data.blogPosts, new Map(data.viewCounts.map((c) => [c.id, c])));
}
