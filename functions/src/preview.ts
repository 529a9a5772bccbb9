import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import type { ListingRenderer } from './listing-renderer';
import { LISTINGS, PUBLISHED_POSTS } from './projections';
import { readPublicSnapshot, type PublicSnapshotBody } from './public-snapshot';
import { isLive } from './replication';
import { business } from '@harbour/domain/business';
import { absoluteImageUrl } from '@harbour/domain/absolute-image-url';
import { resolveImageUrl } from '@harbour/domain/image-sources';
import { DEFAULT_SHARE_IMAGE, absoluteUrl, pageTitle } from '@harbour/domain/page-urls';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { canonicalBoatsQuery } from '@harbour/domain/search/boats-query';
import { offerAvailability } from '@harbour/domain/boats/listing-visibility';
import {
  BLOG_FALLBACK_COVER,
  BLOG_FALLBACK_COVER_SLUG,
  EXCERPT_FALLBACK_LENGTH,
  boatMetaDescription,
} from '@harbour/domain/page-facts';

/**
 * Link previews: WhatsApp and social crawlers don't run JavaScript, so /boats/{id} and /blogs/{slug} are
 * served as the built app shell (lib/renderer/shell.html) with the page's own title, description, image, canonical URL and
 * JSON-LD already in <head>. The tags carry data-page-meta, the marker the web app's <PageMeta> replaces,
 * so once the app runs there is one set. Everything here but renderPreview is pure.
 */
const MANAGED = 'data-page-meta';

export interface PreviewMeta {
  /** The page's own title; the product name is appended. */
  title: string;
  description: string;
  path: string;
  image: string | null;
  type: 'website' | 'article' | 'product';
  jsonLd: object[];
  /** A page that is not there: robots noindex and no canonical address (src/lib/page-meta.ts, the same rule). */
  noindex?: boolean;
}

type Data = Record<string, unknown>;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a <script> body: no '<', '>' or '&' (so no '</script>' or '<!--'), no raw line separators. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head tags of a page (the same set as src/lib/page-meta.ts buildMetaTags + canonical + JSON-LD). */
export function headTags(meta: PreviewMeta): string {
  const title = pageTitle(meta.title);
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? DEFAULT_SHARE_IMAGE);
  const tags: Array<['name' | 'property', string, string]> = [
    ['name', 'description', meta.description],
    ['property', 'og:title', title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:type', meta.type],
    ['property', 'og:image', image],
    ['property', 'og:site_name', business.productName],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
  ];
  if (meta.noindex) tags.unshift(['name', 'robots', 'noindex']);
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" ${MANAGED}>`),
    ...(meta.noindex ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" ${MANAGED}>`]),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json" ${MANAGED}>${safeJson(data)}</script>`),
  ].join('\n    ');
}

/**
 * Pure: the built app shell with this page's head. The template's own <title>, description and any
 * social/canonical/JSON-LD tags are removed first so each appears once.
 */
export function fillIndexHtml(template: string, meta: PreviewMeta): string {
  const cleaned = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, '')
    .replace(/<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>\s*/gi, '');
  const tags = `    ${headTags(meta)}\n  `;
  const at = cleaned.search(/<\/head>/i);
  if (at === -1) return `<!doctype html><html lang="en"><head>${tags}</head>${cleaned}</html>`;
  return `${cleaned.slice(0, at)}${tags}${cleaned.slice(at)}`;
}

/** Used when no built shell was bundled (local builds before `vite build`): enough for a crawler. */
export const FALLBACK_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${business.productName}</title>
  </head>
  <body>
    <div id="root"><p><a href="/">${business.productName}</a></p></div>
  </body>
</html>
`;

/**
 * The app shell of the app's build beside the listing renderer (lib/renderer/shell.html, written by the app's
 * build with the assets it names), else the minimal shell. Read per request: a new build replaces it.
 */
export function loadIndexTemplate(dir: string = join(__dirname, 'renderer')): string {
  const file = join(dir, 'shell.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_SHELL;
}

// ---------- boats ----------

interface BoatImage {
  url: string;
  isPrimary?: boolean;
  displayOrder?: number;
}

function images(listing: Data): BoatImage[] {
  const list = Array.isArray(listing.images) ? (listing.images as BoatImage[]) : [];
  return list.filter((i) => typeof i?.url === 'string').sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export function boatPath(id: string): string {
  return `/boats/${encodeURIComponent(id)}`;
}

/** schema.org Product (src/features/boats/model/seo.ts productJsonLd). */
export function productJsonLd(id: string, boat: Data) {
  const url = absoluteUrl(boatPath(id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: boatTitle(boat),
    description: str(boat.description),
    image: images(boat).map((image) => absoluteImageUrl(image.url)),
    brand: { '@type': 'Brand', name: str(boat.make) },
    offers: {
      '@type': 'Offer',
      ...(boat.priceOnRequest === true ? {} : { price: boat.price, priceCurrency: 'USD' }),
      availability: offerAvailability(boat),
      url,
    },
    url,
  };
}

export function boatPreviewMeta(id: string, listing: Data): PreviewMeta {
  const ordered = images(listing);
  const primary = ordered.find((i) => i.isPrimary) ?? ordered[0] ?? null;
  return {
    title: boatTitle(listing),
    description: boatMetaDescription(str(listing.description)),
    path: boatPath(id),
    image: primary ? absoluteImageUrl(primary.url) : null,
    type: 'product',
    jsonLd: [productJsonLd(id, listing)],
  };
}

// ---------- posts ----------

/**
 * Markdown as plain text, good enough for a share description: no #, *, >, link targets, code fences or
 * HTML. (The web app uses marked's lexer; marked is ESM-only and the functions are CommonJS.)
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1 ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
    .replace(/(\*\*|__|~~|`)(.*?)\1/g, '$2')
    .replace(/(^|\W)[*_]([^*_\n]+)[*_](?=\W|$)/g, '$1$2')
    .replace(
      /&(amp|lt|gt|quot|#39|apos|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' })[name] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The post's own excerpt, else the first 150 characters of its text + '...' (src/lib/excerpt.ts displayExcerpt). */
export function postExcerpt(post: Data): string {
  const own = str(post.excerpt).trim();
  if (own) return own;
  return `${markdownToPlainText(str(post.content)).slice(0, EXCERPT_FALLBACK_LENGTH).trimEnd()}...`;
}

/** The featured image, else the one fallback cover (src/features/blog/blog-rules.ts coverImage). */
export function postCover(post: Data): string | null {
  const own = str(post.featuredImageUrl).trim();
  if (own) return own;
  return post.slug === BLOG_FALLBACK_COVER_SLUG ? BLOG_FALLBACK_COVER : null;
}

/** schema.org BlogPosting + BreadcrumbList (src/features/blog/blog-structured-data.ts). */
export function postJsonLd(post: Data, description: string): object[] {
  const slug = str(post.slug);
  const image = postCover(post);
  const tags = Array.isArray(post.tags) ? (post.tags as string[]) : [];
  const datePublished = str(post.publishedAt) || str(post.createdAt);
  const organization = { '@type': 'Organization', name: business.productName, url: absoluteUrl('/') };
  const url = absoluteUrl(`/blogs/${slug}`);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: str(post.title),
      description,
      datePublished,
      dateModified: str(post.updatedAt) || datePublished,
      ...(image ? { image: [absoluteUrl(image)] } : {}),
      ...(tags.length ? { keywords: tags.join(', ') } : {}),
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: organization,
      publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png') } },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl('/blogs') },
        { '@type': 'ListItem', position: 3, name: str(post.title), item: url },
      ],
    },
  ];
}

export function postPreviewMeta(post: Data): PreviewMeta {
  const description = postExcerpt(post);
  const cover = postCover(post);
  return {
    title: str(post.title),
    description,
    path: `/blogs/${str(post.slug)}`,
    image: cover ? resolveImageUrl(cover) : null,
    type: 'article',
    jsonLd: postJsonLd(post, description),
  };
}

// ---------- routing ----------

export type PreviewTarget = { kind: 'boat'; id: string } | { kind: 'post'; slug: string };

/** /boats/{id} or /blogs/{slug} (one segment, optional trailing slash); anything else → null. */
export function parsePreviewPath(path: string): PreviewTarget | null {
  const match = /^\/(boats|blogs)\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (value.length > 220) return null;
  return match[1] === 'boats' ? { kind: 'boat', id: value } : { kind: 'post', slug: value };
}

export function notFoundMeta(path: string, kind: 'boat' | 'post' | null): PreviewMeta {
  return kind === 'post'
    ? {
        title: 'Post Not Found',
        description: 'The blog post you are looking for does not exist.',
        path,
        image: null,
        type: 'website',
        jsonLd: [],
        noindex: true,
      }
    : {
        title: kind === 'boat' ? 'Boat Not Found' : 'Page Not Found',
        description:
          kind === 'boat'
            ? 'This boat is no longer listed or the link is wrong.'
            : 'The page you are looking for does not exist.',
        path,
        image: null,
        type: 'website',
        jsonLd: [],
        noindex: true,
      };
}

const DOC_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function findListing(db: Firestore, id: string): Promise<Data | null> {
  if (!DOC_ID.test(id)) return null;
  const snap = await db.collection(LISTINGS).doc(id).get();
  const data = snap.data();
  return snap.exists && isLive(data) ? data : null;
}

export async function findPublishedPost(db: Firestore, slug: string): Promise<Data | null> {
  const snap = await db.collection(PUBLISHED_POSTS).where('slug', '==', slug).limit(5).get();
  return snap.docs.map((d) => d.data()).find((d) => isLive(d)) ?? null;
}

// ---------- one address per page (#32 N12) ----------

/**
 * A page that is not there: kept by the CDN a few minutes too, so asking for it again and again does not render it
 * again and again; a boat listed meanwhile shows within them (a listed page is kept a minute).
 */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
/**
 * The redirect to a page's canonical address: the CDN keeps it a day (a deploy clears the CDN), a browser an hour, so
 * neither asks the function again for the same made-up address.
 */
export const CANONICAL_REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/**
 * Pure: the one address a page the `preview` function answers is rendered and cached at (#32 N12): /boats with its
 * canonical query (only the parameters it reads, with values its check keeps, in one order: canonicalBoatsQuery);
 * every other page it answers (the home page, a boat page, a post) reads no query at all, so without one. `query` is
 * the request's query string (with or without '?').
 */
export function canonicalPreviewUrl(path: string, query: string): string {
  if (!/^\/boats\/?$/.test(path)) return path;
  const canonical = canonicalBoatsQuery(query);
  return canonical ? `${path}?${canonical}` : path;
}

export interface PreviewResponse {
  status: 200 | 404;
  html: string;
  cacheControl: string;
}

/** Pages that are always there (the home page, /boats): without the renderer the app renders them over the shell. */
const ALWAYS_THERE = /^\/(boats\/?)?$/;

/**
 * The HTML for a path: the page's head on a found boat/post; the shell for the home page and /boats (the renderer
 * failed or is absent: the app renders them); the SPA shell with a 404 status otherwise.
 */
export async function renderPreview(db: Firestore, path: string, template: string): Promise<PreviewResponse> {
  if (ALWAYS_THERE.test(path)) return { status: 200, html: template, cacheControl: 'no-cache' };
  const target = parsePreviewPath(path);
  const data = !target
    ? null
    : target.kind === 'boat'
      ? await findListing(db, target.id)
      : await findPublishedPost(db, target.slug);
  if (!target || !data) {
    return {
      status: 404,
      html: fillIndexHtml(template, notFoundMeta(path, target?.kind ?? null)),
      cacheControl: NOT_FOUND_CACHE_CONTROL,
    };
  }
  const meta = target.kind === 'boat' ? boatPreviewMeta(target.id, data) : postPreviewMeta(data);
  // Browsers revalidate (like index.html); the CDN keeps it a few minutes (a deploy clears it).
  return { status: 200, html: fillIndexHtml(template, meta), cacheControl: 'public, max-age=0, s-maxage=300' };
}

/** A rendered page's data changes live: the CDN keeps it a minute, the client's replica takes over at once anyway. */
export const LISTING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * /boats and a boat page rendered by the web app's own renderer from the live listings (path + query as `url`), so a
 * first visit paints the boats from the HTML (head included) and hydrates. A boat that is not listed gets the app's
 * not-found page with a 404. Null when rendering fails (logged): the caller answers with the head-only page.
 */
export async function renderListingPreview(
  db: Firestore,
  url: string,
  renderer: ListingRenderer,
  readSnapshot: (db: Firestore) => Promise<PublicSnapshotBody> = readPublicSnapshot,
): Promise<PreviewResponse | null> {
  try {
    const snapshot = await readSnapshot(db);
    const target = parsePreviewPath(url.split('?')[0]);
    const listed = target?.kind !== 'boat' || snapshot.boats.some((boat) => boat.id === target.id);
    const html = await renderer.render(url, snapshot);
    return {
      status: listed ? 200 : 404,
      html,
      cacheControl: listed ? LISTING_PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
    };
  } catch (error) {
    console.error('preview: rendering', url, 'failed', error);
    return null;
  }
}
