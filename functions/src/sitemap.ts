import type { Firestore } from 'firebase-admin/firestore';
import { LISTINGS, PUBLISHED_POSTS } from './projections';
import { isLive } from './replication';
import { business } from '@harbour/domain/business';
import { buildSitemap, STATIC_PUBLIC_PATHS, type SitemapEntry } from '@harbour/domain/sitemap';

// sitemap.xml from live data: the static public pages, every listed boat and every published post, written by the
// same buildSitemap as the build-time sitemap of the bundled data (scripts/vite-seo-files.ts).

type Data = Record<string, unknown>;

/** Pure: entries for the given public copies (withdrawn ones skipped), boats then posts, each sorted for stable output. */
export function sitemapEntries(listings: Array<{ id: string; data: Data }>, posts: Data[]): SitemapEntry[] {
  const lastModified = (d: Data) =>
    typeof d.updatedAt === 'string' && !Number.isNaN(Date.parse(d.updatedAt)) ? d.updatedAt : undefined;
  const boats = listings
    .filter((l) => isLive(l.data))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((l) => ({ path: `/boats/${encodeURIComponent(l.id)}`, lastModified: lastModified(l.data) }));
  const blog = posts
    .filter((p) => isLive(p) && typeof p.slug === 'string' && p.slug !== '')
    .sort((a, b) => String(a.slug).localeCompare(String(b.slug)))
    .map((p) => ({ path: `/blogs/${p.slug as string}`, lastModified: lastModified(p) }));
  return [...STATIC_PUBLIC_PATHS.map((path) => ({ path })), ...boats, ...blog];
}

export async function renderSitemap(db: Firestore): Promise<string> {
  const [listings, posts] = await Promise.all([
    db.collection(LISTINGS).where('_deleted', '==', false).get(),
    db.collection(PUBLISHED_POSTS).where('_deleted', '==', false).get(),
  ]);
  return buildSitemap(
    business.siteUrl,
    sitemapEntries(
      listings.docs.map((d) => ({ id: d.id, data: d.data() })),
      posts.docs.map((d) => d.data()),
    ),
  );
}
