import { resolveImageUrl } from './image-sources';
import { absoluteUrl } from './page-urls';

/**
 * Absolute URL for an image in a share card or structured data: a boat page's head and JSON-LD, written by the page
 * (src/features/boats/model/seo.ts) and by the `preview` function (functions/src/preview.ts). Apart from
 * page-urls.ts, which every page loads.
 */
export function absoluteImageUrl(url: string): string {
  const resolved = resolveImageUrl(url);
  return resolved.startsWith('//') ? `https:${resolved}` : absoluteUrl(resolved);
}
