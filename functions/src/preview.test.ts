import { describe, expect, it } from 'vitest';
import { productJsonLd as webProductJsonLd, boatMetaDescription, boatShareImage } from '@/features/boats/model/seo';
import { boatTitle as webBoatTitle } from '@harbour/domain/boats/boat-title';
import { blogBreadcrumbJsonLd, blogPostingJsonLd } from '@/features/blog/blog-structured-data';
import { displayExcerpt } from '@/lib/excerpt';
import { absoluteUrl as webAbsoluteUrl, pageHeadHtml } from '@/lib/page-meta';
import type { Boat } from '@harbour/domain/schemas/boat';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import {
  CANONICAL_REDIRECT_CACHE_CONTROL,
  FALLBACK_SHELL,
  NOT_FOUND_CACHE_CONTROL,
  boatPreviewMeta,
  canonicalPreviewUrl,
  escapeHtml,
  fillIndexHtml,
  headTags,
  markdownToPlainText,
  notFoundMeta,
  parsePreviewPath,
  postPreviewMeta,
  safeJson,
  type PreviewMeta,
} from './preview';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Nassau Harbour Yachts</title>
    <meta name="description" content="Yacht sales, brokerage and charters in Nassau, The Bahamas." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const BOAT: Boat = makeBoat({
  id: 'b1',
  year: 2021,
  make: 'Azimut',
  model: 'S7 "Grande"',
  type: 'Motor Yacht',
  condition: 'used',
  price: 1850000,
  length: 68,
  description: `${'A'.repeat(98)}ÉÉÉÉ and more`,
  location: 'Nassau',
  features: [],
  specifications: {},
  status: 'active',
  createdAt: '2026-10-01T00:00:00.000Z',
  createdBy: 'owner-1',
  updatedAt: '2026-10-02T00:00:00.000Z',
  images: [
    { id: 'i2', url: 'boat-2-960.webp', isPrimary: true, displayOrder: 1 },
    { id: 'i1', url: '/media/boat-1-960.webp', isPrimary: false, displayOrder: 0 },
  ],
});

const META: PreviewMeta = { title: 'T', description: 'D', path: '/boats/b1', image: null, type: 'product', jsonLd: [] };

describe('escaping', () => {
  it('escapeHtml covers &, <, >, quotes', () => {
    expect(escapeHtml(`a&b <i> "q" 'x'`)).toBe('a&amp;b &lt;i&gt; &quot;q&quot; &#39;x&#39;');
  });
  it('safeJson never lets data close the script or open a comment, and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = safeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('fillIndexHtml', () => {
  it('replaces the title and description, keeps the app scripts, adds canonical, og:image and JSON-LD once', () => {
    const html = fillIndexHtml(TEMPLATE, {
      ...META,
      image: 'https://cdn.example.com/a.webp',
      jsonLd: [{ '@type': 'Product' }],
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>T | Nassau Harbour Yachts</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="D" data-page-meta>');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/a.webp" data-page-meta>');
    expect(html).toContain('<link rel="canonical" href="https://www.nassauharbouryachts.com/boats/b1" data-page-meta>');
    expect(html).toContain('<script type="application/ld+json" data-page-meta>{"@type":"Product"}</script>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('data-page-meta')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('a hostile title cannot break out of the title, an attribute or the JSON-LD script', () => {
    const evil = `"><script>alert(1)</script> </title></script>`;
    const html = fillIndexHtml(TEMPLATE, { ...META, title: evil, description: evil, jsonLd: [{ name: evil }] });
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the app's module script and the JSON-LD one
    expect(html).toContain(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;/title&gt;&lt;/script&gt; | Nassau Harbour Yachts</title>',
    );
  });

  it('filling twice gives one set of tags (no duplicates from an already-filled page)', () => {
    const once = fillIndexHtml(TEMPLATE, { ...META, jsonLd: [{ a: 1 }] });
    const twice = fillIndexHtml(once, { ...META, title: 'Other', jsonLd: [{ b: 2 }] });
    expect(twice.match(/<title>/g)).toHaveLength(1);
    expect(twice.match(/og:title/g)).toHaveLength(1);
    expect(twice.match(/rel="canonical"/g)).toHaveLength(1);
    expect(twice.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(twice).toContain('Other | Nassau Harbour Yachts');
  });

  it('the fallback shell is filled too', () => {
    expect(fillIndexHtml(FALLBACK_SHELL, META)).toContain('<title>T | Nassau Harbour Yachts</title>');
  });

  it('default share image when the page has none', () => {
    expect(headTags(META)).toContain(
      '<meta property="og:image" content="https://www.nassauharbouryachts.com/og-image.jpg" data-page-meta>',
    );
  });
});

describe('boat preview', () => {
  it('title, 100-character description, primary image and Product JSON-LD equal the boat page', () => {
    const meta = boatPreviewMeta('b1', BOAT as unknown as Record<string, unknown>);
    expect(meta.title).toBe(webBoatTitle(BOAT));
    expect(meta.description).toBe(boatMetaDescription(BOAT));
    expect(Array.from(meta.description)).toHaveLength(100);
    expect(meta.image).toBe(webAbsoluteUrl(boatShareImage(BOAT)!));
    expect(meta.image).toBe('https://www.nassauharbouryachts.com/media/boat-2-960.webp');
    expect(meta.path).toBe('/boats/b1');
    expect(meta.type).toBe('product');
    expect(meta.jsonLd).toEqual([webProductJsonLd(BOAT)]);
    expect(meta.jsonLd[0]).toMatchObject({
      offers: { price: 1850000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });
});

describe('post preview', () => {
  const post = {
    id: 'p1',
    title: 'Reef "Guide"',
    slug: 'reef-guide',
    excerpt: 'Where to anchor.',
    content: '# Reefs',
    featuredImageUrl: '/media/blog/reef-960.webp',
    status: 'published',
    tags: ['reefs', 'exumas'],
    publishedAt: '2026-09-01T00:00:00.000Z',
    viewCount: 3,
    authorId: null,
    createdAt: '2026-08-01T00:00:00.000Z',
    updatedAt: '2026-09-02T00:00:00.000Z',
  };
  it('title, excerpt, cover and BlogPosting + breadcrumb JSON-LD equal the post page', () => {
    const meta = postPreviewMeta(post);
    expect(meta).toMatchObject({
      title: 'Reef "Guide"',
      description: 'Where to anchor.',
      path: '/blogs/reef-guide',
      image: '/media/blog/reef-960.webp',
      type: 'article',
    });
    expect(meta.jsonLd).toEqual([
      blogPostingJsonLd({
        title: post.title,
        slug: post.slug,
        description: 'Where to anchor.',
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        image: post.featuredImageUrl,
        tags: post.tags,
      }),
      blogBreadcrumbJsonLd(post.title, post.slug),
    ]);
  });
  it('without an excerpt: the first 150 characters of the text + "..." like the web app', () => {
    const content = `## Buying a boat in Nassau\n\nStart with a **survey** and read [the guide](https://x.test). ${'Plenty of sun. '.repeat(20)}`;
    const meta = postPreviewMeta({ ...post, excerpt: null, content });
    expect(meta.description).toBe(displayExcerpt({ excerpt: null, content }));
  });
  it('the one fallback cover for the special slug; none otherwise', () => {
    expect(postPreviewMeta({ ...post, slug: 'bahamas-boat-buying-guide', featuredImageUrl: null }).image).toBe(
      '/media/blog/fallback-cover-960.webp',
    );
    expect(postPreviewMeta({ ...post, featuredImageUrl: null }).image).toBeNull();
  });
  it('markdownToPlainText drops markdown syntax and HTML', () => {
    expect(markdownToPlainText('# Title\n\n> quote with *em* and `code`\n\n- item <b>bold</b>\n\n![alt](x.png)')).toBe(
      'Title quote with em and code item bold alt',
    );
  });
});

describe('a page that is not there', () => {
  it('unknown page, missing boat, missing post: noindex, no canonical address, its own title', () => {
    for (const [kind, title] of [
      [null, 'Page Not Found'],
      ['boat', 'Boat Not Found'],
      ['post', 'Post Not Found'],
    ] as const) {
      const html = fillIndexHtml(TEMPLATE, notFoundMeta('/x', kind));
      expect(html).toContain('<meta name="robots" content="noindex" data-page-meta>');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(`<title>${title} | Nassau Harbour Yachts</title>`);
    }
  });
  it('the same robots tag as the web app writes; a found page has none, and a filled page keeps one', () => {
    expect(headTags({ ...META, noindex: true })).toContain(
      pageHeadHtml({ title: 'T', description: 'D', path: '/boats/b1', noindex: true }).match(
        /<meta name="robots"[^>]*>/,
      )![0],
    );
    expect(headTags(META)).not.toContain('robots');
    const refilled = fillIndexHtml(fillIndexHtml(TEMPLATE, { ...META, noindex: true }), { ...META, noindex: true });
    expect(refilled.match(/name="robots"/g)).toHaveLength(1);
    expect(fillIndexHtml(fillIndexHtml(TEMPLATE, { ...META, noindex: true }), META)).not.toContain('robots');
  });
});

describe('parsePreviewPath', () => {
  it('boats and blog posts, one segment, decoded', () => {
    expect(parsePreviewPath('/boats/b1')).toEqual({ kind: 'boat', id: 'b1' });
    expect(parsePreviewPath('/boats/b1/')).toEqual({ kind: 'boat', id: 'b1' });
    expect(parsePreviewPath('/blogs/reef%20guide')).toEqual({ kind: 'post', slug: 'reef guide' });
  });
  it('anything else → null', () => {
    for (const p of [
      '/boats',
      '/boats/',
      '/boats/a/b',
      '/blogs',
      '/sell',
      '/blogs/%E0%A4%A',
      `/boats/${'x'.repeat(300)}`,
    ])
      expect(parsePreviewPath(p)).toBeNull();
  });
});

describe('finding N12: one address per page the preview function renders', () => {
  it('/boats keeps only the parameters it reads, with valid values, in one order', () => {
    expect(canonicalPreviewUrl('/boats', '')).toBe('/boats');
    expect(canonicalPreviewUrl('/boats', '?cachebuster=8f3a9c')).toBe('/boats');
    expect(canonicalPreviewUrl('/boats', 'sort=bogus&condition=zzz&x=1')).toBe('/boats');
    expect(canonicalPreviewUrl('/boats', '?sort=price-asc&junk=1&type=Sailboat&type=Motor')).toBe(
      '/boats?sort=price-asc',
    );
    expect(canonicalPreviewUrl('/boats', '?sort=price-asc&q=%20viking%20')).toBe('/boats?q=viking&sort=price-asc');
    expect(canonicalPreviewUrl('/boats/', '?sold=1&z=2')).toBe('/boats/?sold=1');
  });

  it('the home page, a boat page and a post read no query: theirs is dropped', () => {
    expect(canonicalPreviewUrl('/', '?utm_source=x')).toBe('/');
    expect(canonicalPreviewUrl('/boats/boat-1', '?from=share&sort=price-asc')).toBe('/boats/boat-1');
    expect(canonicalPreviewUrl('/blogs/reef-guide', '?fbclid=abc')).toBe('/blogs/reef-guide');
  });

  it('every spelling of one search has one address, and that address is its own', () => {
    const spellings = [
      '?type=Sailboat&sort=price-asc',
      '?sort=price-asc&type=Sailboat',
      '?sort=price-asc&type=%20Sailboat%20&utm_campaign=spring',
      'utm=1&sort=price-asc&type=Sailboat&fuel=coal&cabins=none',
    ];
    const addresses = new Set(spellings.map((q) => canonicalPreviewUrl('/boats', q)));
    expect([...addresses]).toEqual(['/boats?type=Sailboat&sort=price-asc']);
    expect(canonicalPreviewUrl('/boats', '?type=Sailboat&sort=price-asc')).toBe('/boats?type=Sailboat&sort=price-asc');
  });

  it('a 404 and the redirect are cacheable by the CDN; the 404 only for minutes', () => {
    expect(NOT_FOUND_CACHE_CONTROL).toMatch(/^public,/);
    const seconds = Number(/s-maxage=(\d+)/.exec(NOT_FOUND_CACHE_CONTROL)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(60);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(CANONICAL_REDIRECT_CACHE_CONTROL).toMatch(/^public,.*s-maxage=\d+/);
  });
});
