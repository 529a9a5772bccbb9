export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function buildSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const lastmod = e.lastModified ? `<lastmod>${escapeXml(e.lastModified.slice(0, 10))}</lastmod>` : '';
      return `  <url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /client/\nDisallow: /auth\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export const STATIC_PUBLIC_PATHS = ['/', '/boats', '/sell', '/charter', '/contact', '/blogs'] as const;
