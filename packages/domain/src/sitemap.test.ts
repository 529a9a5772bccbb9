import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('sitemap and robots', () => {
  it('lists every entry with its absolute URL and date, escaping XML', () => {
    const xml = buildSitemap('https://example.com', [
      { path: '/' },
      { path: '/boats/a&b', lastModified: '2026-03-04T10:00:00.000Z' },
    ]);
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/boats/a&amp;b</loc><lastmod>2026-03-04</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
  it('keeps crawlers out of the portals and points at the sitemap', () => {
    const robots = buildRobots('https://example.com');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Disallow: /client/');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
  });
});
