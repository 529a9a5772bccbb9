/**
 * Bundled demo media is generated in several widths named '{name}-{width}.webp' (see scripts/generate-media.mjs).
 * A stored image URL names one of them; the others are offered through srcset so the browser picks the size shown.
 * Any other URL (an uploaded photo) is used as it is.
 */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

const GENERATED = /^(\/media\/.+)-(480|960|1600)\.webp$/;

export interface ImageSources {
  src: string;
  srcSet?: string;
}

export function imageSources(url: string): ImageSources {
  const match = GENERATED.exec(url);
  if (!match) return { src: resolveImageUrl(url) };
  const base = match[1];
  return {
    src: `${base}-960.webp`,
    srcSet: MEDIA_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', '),
  };
}

/** image_url may be an absolute URL, a path starting with '/', or a bundled file name (served from /media/). */
export function resolveImageUrl(url: string): string {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('/') || url.startsWith('blob:') || url.startsWith('data:'))
    return url;
  return `/media/${url}`;
}
