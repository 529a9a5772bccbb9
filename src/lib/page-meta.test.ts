import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildMetaTags, pageHeadHtml, pageTitle } from './page-meta';
import { business } from '@harbour/domain/business';

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

describe('pageHeadHtml (prerendered pages)', () => {
  const input = { title: 'Boats "for" <Sale> & more', description: 'Fish & cruise', path: '/boats' };

  it('has the title, the meta tags, the canonical link, all owned by the page', () => {
    const html = pageHeadHtml(input);
    expect(html).toContain(`<title>Boats &#34;for&#34; &#60;Sale&#62; &#38; more | ${business.productName}</title>`);
    expect(html).toContain('<meta name="description" content="Fish &#38; cruise" data-page-meta>');
    expect(html).toContain(`<link rel="canonical" href="${business.siteUrl}/boats" data-page-meta>`);
    expect(html.match(/<meta /g)).toHaveLength(buildMetaTags(input).length);
  });

  it('writes JSON-LD so that data cannot close the script element', () => {
    const html = pageHeadHtml(input, [{ name: '</script><script>alert(1)</script>' }]);
    expect(html).toContain(
      '<script type="application/ld+json" data-page-meta>{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('a page that is not there (noindex)', () => {
  const missing = { title: 'Boat Not Found', description: 'Gone', path: '/boats/x', noindex: true };

  it('carries robots noindex, first; a real page carries no robots tag', () => {
    expect(buildMetaTags(missing)[0]).toEqual({ key: 'robots', attribute: 'name', content: 'noindex' });
    expect(buildMetaTags({ ...missing, noindex: false }).some((t) => t.key === 'robots')).toBe(false);
    expect(
      buildMetaTags({ title: 'Charter', description: 'd', path: '/charter' }).some((t) => t.key === 'robots'),
    ).toBe(false);
  });

  it('names no canonical address in the built head; a real page does', () => {
    const html = pageHeadHtml(missing);
    expect(html).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(html).not.toContain('rel="canonical"');
    expect(pageHeadHtml({ ...missing, noindex: false })).toContain('rel="canonical"');
    expect(pageHeadHtml({ ...missing, noindex: false })).not.toContain('robots');
  });
});
