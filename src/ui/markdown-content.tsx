import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { logError } from '@/lib/log';
import { loadMarkdownReader, loadedMarkdownReader, type RenderMarkdown } from './markdown-reader';
import { useHydrated } from './use-hydrated';

/** Typography for rendered markdown (the sanitised HTML of a post). */
export const prose = css({
  color: 'gray.800',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.75',
  overflowWrap: 'break-word',
  '& > * + *': { mt: '5' },
  '& h1, & h2': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'navy.900', mt: '10', mb: '3' },
  '& h3': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold', color: 'navy.900', mt: '8', mb: '2' },
  '& h4, & h5, & h6': { fontSize: 'lg', fontWeight: 'semibold', mt: '6' },
  '& p': { mt: '4' },
  '& ul, & ol': { pl: '6', mt: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mt: '1.5' },
  '& li::marker': { color: 'sea.600' },
  '& blockquote': {
    borderLeftWidth: '4px',
    borderColor: 'sea.500',
    bg: 'sand.50',
    px: '5',
    py: '3',
    fontStyle: 'italic',
    color: 'gray.700',
    roundedRight: 'md',
  },
  '& a': { color: 'navy.700', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'sea.600' } },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'gray.100', px: '1', rounded: 'sm' },
  '& pre': { bg: 'navy.900', color: 'white', p: '4', rounded: 'md', overflowX: 'auto', fontSize: 'sm' },
  '& pre code': { bg: 'transparent', p: '0', color: 'inherit' },
  '& img': { maxW: 'full', h: 'auto', rounded: 'md' },
  '& hr': { borderColor: 'border', my: '8' },
  '& table': { w: 'full', borderCollapse: 'collapse', fontSize: 'md', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '3', py: '2', textAlign: 'left' },
  '& strong': { fontWeight: 'semibold', color: 'gray.900' },
});

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  markdown: string;
  'data-testid'?: string;
};

/** The markdown reader once it is loaded (loading it when `needed`), else null. */
function useMarkdownReader(needed: boolean): RenderMarkdown | null {
  const [render, setRender] = useState(loadedMarkdownReader);
  useEffect(() => {
    if (!needed || render) return;
    let current = true;
    loadMarkdownReader().then(
      (loaded) => current && setRender(() => loaded),
      (error: unknown) => logError('markdown reader', error),
    );
    return () => {
      current = false;
    };
  }, [needed, render]);
  return render;
}

/**
 * A blog post's content as readers see it: markdown → sanitised HTML (renderMarkdown) in the prose typography.
 * The public post page and the admin editor's Preview both render this, so the preview is exactly the page.
 */
export function MarkdownContent({ markdown, className, ...rest }: Props) {
  // Hydrating a page the build rendered (src/app/prerender): the article is already in the page, sanitised by the
  // same renderMarkdown at build. React leaves an element's inner HTML alone while hydrating and afterwards as long
  // as the value it was given does not change, so this markdown is not rendered a second time on the phone, and the
  // markdown reader is not even loaded. (The build's own render, in Node, renders it: there is no page yet.)
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  const [prerendered, setPrerendered] = useState(() => (hydrating ? markdown : null));
  // Once the markdown changes (an edit arrived), it is rendered from then on, also if it changes back.
  if (prerendered !== null && markdown !== prerendered) setPrerendered(null);
  // Routes that show markdown load the reader before they render (preloadMarkdownReader); until it is here the
  // element keeps what it shows (nothing on a first render, the build's article after an edit arrived).
  const render = useMarkdownReader(prerendered === null);
  const html = useMemo(
    () => (prerendered !== null || !render ? KEEP_PRERENDERED : render(markdown)),
    [markdown, prerendered, render],
  );
  // Safe: renderMarkdown sanitises the HTML (no script, frames, handlers or javascript:/data: links).
  return (
    <div
      {...rest}
      className={cx(prose, className)}
      aria-busy={prerendered === null && !render ? true : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The value given to React while the element keeps its HTML (a hydrated article; never written to the DOM). */
const KEEP_PRERENDERED = '';
