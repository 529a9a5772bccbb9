import { describe, expect, it } from 'vitest';
import {
  BLOG_FALLBACK_COVER as WEB_COVER,
  BLOG_FALLBACK_COVER_SLUG as WEB_COVER_SLUG,
} from '@/lib/blog-fallback-cover';
import { EXCERPT_FALLBACK_LENGTH as WEB_EXCERPT_LENGTH } from '@/lib/excerpt';
import { META_DESCRIPTION_LENGTH as WEB_META_LENGTH } from '@/features/boats/model/seo';
import {
  BLOG_FALLBACK_COVER,
  BLOG_FALLBACK_COVER_SLUG,
  EXCERPT_FALLBACK_LENGTH,
  META_DESCRIPTION_LENGTH,
} from './preview';

// The brand, the site's addresses and its static pages come from @harbour/domain, as the web app's do. The share
// texts' lengths and the blog's fallback cover are still the preview function's own copies of the web app's values.
describe("the preview function's copies of the web app's page facts", () => {
  it('fallback cover and text lengths', () => {
    expect([BLOG_FALLBACK_COVER_SLUG, BLOG_FALLBACK_COVER]).toEqual([WEB_COVER_SLUG, WEB_COVER]);
    expect(EXCERPT_FALLBACK_LENGTH).toBe(WEB_EXCERPT_LENGTH);
    expect(META_DESCRIPTION_LENGTH).toBe(WEB_META_LENGTH);
  });
});
