import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap';

describe('sitemap', () => {
  it('lists static pages, live listings and live published posts; withdrawn ones are left out', () => {
    const entries = sitemapEntries(
      [
        { id: 'b2', data: { updatedAt: '2026-10-02T10:00:00.000Z', _deleted: false } },
        { id: 'sold', data: { updatedAt: '2026-10-02T10:00:00.000Z', _deleted: true } },
        { id: 'b1', data: { updatedAt: 'not a date', _deleted: false } },
      ],
      [
        { slug: 'reef-guide', updatedAt: '2026-09-01T00:00:00.000Z', _deleted: false },
        { slug: 'old', _deleted: true },
      ],
    );
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/boats',
      '/sell',
      '/charter',
      '/contact',
      '/blogs',
      '/boats/b1',
      '/boats/b2',
      '/blogs/reef-guide',
    ]);
    expect(entries.find((e) => e.path === '/boats/b2')?.lastModified).toBe('2026-10-02T10:00:00.000Z');
    expect(entries.find((e) => e.path === '/boats/b1')?.lastModified).toBeUndefined();
  });
});
