import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_SHELL,
  LISTING_PAGE_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  renderListingPreview,
  renderPreview,
} from '../../functions/src/preview';
import type { ListingRenderer } from '../../functions/src/listing-renderer';
import { renderSitemap } from '../../functions/src/sitemap';
import { directFirestore } from './admin-sdk';

// Link previews and the live sitemap: the cores against the Firestore emulator (the HTTP functions: functions-http.test.ts).
type Firestore = Parameters<typeof renderPreview>[0];
let db: Firestore;
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

let boatId: string;
let soldId: string;
let slug: string;
beforeAll(async () => {
  db = directFirestore() as unknown as Firestore;
  boatId = unique('boat');
  soldId = unique('sold');
  slug = unique('reef-guide');
  const listing = (id: string, deleted: boolean) => ({
    id,
    year: 2020,
    make: 'Hatteras',
    model: 'GT45 "X"</script>',
    price: 1250000,
    description: 'Tournament-ready sportfish. '.repeat(8),
    status: 'active',
    createdBy: null,
    updatedAt: '2026-10-20T00:00:00.000Z',
    images: [{ id: 'i', url: 'https://cdn.example.com/h.webp', isPrimary: true, displayOrder: 0 }],
    _deleted: deleted,
  });
  await db.collection('listings').doc(boatId).set(listing(boatId, false));
  await db.collection('listings').doc(soldId).set(listing(soldId, true));
  await db.collection('publishedPosts').doc(unique('post')).set({
    id: 'p',
    title: 'Reef Guide',
    slug,
    excerpt: 'Where to anchor.',
    content: '',
    featuredImageUrl: null,
    tags: [],
    publishedAt: '2026-09-01T00:00:00.000Z',
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-02T00:00:00.000Z',
    status: 'published',
    _deleted: false,
  });
});

describe('renderPreview (Firestore emulator)', () => {
  it('a listed boat: its title (escaped), description, image and Product JSON-LD', async () => {
    const page = await renderPreview(db, `/boats/${boatId}`, FALLBACK_SHELL);
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<title>2020 Hatteras GT45 &quot;X&quot;&lt;/script&gt; | Nassau Harbour Yachts</title>',
    );
    expect(page.html).toContain('<meta property="og:image" content="https://cdn.example.com/h.webp" data-page-meta>');
    expect(page.html).toContain('"@type":"Product"');
    expect(page.html).toContain('"priceCurrency":"USD"');
    expect(page.html.match(/<\/script>/g)).toHaveLength(1);
  });
  it('a sold (withdrawn) or unknown boat: 404 with the shell; finding N12: the CDN keeps the 404 a few minutes', async () => {
    for (const id of [soldId, unique('ghost')]) {
      const page = await renderPreview(db, `/boats/${id}`, FALLBACK_SHELL);
      expect(page.status).toBe(404);
      expect(page.cacheControl).toBe(NOT_FOUND_CACHE_CONTROL);
      expect(page.html).toContain('<title>Boat Not Found | Nassau Harbour Yachts</title>');
      expect(page.html).toContain('<meta name="robots" content="noindex" data-page-meta>');
    }
  });
  it('a missing post and a path that is no page: 404, noindex', async () => {
    for (const [path, title] of [
      [`/blogs/${unique('ghost')}`, 'Post Not Found'],
      ['/boats/a/b', 'Page Not Found'],
    ]) {
      const page = await renderPreview(db, path!, FALLBACK_SHELL);
      expect(page.status).toBe(404);
      expect(page.cacheControl).toBe(NOT_FOUND_CACHE_CONTROL);
      expect(page.html).toContain(`<title>${title} | Nassau Harbour Yachts</title>`);
      expect(page.html).toContain('<meta name="robots" content="noindex" data-page-meta>');
    }
    expect((await renderPreview(db, `/blogs/${slug}`, FALLBACK_SHELL)).html).not.toContain('robots');
  });
  it('the home page and /boats, when the renderer cannot answer: the shell with 200 (the app renders them), never a 404', async () => {
    for (const path of ['/', '/boats', '/boats/']) {
      const page = await renderPreview(db, path, FALLBACK_SHELL);
      expect(page, path).toEqual({ status: 200, html: FALLBACK_SHELL, cacheControl: 'no-cache' });
    }
  });
  it('a published post by slug: BlogPosting', async () => {
    const page = await renderPreview(db, `/blogs/${slug}`, FALLBACK_SHELL);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Reef Guide | Nassau Harbour Yachts</title>');
    expect(page.html).toContain('<meta name="description" content="Where to anchor." data-page-meta>');
    expect(page.html).toContain('"@type":"BlogPosting"');
  });
  it('the sitemap lists live listings and posts, not withdrawn ones', async () => {
    const xml = await renderSitemap(db);
    expect(xml).toContain(
      `<loc>https://www.nassauharbouryachts.com/boats/${boatId}</loc><lastmod>2026-10-20</lastmod>`,
    );
    expect(xml).toContain(`<loc>https://www.nassauharbouryachts.com/blogs/${slug}</loc>`);
    expect(xml).not.toContain(soldId);
  });
});

describe("renderListingPreview: the boats pages through the app's renderer (Firestore emulator)", () => {
  /** Stands in for the app's bundled renderer (its own tests: src/app/prerender/listing-page-server.test.ts). */
  const calls: Array<{ url: string; ids: string[] }> = [];
  const renderer: ListingRenderer = {
    render: async (url, snapshot) => {
      calls.push({ url, ids: snapshot.boats.map((b) => String(b.id)) });
      return `<html>${url}</html>`;
    },
  };

  it('renders from the live listings (withdrawn ones left out), query string included', async () => {
    const page = await renderListingPreview(db, `/boats/${boatId}?from=share`, renderer);
    expect(page).toEqual({
      status: 200,
      html: `<html>/boats/${boatId}?from=share</html>`,
      cacheControl: LISTING_PAGE_CACHE_CONTROL,
    });
    const { ids } = calls.at(-1)!;
    expect(ids).toContain(boatId);
    expect(ids).not.toContain(soldId);
    expect((await renderListingPreview(db, '/boats?q=hatteras', renderer))?.status).toBe(200);
  });

  it("finding N12: a boat that is not listed: the app's not-found page with a 404, kept by the CDN a few minutes", async () => {
    for (const id of [soldId, unique('ghost')]) {
      const page = await renderListingPreview(db, `/boats/${id}`, renderer);
      expect(page?.status).toBe(404);
      expect(page?.cacheControl).toBe(NOT_FOUND_CACHE_CONTROL);
    }
  });

  it('a renderer that fails: null (the function answers with the head-only page), logged', async () => {
    const failing: ListingRenderer = {
      render: async () => {
        throw new Error('boom');
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await renderListingPreview(db, '/boats', failing)).toBeNull();
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
