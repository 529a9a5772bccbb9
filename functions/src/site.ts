/**
 * Brand and site facts the functions need. The web app's single source is src/config/business.ts;
 * functions are a separate package and can't import it, so these are copies kept equal by site.test.ts.
 */
export const PRODUCT_NAME = 'Nassau Harbour Yachts';
/** Canonical origin for canonical URLs, Open Graph and the sitemap. */
export const SITE_URL = 'https://www.nassauharbouryachts.com';
/** The default social image (src/lib/page-meta.ts uses the same path). */
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';
/** Public pages that exist without data (src/lib/sitemap.ts STATIC_PUBLIC_PATHS). */
export const STATIC_PUBLIC_PATHS = ['/', '/boats', '/sell', '/charter', '/contact', '/blogs'] as const;

export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

/** Absolute URL of a site path or URL (src/lib/page-meta.ts absoluteUrl). */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${SITE_URL}${path}`;
}

/** A stored image URL as the site serves it (src/lib/image-sources.ts resolveImageUrl): bare names live in /media/. */
export function resolveImageUrl(url: string): string {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('/') || url.startsWith('blob:') || url.startsWith('data:'))
    return url;
  return `/media/${url}`;
}

/** Absolute URL for an image in a share card (src/features/boats/model/seo.ts absoluteImageUrl). */
export function absoluteImageUrl(url: string): string {
  const resolved = resolveImageUrl(url);
  return resolved.startsWith('//') ? `https:${resolved}` : absoluteUrl(resolved);
}
