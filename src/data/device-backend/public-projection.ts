import { boatSchema, type Boat } from '../schemas/boat';
import { blogPostSchema, type BlogPost } from '../schemas/blog-post';
import type { ViewCount } from '../schemas/view-count';
import { postViews } from '../schemas/view-count';
import { isPendingPhoto } from '../portal/photo-rules';
import { withDefaults } from '../schemas/doc-defaults';

/**
 * The fields the public may see: those of the public schemas, nothing else (an admin-only field written onto a boat
 * never leaks). functions/src/projections.ts has the same allow-lists; its tests hold them equal to these.
 */
export const PUBLIC_BOAT_FIELDS = Object.keys(boatSchema.properties) as (keyof Boat)[];
export const PUBLIC_POST_FIELDS = Object.keys(blogPostSchema.properties) as (keyof BlogPost)[];

function pick<T extends object>(doc: T, fields: readonly (keyof T)[]): T {
  const out: Partial<T> = {};
  for (const key of fields) if (doc[key] !== undefined) out[key] = doc[key];
  return out as T;
}

/**
 * Pure: what the public may see of the backend's boats and posts — active boats and published posts
 * only, with a post's views = its baseline plus its counter (postViews). (The Cloud Function that writes the public
 * `listings` projection in Firestore applies the same function.)
 */
export function publicProjection(
  boats: Boat[],
  posts: BlogPost[],
  counts: ReadonlyMap<string, ViewCount>,
): { boats: Boat[]; posts: BlogPost[] } {
  return {
    // A photo still waiting on the admin's phone is not on the server yet: only stored photos are public.
    boats: boats
      .filter((b) => b.status === 'active')
      .map((stored) => withDefaults('boats', stored))
      // Never the owner's uid (it would link a seller's listings together): the functions' listing says the same.
      .map((b) => ({
        ...pick(b, PUBLIC_BOAT_FIELDS),
        createdBy: null,
        images: b.images.filter((i) => !isPendingPhoto(i.url)),
      })),
    posts: posts
      .filter((p) => p.status === 'published')
      .map((stored) => withDefaults('blogPosts', stored))
      .map((p) => ({ ...pick(p, PUBLIC_POST_FIELDS), viewCount: postViews(p, counts) })),
  };
}
