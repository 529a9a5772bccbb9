import type { Boat } from '@harbour/domain/schemas/boat';
import { hasPublicCopy, publicListingOf } from '@harbour/domain/boats/public-listing';
import { PUBLISHED_POST_FIELDS, type BlogPost } from '@harbour/domain/schemas/blog-post';
import type { ViewCount } from '@harbour/domain/schemas/view-count';
import { postViews } from '@harbour/domain/schemas/view-count';
import { withDefaults } from '@harbour/domain/schemas/doc-defaults';
import type { DemoData } from './demo-data';

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
      .map((p) => ({ ...pick(p, PUBLISHED_POST_FIELDS), viewCount: postViews(p, counts) })),
  };
}

/**
 * Pure: the public projection of the demo business: what the functions project from the emulators' seed
 * (functions/src/projections.test.ts holds them equal), so tests know which boats and posts the public pages show.
 */
export function snapshotOf(data: DemoData): { boats: Boat[]; posts: BlogPost[] } {
  return publicProjection(data.boats, data.blogPosts, new Map(data.viewCounts.map((c) => [c.id, c])));
}
