/** Share targets on the post page. */

export function postUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/blogs/${encodeURIComponent(slug)}`;
}

export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export function emailShareUrl(title: string, excerpt: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${excerpt}\n\n${url}`)}`;
}
