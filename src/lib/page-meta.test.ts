import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildMetaTags, pageTitle } from './page-meta';
import { business } from '@/config/business';

describe('page meta', () => {
  it('titles every page "{page title} | {product name}"', () => {
    expect(pageTitle('Boats For Sale')).toBe(`Boats For Sale | ${business.productName}`);
  });
  it('makes canonical URLs absolute on the site origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/boats/x')).toBe(`${business.siteUrl}/boats/x`);
    expect(absoluteUrl('boats')).toBe(`${business.siteUrl}/boats`);
    expect(absoluteUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });
  it('carries description, Open Graph and Twitter tags', () => {
    const tags = buildMetaTags({ title: 'Charter', description: 'd', path: '/charter', type: 'website' });
    const byKey = Object.fromEntries(tags.map((t) => [t.key, t.content]));
    expect(byKey.description).toBe('d');
    expect(byKey['og:title']).toBe(pageTitle('Charter'));
    expect(byKey['og:url']).toBe(`${business.siteUrl}/charter`);
    expect(byKey['og:image']).toBe(`${business.siteUrl}/og-image.jpg`);
    expect(byKey['twitter:card']).toBe('summary_large_image');
  });
});
