import { format, parseISO } from 'date-fns';
import type { BlogPost, BlogStatus } from '@harbour/domain/schemas/blog-post';
import { byCodeUnits } from '@/lib/compare';

/** The list's status select: value → label (spec: All Posts, Published, Drafts, Archived). */
export type StatusFilter = 'all' | BlogStatus;
export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'archived', label: 'Archived' },
];

export function isStatusFilter(value: string): value is StatusFilter {
  return STATUS_FILTERS.some((f) => f.value === value);
}

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/** Spec: posts newest first (by creation), optional status filter, search on the title (case-insensitive). */
export function filterPosts<P extends Pick<BlogPost, 'id' | 'title' | 'status' | 'createdAt'>>(
  posts: readonly P[],
  search: string,
  status: StatusFilter,
): P[] {
  const q = search.trim().toLowerCase();
  return posts
    .filter((p) => (status === 'all' || p.status === status) && (!q || p.title.toLowerCase().includes(q)))
    .sort((a, b) => time(b.createdAt) - time(a.createdAt) || byCodeUnits(a.id, b.id));
}

export const PUBLISHED_DATE_FORMAT = 'MMM dd, yyyy';

/** The Published column: 'MMM dd, yyyy', or '-' when the post has no published date. */
export function formatPublished(publishedAt: string | null): string {
  if (!publishedAt) return '-';
  const date = parseISO(publishedAt);
  return Number.isNaN(date.getTime()) ? '-' : format(date, PUBLISHED_DATE_FORMAT);
}
