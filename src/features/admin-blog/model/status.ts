import type { BlogPost, BlogStatus } from '@harbour/domain/schemas/blog-post';

/**
 * The list's Publish/Unpublish toggle (spec section 4): published flips to draft; any other status
 * (draft, archived) becomes published. Publishing sets published_at to now; unpublishing clears it.
 */
export function toggleStatus(
  post: Pick<BlogPost, 'status'>,
  now: Date,
): { status: BlogStatus; publishedAt: string | null } {
  if (post.status === 'published') return { status: 'draft', publishedAt: null };
  return { status: 'published', publishedAt: now.toISOString() };
}

/** The row action's label: 'Unpublish' for a published post, 'Publish' otherwise. */
export function toggleLabel(status: BlogStatus): 'Publish' | 'Unpublish' {
  return status === 'published' ? 'Unpublish' : 'Publish';
}

/** The toast after a successful toggle to `next`. */
export function toggleSuccessMessage(next: BlogStatus): string {
  return next === 'published' ? 'Post published successfully' : 'Post unpublished successfully';
}

export const STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};
