import { describe, expect, it } from 'vitest';
import { filterPosts, formatPublished, isStatusFilter, STATUS_FILTERS } from './list';
import { postViews } from '@harbour/domain/schemas/view-count';

const posts = [
  {
    id: '1',
    title: 'Reef Diving in Nassau',
    status: 'published' as const,
    createdAt: '2026-01-01T00:00:00Z',
    viewCount: 4,
  },
  { id: '2', title: 'Buying a Used Boat', status: 'draft' as const, createdAt: '2026-02-01T00:00:00Z', viewCount: 0 },
  { id: '3', title: 'Old reef notes', status: 'archived' as const, createdAt: '2025-12-01T00:00:00Z', viewCount: 9 },
];

describe('admin blog list', () => {
  it('has the spec status options', () => {
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual(['All Posts', 'Published', 'Drafts', 'Archived']);
    expect(isStatusFilter('draft')).toBe(true);
    expect(isStatusFilter('nope')).toBe(false);
  });
  it('sorts newest first and filters by status', () => {
    expect(filterPosts(posts, '', 'all').map((p) => p.id)).toEqual(['2', '1', '3']);
    expect(filterPosts(posts, '', 'draft').map((p) => p.id)).toEqual(['2']);
    expect(filterPosts(posts, '', 'archived').map((p) => p.id)).toEqual(['3']);
  });
  it('searches titles case-insensitively', () => {
    expect(filterPosts(posts, 'REEF', 'all').map((p) => p.id)).toEqual(['1', '3']);
    expect(filterPosts(posts, '  reef ', 'published').map((p) => p.id)).toEqual(['1']);
    expect(filterPosts(posts, 'yacht', 'all')).toEqual([]);
  });
  it("formats the published date as 'MMM dd, yyyy' or '-'", () => {
    expect(formatPublished('2026-03-05T12:00:00')).toBe('Mar 05, 2026');
    expect(formatPublished(null)).toBe('-');
    expect(formatPublished('garbage')).toBe('-');
  });
  it("shows a post's views as its baseline plus the views counted in its 'post:{id}' counter", () => {
    const counts = new Map([['post:1', { total: 42 }]]);
    expect(postViews(posts[0]!, counts)).toBe(posts[0]!.viewCount + 42);
    expect(postViews(posts[2]!, counts)).toBe(9);
  });
});
