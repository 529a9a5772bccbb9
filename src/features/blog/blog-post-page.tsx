import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { recordViewOnThisDevice } from '@/data/views';
import { displayExcerpt } from '@/lib/excerpt';
import { logError } from '@/lib/log';
import { formatReadTime, postReadTime } from '@/lib/read-time';
import { button } from '@/ui/button';
import { MarkdownContent } from '@/ui/markdown-content';
import { PageMeta } from '@/ui/page-meta';
import { BlogCard } from './blog-card';
import { coverImage, formatPostDate, formatViews, postDate, relatedPosts } from './blog-rules';
import { blogBreadcrumbJsonLd, blogPostingJsonLd } from './blog-structured-data';
import { metaRow, tagChip } from './blog-styles';
import { CoverImage } from './cover-image';
import { ShareButtons } from './share-buttons';
import { postUrl } from './share-links';
import { business } from '@harbour/domain/business';
import { usePublishedPosts } from './use-published-posts';
import { useHydrated } from '@/ui/use-hydrated';

const article = css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } });

export function BlogPostPage({ slug }: { slug: string }) {
  const result = usePublishedPosts();
  if (result.status === 'loading') return <PostSkeleton />;
  const post = result.status === 'ready' ? result.data.find((p) => p.slug === slug) : undefined;
  if (!post) return <PostNotFound slug={slug} />;
  return <PostView post={post} related={relatedPosts(result.data ?? [], post)} />;
}

/** Counts this visitor's view once per post (the one-per-hour rule lives in recordView). Failures are logged only. */
function useRecordView(postId: string) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === postId) return;
    recorded.current = postId;
    recordViewOnThisDevice('post', postId).catch((error: unknown) => logError('view tracking', error));
  }, [postId]);
}

function PostView({ post, related }: { post: BlogPost; related: BlogPost[] }) {
  useRecordView(post.id);
  const shareSection = useRef<HTMLElement>(null);
  const excerpt = displayExcerpt(post);
  const cover = coverImage(post);
  const date = postDate(post);
  // The public address (as in the canonical link), also when the page is opened from a local or preview host.
  const url = postUrl(business.siteUrl, post.slug);
  const hydrated = useHydrated();

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, text: excerpt, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the share sheet
        logError('share', error);
      }
    }
    const section = shareSection.current;
    section?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    (section?.querySelector<HTMLElement>('a, button') ?? section)?.focus({ preventScroll: true });
  }

  return (
    <>
      <article className={article} data-testid="blog-post">
        <PageMeta
          title={post.title}
          description={excerpt}
          path={`/blogs/${post.slug}`}
          image={cover}
          type="article"
          structuredData={[
            blogPostingJsonLd({
              title: post.title,
              slug: post.slug,
              description: excerpt,
              datePublished: date,
              dateModified: post.updatedAt,
              image: cover,
              tags: post.tags,
            }),
            blogBreadcrumbJsonLd(post.title, post.slug),
          ]}
        />
        <nav aria-label="Breadcrumb" className={css({ fontSize: 'sm', color: 'muted', mb: '6' })}>
          <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
            <li>
              <Link to="/" className={css({ _hover: { color: 'navy.700', textDecoration: 'underline' } })}>
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/blogs" className={css({ _hover: { color: 'navy.700', textDecoration: 'underline' } })}>
                Blog
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className={css({ color: 'gray.800', fontWeight: 'medium' })}>
              {post.title}
            </li>
          </ol>
        </nav>

        <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', color: 'navy.900', mb: '5' })}>
          {post.title}
        </h1>

        {cover ? (
          <CoverImage
            url={cover}
            alt={post.title}
            sizes="(min-width: 768px) 720px, 100vw"
            eager
            className={css({ rounded: 'xl', mb: '6' })}
          />
        ) : null}

        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '4',
            mb: '5',
          })}
        >
          <div className={metaRow}>
            <time dateTime={date} data-testid="post-date">
              {formatPostDate(date)}
            </time>
            <span aria-hidden="true">•</span>
            <span>{formatReadTime(postReadTime(post.content))}</span>
            <span aria-hidden="true">•</span>
            <span data-testid="post-views">{formatViews(post.viewCount)}</span>
          </div>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={!hydrated}
            onClick={() => void share()}
          >
            Share
          </button>
        </div>

        {post.tags.length > 0 ? (
          <ul aria-label="Tags" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '6' })}>
            {post.tags.map((tag) => (
              <li key={tag} className={tagChip}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}

        <p
          className={css({
            fontSize: { base: 'lg', md: 'xl' },
            color: 'gray.700',
            lineHeight: '1.6',
            mb: '8',
            borderLeftWidth: '4px',
            borderColor: 'sea.500',
            pl: '4',
          })}
          data-testid="post-excerpt"
        >
          {excerpt}
        </p>

        <MarkdownContent markdown={post.content} data-testid="post-content" />

        <ShareButtons ref={shareSection} title={post.title} excerpt={excerpt} url={url} />
      </article>

      {related.length > 0 ? (
        <section
          aria-labelledby="related-heading"
          className={css({ bg: 'sand.50', borderTopWidth: '1px', borderColor: 'border', py: { base: '10', md: '14' } })}
          data-testid="related-articles"
        >
          <div className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } })}>
            <h2
              id="related-heading"
              className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'navy.900', mb: '6' })}
            >
              Related Articles
            </h2>
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                gap: { base: '6', md: '8' },
              })}
            >
              {related.map((p) => (
                <BlogCard key={p.id} post={p} headingLevel="h3" />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function PostNotFound({ slug }: { slug: string }) {
  return (
    <section className={css({ maxW: '2xl', mx: 'auto', px: '4', py: '24', textAlign: 'center' })}>
      <PageMeta
        title="Post Not Found"
        description="The blog post you are looking for does not exist."
        path={`/blogs/${slug}`}
        noindex
      />
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', mb: '4', color: 'navy.900' })}>
        Post Not Found
      </h1>
      <p className={css({ color: 'muted', mb: '8' })}>This article may have been moved or is no longer available.</p>
      <Link to="/blogs" className={button()}>
        Back to Blogs
      </Link>
    </section>
  );
}

function PostSkeleton() {
  const bar = css({ bg: 'gray.200', rounded: 'md', animation: 'pulse' });
  return (
    // At least a screen tall: the article that replaces it is longer, so the footer starts below the fold and does not jump (layout shift).
    <div
      className={`${article} ${css({ minH: '100vh' })}`}
      aria-busy="true"
      aria-label="Loading blog post"
      data-testid="post-skeleton"
    >
      <div className={bar} style={{ height: 14, width: '40%', marginBottom: 24 }} />
      <div className={bar} style={{ height: 40, width: '90%', marginBottom: 20 }} />
      <div className={css({ aspectRatio: '16 / 9', bg: 'gray.200', rounded: 'xl', animation: 'pulse', mb: '6' })} />
      {[100, 95, 98, 70].map((w, i) => (
        <div key={i} className={bar} style={{ height: 16, width: `${w}%`, marginBottom: 12 }} />
      ))}
    </div>
  );
}
