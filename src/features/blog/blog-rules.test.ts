import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { BLOG_FALLBACK_COVER, BLOG_FALLBACK_COVER_SLUG } from '@harbour/domain/page-facts';
import {
  BLOG_PAGE_SIZE,
  cardTags,
  coverImage,
  formatCardDate,
  formatPostDate,
  formatViews,
  hasMorePosts,
  publishedNewestFirst,
  relatedPosts,
  visiblePostCount,
} from './blog-rules';

function post(id: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    excerpt: null,
    content: 'Body',
    featuredImageUrl: null,
    status: 'published',
    tags: [],
    publishedAt: '2026-01-05T12:00:00.000Z',
    viewCount: 0,
    authorId: null,
    createdAt: '2025-12-01T12:00:00.000Z',
    updatedAt: '2025-12-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('dates', () => {
  it("formats card dates 'MMM dd, yyyy' and post dates 'MMMM dd, yyyy'", () => {
    expect(formatCardDate('2026-01-05T12:00:00.000Z')).toBe('Jan 05, 2026');
    expect(formatPostDate('2026-01-05T12:00:00.000Z')).toBe('January 05, 2026');
    expect(formatPostDate('2025-09-23T12:00:00.000Z')).toBe('September 23, 2025');
  });
});

describe('publishedNewestFirst', () => {
  it('keeps only published posts, newest published first', () => {
    const posts = [
      post('a', { publishedAt: '2026-01-01T00:00:00.000Z' }),
      post('b', { publishedAt: '2026-03-01T00:00:00.000Z' }),
      post('c', { status: 'draft', publishedAt: null }),
      post('d', { status: 'archived', publishedAt: '2026-04-01T00:00:00.000Z' }),
      post('e', { publishedAt: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(publishedNewestFirst(posts).map((p) => p.id)).toEqual(['b', 'e', 'a']);
  });
});

describe('paging', () => {
  it('shows 9 first and 9 more per Load More, never more than there are', () => {
    expect(BLOG_PAGE_SIZE).toBe(9);
    expect(visiblePostCount(0, 20)).toBe(9);
    expect(visiblePostCount(1, 20)).toBe(18);
    expect(visiblePostCount(2, 20)).toBe(20);
    expect(visiblePostCount(0, 4)).toBe(4);
    expect(visiblePostCount(0, 0)).toBe(0);
  });
  it('offers Load More only while posts remain hidden', () => {
    expect(hasMorePosts(9, 20)).toBe(true);
    expect(hasMorePosts(20, 20)).toBe(false);
    expect(hasMorePosts(9, 9)).toBe(false);
    expect(hasMorePosts(0, 0)).toBe(false);
  });
});

describe('cardTags', () => {
  it('shows at most 3 tags', () => {
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(cardTags(['a'])).toEqual(['a']);
  });
});

describe('relatedPosts', () => {
  it('gives up to 3 other published posts, newest first, never the current one', () => {
    const posts = [
      post('current', { publishedAt: '2026-05-01T00:00:00.000Z' }),
      post('old', { publishedAt: '2025-01-01T00:00:00.000Z' }),
      post('new', { publishedAt: '2026-04-01T00:00:00.000Z' }),
      post('mid', { publishedAt: '2026-02-01T00:00:00.000Z' }),
      post('draft', { status: 'draft', publishedAt: null }),
      post('newer', { publishedAt: '2026-04-20T00:00:00.000Z' }),
    ];
    expect(relatedPosts(posts, { id: 'current' }).map((p) => p.id)).toEqual(['newer', 'new', 'mid']);
  });
  it('gives fewer when there are fewer', () => {
    expect(relatedPosts([post('a'), post('b')], { id: 'a' }).map((p) => p.id)).toEqual(['b']);
    expect(relatedPosts([post('a')], { id: 'a' })).toEqual([]);
  });
});

describe('coverImage', () => {
  it('uses the featured image when there is one', () => {
    expect(coverImage({ slug: 'x', featuredImageUrl: '/media/blog/x-960.webp' })).toBe('/media/blog/x-960.webp');
    expect(coverImage({ slug: BLOG_FALLBACK_COVER_SLUG, featuredImageUrl: '/media/blog/own-960.webp' })).toBe(
      '/media/blog/own-960.webp',
    );
  });
  it('uses the fixed fallback cover for the special slug only', () => {
    expect(BLOG_FALLBACK_COVER_SLUG).toBe('bahamas-boat-buying-guide');
    expect(coverImage({ slug: BLOG_FALLBACK_COVER_SLUG, featuredImageUrl: null })).toBe(BLOG_FALLBACK_COVER);
    expect(coverImage({ slug: 'other', featuredImageUrl: null })).toBeNull();
    expect(coverImage({ slug: 'other', featuredImageUrl: '  ' })).toBeNull();
  });
});

describe('formatViews', () => {
  it('counts views', () => {
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(42)).toBe('42 views');
  });
});
