import { css } from 'styled-system/css';
import { displayExcerpt } from '@/lib/excerpt';
import { formatReadTime, postReadTime } from '@/lib/read-time';
import { MarkdownContent } from '@/ui/markdown-content';
import type { PostFormValues } from '../model/post-form';
import { parseTags } from '../model/tags';

const tagChip = css({
  display: 'inline-block',
  fontSize: 'xs',
  fontWeight: 'medium',
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  bg: 'navy.50',
  color: 'navy.700',
});

/**
 * The editor's Preview: the post as the public page will show it. The content goes through the same
 * MarkdownContent (renderMarkdown: marked + DOMPurify) as /blogs/{slug}, so raw HTML and scripts in the
 * markdown are neutralised here exactly as they are there.
 */
export function PostPreview({ values, coverPhoto }: { values: PostFormValues; coverPhoto?: string }) {
  const title = values.title.trim();
  const excerpt =
    values.content.trim() || values.excerpt.trim()
      ? displayExcerpt({ excerpt: values.excerpt, content: values.content })
      : '';
  const tags = parseTags(values.tags);
  // A photo picked or waiting on this device, else the typed address when a browser can load it.
  const typed = values.featuredImageUrl.trim();
  const cover = coverPhoto ?? (typed.startsWith('/') || /^https?:\/\//i.test(typed) ? typed : '');
  return (
    <section
      aria-label="Preview"
      data-testid="post-preview"
      className={css({
        borderWidth: '1px',
        borderColor: 'border',
        rounded: 'xl',
        bg: 'white',
        p: { base: '4', md: '8' },
      })}
    >
      <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold', color: 'navy.900', mb: '4' })}>
        {title || 'Untitled post'}
      </h1>
      {cover ? (
        <div
          className={css({
            position: 'relative',
            aspectRatio: '16 / 9',
            overflow: 'hidden',
            bg: 'navy.50',
            rounded: 'xl',
            mb: '5',
          })}
        >
          <img
            src={cover}
            alt={title}
            className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
          />
        </div>
      ) : null}
      <p className={css({ fontSize: 'sm', color: 'muted', mb: '4' })}>{formatReadTime(postReadTime(values.content))}</p>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '5' })}>
          {tags.map((t) => (
            <li key={t} className={tagChip}>
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      {excerpt ? (
        <p
          className={css({
            fontSize: { base: 'lg', md: 'xl' },
            color: 'gray.700',
            lineHeight: '1.6',
            mb: '6',
            borderLeftWidth: '4px',
            borderColor: 'sea.500',
            pl: '4',
          })}
        >
          {excerpt}
        </p>
      ) : null}
      <MarkdownContent markdown={values.content} data-testid="preview-content" />
    </section>
  );
}
