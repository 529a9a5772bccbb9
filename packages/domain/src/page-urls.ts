import { business } from './business';

// A page's title and absolute addresses, as the pages' heads (src/lib/page-meta.ts) and the `preview` function's
// heads of the same pages (functions/src/preview.ts) write them.

/** The default social image (public/og-image.jpg). */
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';

export function pageTitle(title: string): string {
  return `${title} | ${business.productName}`;
}

/** Absolute URL of a site path or URL, on the canonical origin. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${business.siteUrl}${path}`;
}
