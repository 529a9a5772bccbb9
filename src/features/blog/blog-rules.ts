import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { BLOG_FALLBACK_COVER, BLOG_FALLBACK_COVER_SLUG } from '@harbour/domain/page-facts';
import { byCodeUnits } from '@/lib/compare';
import { formatIsoDate } from '@/lib/dates';

/** Blog constants from the spec. */
export const BLOG_PAGE_SIZE = 9;
export const RELATED_POSTS_LIMIT = 3;
export const CARD_TAGS_LIMIT = 3;

export const CARD_DATE_FORMAT = 'MMM dd, yyyy';
export const POST_DATE_FORMAT = 'MMMM dd, yyyy';

type Dated = Pick<BlogPost, 'publishedAt' | 'createdAt'>;

/** The date a post shows and sorts by: when it was published (a published post without one falls back to creation). */
export function postDate(post: Dated): string {
  return post.publishedAt ?? post.createdAt;
}

export function formatCardDate(iso: string): string {
  return formatIsoDate(iso, CARD_DATE_FORMAT);
}

export function formatPostDate(iso: string): string {
  return formatIsoDate(iso, POST_DATE_FORMAT);
}

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/** Public list: published posts only, newest published first. */
export function publishedNewestFirst<T extends Pick<BlogPost, 'status' | 'publishedAt' | 'createdAt' | 'id'>>(
  posts: readonly T[],
): T[] {
  return posts
    .filter((p) => p.status === 'published')
    .sort((a, b) => time(postDate(b)) - time(postDate(a)) || byCodeUnits(a.id, b.id));
}

/** How many cards show after the visitor pressed 'Load More Posts' `loads` times. */
export function visiblePostCount(loads: number, total: number): number {
  return Math.min(total, BLOG_PAGE_SIZE * (1 + Math.max(0, loads)));
}

/** 'Load More Posts' shows only while some posts are still hidden. */
export function hasMorePosts(visible: number, total: number): boolean {
  return visible < total;
}

export function cardTags(tags: readonly string[]): string[] {
  return tags.slice(0, CARD_TAGS_LIMIT);
}

/** Up to 3 other published posts, newest published first. */
export function relatedPosts<T extends Pick<BlogPost, 'status' | 'publishedAt' | 'createdAt' | 'id'>>(
  posts: readonly T[],
  current: Pick<BlogPost, 'id'>,
): T[] {
  return publishedNewestFirst(posts.filter((p) => p.id !== current.id)).slice(0, RELATED_POSTS_LIMIT);
}

/** The post's cover: its featured image, else the fixed fallback cover for the one special slug, else none. */
export function coverImage(post: Pick<BlogPost, 'featuredImageUrl' | 'slug'>): string | null {
  const own = post.featuredImageUrl?.trim();
  if (own) return own;
  return post.slug === BLOG_FALLBACK_COVER_SLUG ? BLOG_FALLBACK_COVER : null;
}

export function formatViews(count: number): string {
  return `${count} ${count === 1 ? 'view' : 'views'}`;
}
