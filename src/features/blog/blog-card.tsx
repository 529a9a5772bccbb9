import { forwardRef } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { displayExcerpt } from '@/lib/excerpt';
import { cardReadTime, formatReadTime } from '@/lib/read-time';
import { cardTags, coverImage, formatCardDate, postDate } from './blog-rules';
import { metaRow, tagChip } from './blog-styles';
import { CoverImage } from './cover-image';

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw';

interface Props {
  post: BlogPost;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  bg: 'white',
  rounded: 'xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
  transition: 'box-shadow 150ms, translate 150ms',
  _hover: { shadow: 'lg', translate: '0 -2px' },
  _focusWithin: { shadow: 'lg' },
});

/** A post card; the whole card is clickable through the title link's stretched hit area. */
export const BlogCard = forwardRef<HTMLAnchorElement, Props>(function BlogCard(
  { post, eager = false, headingLevel = 'h2' },
  ref,
) {
  const excerpt = displayExcerpt(post);
  const date = postDate(post);
  const cover = coverImage(post);
  const Heading = headingLevel;
  return (
    <article className={card} data-testid="blog-card">
      {/* A post without a cover has none on its card: no empty grey box. */}
      {cover ? <CoverImage url={cover} alt={post.title} sizes={CARD_IMAGE_SIZES} eager={eager} /> : null}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', flex: '1' })}>
        <div className={metaRow}>
          <time dateTime={date}>{formatCardDate(date)}</time>
          <span aria-hidden="true">•</span>
          <span>{formatReadTime(cardReadTime(excerpt))}</span>
        </div>
        <Heading className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900' })}>
          <Link
            ref={ref}
            to="/blogs/$slug"
            params={{ slug: post.slug }}
            className={css({
              textDecoration: 'none',
              _hover: { color: 'sea.600' },
              _after: { content: '""', position: 'absolute', inset: '0' },
              _focusVisible: {
                outline: 'none',
                _after: { outline: '2px solid', outlineColor: 'sea.500', rounded: 'xl' },
              },
            })}
          >
            {post.title}
          </Link>
        </Heading>
        {post.tags.length > 0 ? (
          <ul aria-label="Tags" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {cardTags(post.tags).map((tag) => (
              <li key={tag} className={tagChip}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={css({ color: 'gray.700', fontSize: 'sm' })} data-testid="blog-card-excerpt">
          {excerpt}
        </p>
        <span
          aria-hidden="true"
          className={css({ mt: 'auto', pt: '2', fontWeight: 'semibold', color: 'navy.700', fontSize: 'sm' })}
        >
          Read More →
        </span>
      </div>
    </article>
  );
});

export function BlogCardSkeleton() {
  const bar = css({ bg: 'gray.200', rounded: 'md', animation: 'pulse' });
  return (
    <div
      aria-hidden="true"
      data-testid="blog-card-skeleton"
      className={css({ rounded: 'xl', overflow: 'hidden', borderWidth: '1px', borderColor: 'border' })}
    >
      <div className={css({ aspectRatio: '16 / 9', bg: 'gray.200', animation: 'pulse' })} />
      <div className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={bar} style={{ height: 14, width: '40%' }} />
        <div className={bar} style={{ height: 22, width: '85%' }} />
        <div className={bar} style={{ height: 14, width: '100%' }} />
        <div className={bar} style={{ height: 14, width: '70%' }} />
      </div>
    </div>
  );
}
