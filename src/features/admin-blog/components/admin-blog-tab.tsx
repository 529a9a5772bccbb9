import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { postViews, type ViewCount } from '@harbour/domain/schemas/view-count';
import { isPending, usePendingChanges } from '@/data/portal/use-pending-changes';
import { logError } from '@/lib/log';
import { button } from '@/ui/button';
import { controlStyle } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import {
  DELETE_FAILED_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  deletePost,
  TOGGLE_FAILED_MESSAGE,
  togglePostStatus,
  useAdminPosts,
  usePostViewCounts,
} from '../api/blog-posts';
import { filterPosts, formatPublished, isStatusFilter, STATUS_FILTERS, type StatusFilter } from '../model/list';
import { STATUS_LABELS, toggleLabel } from '../model/status';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { badge } from './styles';
import { DataTable } from '@/ui/data-table';

export const FETCH_FAILED_MESSAGE = 'Failed to fetch blog posts';
const COLUMNS = ['Title', 'Status', 'Published', 'Views', 'Actions'] as const;

/** The admin dashboard's Blog tab: search, status filter, the posts table with publish/unpublish, edit and delete. */
export function AdminBlogTab({ caller }: { caller: Caller }) {
  const posts = useAdminPosts(caller);
  const counts = usePostViewCounts(caller);
  const pending = usePendingChanges(caller);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);

  useEffect(() => {
    if (posts.status === 'error') notify('Error', FETCH_FAILED_MESSAGE, 'error');
  }, [posts.status]);

  const rows = useMemo(
    () => (posts.status === 'ready' ? filterPosts(posts.data, search, status) : []),
    [posts, search, status],
  );
  const viewCounts = counts.status === 'ready' ? counts.data : new Map<string, ViewCount>();

  async function toggle(post: BlogPost) {
    setBusyId(post.id);
    try {
      const message = await togglePostStatus(caller, post.id);
      notify(message);
    } catch (error) {
      logError('blog status', error);
      notify('Error', TOGGLE_FAILED_MESSAGE, 'error');
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    const post = toDelete;
    if (!post) return;
    setBusyId(post.id);
    try {
      await deletePost(caller, post.id);
      notify(DELETE_SUCCESS_MESSAGE);
    } catch (error) {
      logError('blog delete', error);
      notify('Error', DELETE_FAILED_MESSAGE, 'error');
    } finally {
      setBusyId(null);
      setToDelete(null);
    }
  }

  return (
    <section
      aria-labelledby="admin-blog-heading"
      className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}
      data-testid="admin-blog"
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <h2 id="admin-blog-heading" className={css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold' })}>
          Blog Posts
        </h2>
        <Link to="/admin/blog/new" className={button({ variant: 'hero', size: 'sm' })}>
          Create New Post
        </Link>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 12rem' }, gap: '3' })}>
        <input
          type="search"
          className={controlStyle}
          placeholder="Search posts..."
          aria-label="Search posts"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <select
          className={controlStyle}
          aria-label="Filter by status"
          value={status}
          onChange={(e) => {
            if (isStatusFilter(e.target.value)) setStatus(e.target.value);
          }}
        >
          {STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>

      <DataTable
        markBusy
        columns={COLUMNS}
        headerScope="col"
        status={posts.status === 'loading' ? 'loading' : 'ready'}
        rows={rows}
        loadingMessage="Loading..."
        emptyMessage="No blog posts found"
      >
        {(post) => {
          const waiting = pending.status === 'ready' && isPending(pending.data, 'blogPosts', post.id);
          const busy = busyId === post.id;
          return (
            <tr key={post.id} data-testid="blog-row" data-post-id={post.id}>
              <td className={css({ minW: '14rem' })}>
                <span className={css({ fontWeight: 'medium', color: 'navy.900' })}>{post.title}</span>
                <span className={css({ display: 'block', fontSize: 'xs', color: 'muted' })}>/blogs/{post.slug}</span>
                {waiting ? (
                  <span
                    className={badge}
                    data-tone="pending"
                    data-testid="waiting-to-sync"
                    title="Saved on this device; it will sync when you are back online"
                  >
                    Waiting to sync
                  </span>
                ) : null}
              </td>
              <td>
                <span className={badge} data-tone={post.status}>
                  {STATUS_LABELS[post.status]}
                </span>
              </td>
              <td className={css({ whiteSpace: 'nowrap' })}>{formatPublished(post.publishedAt)}</td>
              <td>{postViews(post, viewCounts)}</td>
              <td>
                <div className={css({ display: 'flex', gap: '2', flexWrap: 'nowrap' })}>
                  <Link
                    to="/admin/blog/$postId/edit"
                    params={{ postId: post.id }}
                    className={button({ variant: 'outline', size: 'sm' })}
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </Link>
                  <button
                    type="button"
                    className={button({
                      variant: post.status === 'published' ? 'secondary' : 'default',
                      size: 'sm',
                    })}
                    disabled={busy}
                    aria-label={`${toggleLabel(post.status)} ${post.title}`}
                    onClick={() => void toggle(post)}
                  >
                    {toggleLabel(post.status)}
                  </button>
                  <button
                    type="button"
                    className={button({ variant: 'destructive', size: 'sm' })}
                    disabled={busy}
                    aria-label={`Delete ${post.title}`}
                    onClick={() => setToDelete(post)}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          );
        }}
      </DataTable>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        subject={toDelete?.title ?? ''}
        busy={toDelete !== null && busyId === toDelete.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
