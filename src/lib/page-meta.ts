import { business } from '@harbour/domain/business';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, pageTitle } from '@harbour/domain/page-urls';
import { escapeHtml, jsonInScript } from './html-text';

export { absoluteUrl, pageTitle };

export interface PageMetaInput {
  /** The page's own title; the product name is appended. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/boats/abc'. Query strings are not part of the canonical URL. */
  path: string;
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** A page that is not there (unknown path, missing boat or post): search engines must not index it. */
  noindex?: boolean;
}

export interface MetaTag {
  key: string;
  attribute: 'name' | 'property';
  content: string;
}

/** The robots tag of a page that is not there (PageMetaInput.noindex). */
export const NOINDEX_TAG: MetaTag = { key: 'robots', attribute: 'name', content: 'noindex' };

/** The meta tags every page carries: description, Open Graph and Twitter card (and robots noindex when asked). */
export function buildMetaTags(input: PageMetaInput): MetaTag[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? DEFAULT_SHARE_IMAGE);
  return [
    ...(input.noindex ? [NOINDEX_TAG] : []),
    { key: 'description', attribute: 'name', content: input.description },
    { key: 'og:title', attribute: 'property', content: title },
    { key: 'og:description', attribute: 'property', content: input.description },
    { key: 'og:url', attribute: 'property', content: url },
    { key: 'og:type', attribute: 'property', content: input.type ?? 'website' },
    { key: 'og:image', attribute: 'property', content: image },
    { key: 'og:site_name', attribute: 'property', content: business.productName },
    { key: 'twitter:card', attribute: 'name', content: 'summary_large_image' },
    { key: 'twitter:title', attribute: 'name', content: title },
    { key: 'twitter:description', attribute: 'name', content: input.description },
    { key: 'twitter:image', attribute: 'name', content: image },
  ];
}

/** Marks the head elements a page owns; PageMeta replaces them when the page changes. */
export const PAGE_META_ATTR = 'data-page-meta';

/** Pure: a page that is not there names no canonical address (it has none to give a search engine). */
export function hasCanonical(input: Pick<PageMetaInput, 'noindex'>): boolean {
  return !input.noindex;
}

/**
 * Pure: the same head as PageMeta sets in the browser, as HTML for a page the build renders (scripts/vite-prerender.ts):
 * title, meta tags, canonical link and JSON-LD ('<' escaped so data cannot close the script element).
 */
export function pageHeadHtml(input: PageMetaInput, structuredData: object[] = []): string {
  const tags = buildMetaTags(input).map(
    (t) => `<meta ${t.attribute}="${t.key}" content="${escapeHtml(t.content)}" ${PAGE_META_ATTR}>`,
  );
  return [
    `<title>${escapeHtml(pageTitle(input.title))}</title>`,
    ...tags,
    ...(hasCanonical(input)
      ? [`<link rel="canonical" href="${escapeHtml(absoluteUrl(input.path))}" ${PAGE_META_ATTR}>`]
      : []),
    ...structuredData.map(
      (data) => `<script type="application/ld+json" ${PAGE_META_ATTR}>${jsonInScript(data)}</script>`,
    ),
  ].join('');
}
