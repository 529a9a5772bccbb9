import { describe, expect, it } from 'vitest';
import { business } from '@harbour/domain/business';
import { blogBreadcrumbJsonLd, blogPostingJsonLd } from './blog-structured-data';

describe('blogPostingJsonLd', () => {
  it('describes the post with the business as author and absolute URLs', () => {
    const data = blogPostingJsonLd({
      title: 'Guide',
      slug: 'guide',
      description: 'About boats',
      datePublished: '2026-01-05T12:00:00.000Z',
      image: '/media/blog/guide-960.webp',
      tags: ['a', 'b'],
    });
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBe('Guide');
    expect(data.datePublished).toBe('2026-01-05T12:00:00.000Z');
    expect(data.image).toEqual([`${business.siteUrl}/media/blog/guide-960.webp`]);
    expect(data.author).toMatchObject({ '@type': 'Organization', name: business.productName });
    expect(data.url).toBe(`${business.siteUrl}/blogs/guide`);
  });
  it('leaves the image out when the post has no cover', () => {
    const data = blogPostingJsonLd({
      title: 'T',
      slug: 't',
      description: 'd',
      datePublished: '2026-01-01',
      image: null,
      tags: [],
    });
    expect('image' in data).toBe(false);
  });
  it('gives a Home / Blog / title breadcrumb', () => {
    const crumbs = blogBreadcrumbJsonLd('Guide', 'guide').itemListElement.map((i) => i.name);
    expect(crumbs).toEqual(['Home', 'Blog', 'Guide']);
  });
});
