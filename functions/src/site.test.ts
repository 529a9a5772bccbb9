import { describe, expect, it } from 'vitest';
import { business } from '@/config/business';
import { absoluteUrl as webAbsoluteUrl, buildMetaTags, pageTitle as webPageTitle } from '@/lib/page-meta';
import { resolveImageUrl as webResolveImageUrl } from '@/lib/image-sources';
import { STATIC_PUBLIC_PATHS as WEB_STATIC_PATHS } from '@/lib/sitemap';
import {
  BLOG_FALLBACK_COVER as WEB_COVER,
  BLOG_FALLBACK_COVER_SLUG as WEB_COVER_SLUG,
} from '@/lib/blog-fallback-cover';
import { EXCERPT_FALLBACK_LENGTH as WEB_EXCERPT_LENGTH } from '@/lib/excerpt';
import { META_DESCRIPTION_LENGTH as WEB_META_LENGTH } from '@/features/boats/model/seo';
import {
  DEFAULT_SHARE_IMAGE,
  PRODUCT_NAME,
  SITE_URL,
  STATIC_PUBLIC_PATHS,
  absoluteUrl,
  pageTitle,
  resolveImageUrl,
} from './site';
import {
  BLOG_FALLBACK_COVER,
  BLOG_FALLBACK_COVER_SLUG,
  EXCERPT_FALLBACK_LENGTH,
  META_DESCRIPTION_LENGTH,
} from './preview';

// The functions package can't import the web app; these keep its copies equal to the single sources.
describe('site facts equal the web app (src/config/business.ts and src/lib)', () => {
  it('product name and site URL', () => {
    expect(PRODUCT_NAME).toBe(business.productName);
    expect(SITE_URL).toBe(business.siteUrl);
  });
  it('titles, absolute URLs and image paths', () => {
    expect(pageTitle('2021 Azimut S7')).toBe(webPageTitle('2021 Azimut S7'));
    expect(pageTitle('2021 Azimut S7')).toBe('2021 Azimut S7 | Nassau Harbour Yachts');
    for (const p of ['/boats/b1', 'x', 'https://cdn.example.com/a.webp'])
      expect(absoluteUrl(p)).toBe(webAbsoluteUrl(p));
    for (const u of ['boat-1-960.webp', '/media/a.webp', 'https://x.test/a.jpg', '//cdn.test/a.jpg'])
      expect(resolveImageUrl(u)).toBe(webResolveImageUrl(u));
  });
  it('default share image, static pages, fallback cover and text lengths', () => {
    const image = buildMetaTags({ title: 't', description: 'd', path: '/' }).find((t) => t.key === 'og:image')!.content;
    expect(absoluteUrl(DEFAULT_SHARE_IMAGE)).toBe(image);
    expect([...STATIC_PUBLIC_PATHS]).toEqual([...WEB_STATIC_PATHS]);
    expect([BLOG_FALLBACK_COVER_SLUG, BLOG_FALLBACK_COVER]).toEqual([WEB_COVER_SLUG, WEB_COVER]);
    expect(EXCERPT_FALLBACK_LENGTH).toBe(WEB_EXCERPT_LENGTH);
    expect(META_DESCRIPTION_LENGTH).toBe(WEB_META_LENGTH);
  });
});
