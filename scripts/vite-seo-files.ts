import type { Plugin } from 'vite';
import { business } from '../packages/domain/src/business';
import { buildRobots, buildSitemap, STATIC_PUBLIC_PATHS, type SitemapEntry } from '../packages/domain/src/sitemap';
import { seedBoats } from '../fixtures/boats';
import { publicState } from '../packages/domain/src/boats/listing-visibility';
import { seedBlogPosts } from '../fixtures/blog-posts';

/** Emits sitemap.xml (every public page, public boat and published post of the bundled data) and robots.txt at build. */
export function seoFiles(): Plugin {
  return {
    name: 'seo-files',
    apply: 'build',
    generateBundle() {
      const entries: SitemapEntry[] = [
        ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
        ...seedBoats
          .filter((b) => publicState(b, new Date()) !== 'hidden')
          .map((b) => ({ path: `/boats/${b.id}`, lastModified: b.updatedAt })),
        ...seedBlogPosts
          .filter((p) => p.status === 'published')
          .map((p) => ({ path: `/blogs/${p.slug}`, lastModified: p.updatedAt })),
      ];
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(business.siteUrl, entries) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(business.siteUrl) });
    },
  };
}
