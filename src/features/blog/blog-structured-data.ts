import { business } from '@harbour/domain/business';
import { absoluteUrl } from '@/lib/page-meta';

export interface BlogPostingInput {
  title: string;
  slug: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  image: string | null;
  tags: readonly string[];
}

/** schema.org BlogPosting for the post page; the author and publisher are the business itself. */
export function blogPostingJsonLd(input: BlogPostingInput) {
  const organization = {
    '@type': 'Organization',
    name: business.productName,
    url: absoluteUrl('/'),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    ...(input.image ? { image: [absoluteUrl(input.image)] } : {}),
    ...(input.tags.length ? { keywords: input.tags.join(', ') } : {}),
    url: absoluteUrl(`/blogs/${input.slug}`),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(`/blogs/${input.slug}`) },
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png') } },
  };
}

export function blogBreadcrumbJsonLd(title: string, slug: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl('/blogs') },
      { '@type': 'ListItem', position: 3, name: title, item: absoluteUrl(`/blogs/${slug}`) },
    ],
  };
}
