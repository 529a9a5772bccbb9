// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { domRoot } from '../../../../tests/unit/dom-root';

type Live = { status: 'loading' | 'ready' | 'error'; data?: unknown; error?: unknown };
let postsResult: Live = { status: 'loading' };
let pendingResult: Live = { status: 'ready', data: [] };
const notify = vi.fn();
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));
// A replica whose first pull is over (the empty list's wait is tested in first-sync.test and below).
const portal = Promise.resolve({ replication: { states: [] } });
vi.mock('@/data/portal/portal-client', () => ({ openPortal: () => portal }));
vi.mock('@/data/portal/use-portal-query', () => ({
  // The first query of the tab is the posts, the second the view counters.
  usePortalQuery: (_caller: unknown, _select: unknown, _deps: unknown) =>
    usePortalQueryCalls++ % 2 === 0 ? postsResult : { status: 'ready', data: new Map([['post:p1', { total: 99 }]]) },
}));
vi.mock('@/data/portal/use-pending-changes', () => ({
  usePendingChanges: () => pendingResult,
  isPending: (changes: { collection: string; id: string }[] | undefined, collection: string, id: string) =>
    Boolean(changes?.some((c) => c.collection === collection && c.id === id)),
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({
    children,
    to,
    params,
    ...rest
  }: {
    children: React.ReactNode;
    to: string;
    params?: Record<string, string>;
  }) => (
    <a href={params ? to.replace('$postId', params.postId ?? '') : to} {...rest}>
      {children}
    </a>
  ),
}));
let usePortalQueryCalls = 0;

const { AdminBlogTab } = await import('./admin-blog-tab');

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 'p1',
  title: 'Reef Guide',
  slug: 'reef-guide',
  excerpt: null,
  content: 'x',
  featuredImageUrl: null,
  status: 'published',
  tags: [],
  publishedAt: '2026-03-05T12:00:00',
  viewCount: 3,
  authorId: 'demo-admin',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  ...over,
});

const dom = domRoot(() => {
  notify.mockReset();
  usePortalQueryCalls = 0;
});

const render = () => dom.render(<AdminBlogTab caller={{ uid: 'demo-admin', role: 'admin' }} />);
const text = () => dom.container.textContent ?? '';

describe('AdminBlogTab', () => {
  it("shows 'Loading...' and 3 skeleton rows while loading", async () => {
    postsResult = { status: 'loading' };
    await render();
    expect(text()).toContain('Loading...');
    expect(dom.container.querySelectorAll('[data-testid="skeleton-row"]')).toHaveLength(3);
    expect([...dom.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Title',
      'Status',
      'Published',
      'Views',
      'Actions',
    ]);
    expect(dom.container.querySelector('input[placeholder="Search posts..."]')).not.toBeNull();
    expect([...dom.container.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All Posts',
      'Published',
      'Drafts',
      'Archived',
    ]);
    expect(dom.container.querySelector('a[href="/admin/blog/new"]')?.textContent).toBe('Create New Post');
  });

  it("toasts 'Failed to fetch blog posts' on a read failure and shows the empty state", async () => {
    postsResult = { status: 'error', error: new Error('boom') };
    await render();
    expect(notify).toHaveBeenCalledWith('Error', 'Failed to fetch blog posts', 'error');
    expect(text()).toContain('No blog posts found');
  });

  it('shows rows with date, views from the counter, actions and the waiting-to-sync marker', async () => {
    postsResult = {
      status: 'ready',
      data: [
        post({}),
        post({ id: 'p2', title: 'Draft Notes', slug: 'draft-notes', status: 'draft', publishedAt: null, viewCount: 5 }),
      ],
    };
    pendingResult = { status: 'ready', data: [{ collection: 'blogPosts', id: 'p2', label: 'Post: Draft Notes' }] };
    await render();
    const rows = [...dom.container.querySelectorAll('[data-testid="blog-row"]')];
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Mar 05, 2026');
    expect(first.textContent).toContain('102'); // baseline 3 + 99 counted;
    expect(first.querySelector('button[aria-label="Unpublish Reef Guide"]')).not.toBeNull();
    expect(first.querySelector('a[href="/admin/blog/p1/edit"]')).not.toBeNull();
    expect(first.querySelector('[data-testid="waiting-to-sync"]')).toBeNull();
    expect(second.textContent).toContain('-');
    expect(second.textContent).toContain('5');
    expect(second.querySelector('button[aria-label="Publish Draft Notes"]')).not.toBeNull();
    expect(second.querySelector('[data-testid="waiting-to-sync"]')?.textContent).toBe('Waiting to sync');
  });
});
