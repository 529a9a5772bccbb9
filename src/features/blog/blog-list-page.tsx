import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { PageMeta } from '@/ui/page-meta';
import { hasMorePosts, visiblePostCount } from './blog-rules';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { pageContainer } from './blog-styles';
import { usePublishedPosts } from './use-published-posts';
import { useHydrated } from '@/ui/use-hydrated';

/** Cards in the first row on a wide screen load at once; the rest wait until they scroll near. */
const EAGER_CARDS = 3;

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: { base: '6', md: '8' },
});

export function BlogListPage() {
  const result = usePublishedPosts();
  const [loads, setLoads] = useState(0);
  const hydrated = useHydrated();
  const firstNewCard = useRef<HTMLAnchorElement>(null);
  const focusIndex = useRef<number | null>(null);

  const posts = result.status === 'ready' ? result.data : [];
  const visible = visiblePostCount(loads, posts.length);

  // Keyboard and screen reader users land on the first card that 'Load More Posts' revealed.
  useEffect(() => {
    if (focusIndex.current !== null) {
      firstNewCard.current?.focus();
      focusIndex.current = null;
    }
  }, [visible]);

  return (
    <section className={pageContainer} aria-labelledby="blog-heading">
      <PageMeta
        title="Blog and News"
        description="News, boat buying guides and charter tips from our yacht brokerage in Nassau, The Bahamas."
        path="/blogs"
      />
      <header className={css({ textAlign: 'center', mb: { base: '8', md: '12' } })}>
        <h1
          id="blog-heading"
          className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', color: 'navy.900' })}
        >
          Blog and News
        </h1>
      </header>

      {result.status === 'loading' ? (
        <div className={grid} aria-busy="true" aria-label="Loading blog posts">
          {Array.from({ length: 6 }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <p className={css({ textAlign: 'center', color: 'muted', fontSize: 'lg', py: '16' })}>
          No blog posts yet. Check back soon!
        </p>
      ) : (
        <>
          <div className={grid} data-testid="blog-list">
            {posts.slice(0, visible).map((post, index) => (
              <BlogCard
                key={post.id}
                post={post}
                eager={index < EAGER_CARDS}
                ref={index === focusIndex.current ? firstNewCard : undefined}
              />
            ))}
          </div>
          {hasMorePosts(visible, posts.length) ? (
            <div className={css({ display: 'flex', justifyContent: 'center', mt: { base: '10', md: '12' } })}>
              <button
                type="button"
                className={button({ variant: 'outline', size: 'lg' })}
                disabled={!hydrated}
                onClick={() => {
                  focusIndex.current = visible;
                  setLoads((n) => n + 1);
                }}
              >
                Load More Posts
              </button>
            </div>
          ) : null}
          <p className={css({ srOnly: true })} aria-live="polite">
            {loads > 0 ? `Showing ${visible} of ${posts.length} posts` : ''}
          </p>
        </>
      )}
    </section>
  );
}
