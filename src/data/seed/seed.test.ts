import { recentReduction } from '@harbour/domain/boats/boat-price';
import { publicState } from '@harbour/domain/boats/listing-visibility';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { business } from '@harbour/domain/business';
import { BLOG_FALLBACK_COVER, BLOG_FALLBACK_COVER_SLUG } from '../../lib/blog-fallback-cover';
import { imageSources, MEDIA_WIDTHS } from '@harbour/domain/image-sources';
import { storedWalkthroughVideo } from '@harbour/domain/boats/walkthrough-video';
import type { PublicDatabase } from '../public-database';
import { openTestPublicDatabase } from '../test-storage';
import { DEMO_ADMIN_ID, DEMO_OWNER_IDS, demoAccounts } from './accounts';
import { seedBlogPosts, seedBoats, seedCommissionRates } from './index';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const TYPES = [
  'Center Console',
  'Sport Fishing',
  'Motor Yacht',
  'Express Cruiser',
  'Flybridge',
  'Catamaran',
  'Sailboat',
];
const active = seedBoats.filter((b) => b.status === 'active');
const published = seedBlogPosts.filter((p) => p.status === 'published');

/** Every width variant of a generated media URL, as paths on disk. */
function filesFor(url: string): string[] {
  const { srcSet } = imageSources(url);
  expect(srcSet, `${url} follows the generated-media naming`).toBeDefined();
  return srcSet!.split(', ').map((entry) => join(PUBLIC_DIR, entry.split(' ')[0]!));
}

function folderSize(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? folderSize(join(path, entry.name)) : statSync(join(path, entry.name)).size),
    0,
  );
}

describe('seed boats', () => {
  it('has a public fleet of at least 24 active boats plus sold, draft and pending ones', () => {
    expect(active.length).toBeGreaterThanOrEqual(24);
    for (const status of ['sold', 'draft', 'pending_review'] as const) {
      expect(
        seedBoats.some((b) => b.status === status),
        status,
      ).toBe(true);
    }
  });

  it('shows listing truth on realistic boats: under offer, reduced, on request, sold and shown, each with its history', () => {
    const now = new Date('2026-11-25T12:00:00.000Z'); // the demo's "today": the badges below hold for a few weeks
    const underOffer = seedBoats.filter((b) => b.status === 'under_offer');
    expect(underOffer.length).toBeGreaterThanOrEqual(2);
    for (const b of underOffer) expect(b.statusHistory.at(-1)?.to, b.id).toBe('under_offer');
    expect(seedBoats.filter((b) => recentReduction(b, now)).length).toBeGreaterThanOrEqual(3);
    for (const b of seedBoats) if (b.priceHistory.length) expect(b.priceHistory.at(-1)!.to, b.id).toBe(b.price);
    expect(seedBoats.filter((b) => b.priceOnRequest && b.status === 'active')).toHaveLength(1);
    expect(seedBoats.filter((b) => publicState(b, now) === 'recently-sold')).toHaveLength(1);
    for (const b of seedBoats.filter((x) => x.status !== 'draft' && x.status !== 'pending_review'))
      expect(b.publishedAt, b.id).not.toBeNull();
  });

  it('covers every display type several times and both conditions among active boats', () => {
    for (const type of TYPES) expect(active.filter((b) => b.type === type).length, type).toBeGreaterThanOrEqual(3);
    expect(new Set(active.map((b) => b.type))).toEqual(new Set(TYPES));
    expect(new Set(active.map((b) => b.condition))).toEqual(new Set(['new', 'used']));
  });

  it('prices run from the tournament boat starting price to millions, in whole dollars', () => {
    const prices = active.map((b) => b.price);
    expect(Math.min(...prices)).toBe(65000);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(1_000_000);
    for (const boat of seedBoats) expect(Number.isInteger(boat.price), boat.id).toBe(true);
    const cheapest = active.find((b) => b.price === business.tournamentMaker.startingPrice);
    expect(cheapest).toMatchObject({ make: business.tournamentMaker.make, type: 'Center Console', condition: 'new' });
  });

  it('lies in both The Bahamas and Florida', () => {
    expect(active.some((b) => /Bahamas$/.test(b.location))).toBe(true);
    expect(active.some((b) => /, FL$/.test(b.location))).toBe(true);
  });

  it('has unique ids, sensible dates, features and specifications', () => {
    expect(new Set(seedBoats.map((b) => b.id)).size).toBe(seedBoats.length);
    for (const boat of seedBoats) {
      expect(boat.features.length, boat.id).toBeGreaterThanOrEqual(4);
      expect(boat.features.length, boat.id).toBeLessThanOrEqual(8);
      expect(Date.parse(boat.createdAt), boat.id).toBeLessThan(Date.parse('2026-11-20T00:00:00Z'));
      expect(Date.parse(boat.createdAt), boat.id).toBeGreaterThanOrEqual(Date.parse('2025-01-01T00:00:00Z'));
      expect(Date.parse(boat.updatedAt), boat.id).toBeGreaterThanOrEqual(Date.parse(boat.createdAt));
    }
    // Some boats lack standard keys and some carry custom ones, so the detail page's "only when present" is exercised.
    expect(seedBoats.some((b) => !('maxSpeed' in b.specifications))).toBe(true);
    expect(
      seedBoats.some((b) =>
        Object.keys(b.specifications).some(
          (k) => !['beam', 'draft', 'engines', 'fuelCapacity', 'cruisingSpeed', 'maxSpeed'].includes(k),
        ),
      ),
    ).toBe(true);
  });

  it('is created by the demo admin or, for a few boats, by the demo owners', () => {
    const ids = new Set(demoAccounts.map((a) => a.id));
    for (const boat of seedBoats) expect(ids.has(boat.createdBy!), boat.id).toBe(true);
    const owned = seedBoats.filter((b) => (DEMO_OWNER_IDS as readonly string[]).includes(b.createdBy!));
    expect(owned.length).toBeGreaterThanOrEqual(4);
    expect(owned.length).toBeLessThanOrEqual(7);
    for (const owner of DEMO_OWNER_IDS)
      expect(
        owned.some((b) => b.createdBy === owner),
        owner,
      ).toBe(true);
    expect(seedBoats.filter((b) => b.createdBy === DEMO_ADMIN_ID).length).toBeGreaterThan(owned.length);
  });

  it('has a commission rate entry for every boat, mostly 10 with a few exceptions and nulls', () => {
    expect(Object.keys(seedCommissionRates).sort()).toEqual(seedBoats.map((b) => b.id).sort());
    const rates = Object.values(seedCommissionRates);
    expect(rates.filter((r) => r === 10).length).toBeGreaterThan(rates.length / 2);
    expect(rates).toContain(null);
    for (const rate of rates) if (rate !== null) expect(rate).toBeGreaterThanOrEqual(0);
  });

  it('gives each boat 3 to 4 images with exactly one primary, unique display orders from 1 and alt text', () => {
    for (const boat of seedBoats) {
      expect(boat.images.length, boat.id).toBeGreaterThanOrEqual(3);
      expect(boat.images.length, boat.id).toBeLessThanOrEqual(4);
      expect(boat.images.filter((i) => i.isPrimary).length, boat.id).toBe(1);
      const orders = boat.images.map((i) => i.displayOrder);
      expect(new Set(orders).size, boat.id).toBe(orders.length);
      expect(Math.min(...orders), boat.id).toBe(1);
      for (const image of boat.images) expect(image.alt?.length ?? 0, image.id).toBeGreaterThan(10);
    }
    // The "primary, else the first" rule needs boats whose primary is not first by display order.
    const primaryNotFirst = seedBoats.filter((b) => {
      const first = [...b.images].sort((x, y) => x.displayOrder - y.displayOrder)[0];
      return !first?.isPrimary;
    });
    expect(primaryNotFirst.length).toBeGreaterThanOrEqual(2);
  });
});

describe('seed blog posts', () => {
  it('has enough published posts to need "Load More", plus drafts and an archived one', () => {
    expect(published.length).toBeGreaterThanOrEqual(14);
    expect(seedBlogPosts.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(3);
    expect(seedBlogPosts.filter((p) => p.status === 'archived').length).toBeGreaterThanOrEqual(1);
  });

  it('has unique slugs and ids, and publish dates only where published', () => {
    expect(new Set(seedBlogPosts.map((p) => p.slug)).size).toBe(seedBlogPosts.length);
    expect(new Set(seedBlogPosts.map((p) => p.id)).size).toBe(seedBlogPosts.length);
    for (const post of seedBlogPosts) {
      if (post.status === 'draft') expect(post.publishedAt, post.slug).toBeNull();
      if (post.status === 'published') expect(Number.isNaN(Date.parse(post.publishedAt ?? '')), post.slug).toBe(false);
    }
    const dates = published.map((p) => p.publishedAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(Date.parse(date!)).toBeLessThan(Date.parse('2026-11-20T00:00:00Z'));
  });

  it('keeps excerpts, tags and content within the editor limits', () => {
    expect(seedBlogPosts.some((p) => p.excerpt === null)).toBe(true);
    for (const post of seedBlogPosts) {
      expect(post.title.length, post.slug).toBeLessThanOrEqual(200);
      if (post.excerpt !== null) expect(post.excerpt.length, post.slug).toBeLessThanOrEqual(300);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(1);
      expect(post.tags.length, post.slug).toBeLessThanOrEqual(5);
      expect(post.content.length, post.slug).toBeGreaterThanOrEqual(500);
      expect(post.content.length, post.slug).toBeLessThanOrEqual(2500);
      expect(post.content, post.slug).toMatch(/^## /m);
      expect(post.content, post.slug).not.toMatch(/<script/i);
    }
    expect(
      published.every((p) => /^> /m.test(p.content) && /\]\(/.test(p.content) && /^(- |1\. )/m.test(p.content)),
    ).toBe(true);
  });

  it('has the fallback-cover post published and without an image of its own', () => {
    const post = seedBlogPosts.find((p) => p.slug === BLOG_FALLBACK_COVER_SLUG);
    expect(post).toMatchObject({ status: 'published', featuredImageUrl: null });
  });
});

describe('seed media', () => {
  it('has every referenced boat image and blog cover on disk in all widths', () => {
    const urls = [
      ...seedBoats.flatMap((b) => b.images.map((i) => i.url)),
      ...seedBlogPosts.flatMap((p) => (p.featuredImageUrl ? [p.featuredImageUrl] : [])),
      BLOG_FALLBACK_COVER,
      '/media/video/hero-poster-960.webp',
    ];
    for (const url of urls) {
      const files = filesFor(url);
      expect(files).toHaveLength(MEDIA_WIDTHS.length);
      for (const file of files) expect(existsSync(file), file).toBe(true);
    }
  });

  it('has the hero video, icons and social image, and stays within the size budget', () => {
    for (const file of ['media/video/hero.webm', 'media/video/hero.mp4', 'media/video/hero-poster.jpg']) {
      expect(existsSync(join(PUBLIC_DIR, file)), file).toBe(true);
      if (file.startsWith('media/video/hero.'))
        expect(statSync(join(PUBLIC_DIR, file)).size, file).toBeLessThanOrEqual(1_000_000);
    }
    for (const file of [
      'favicon.svg',
      'og-image.jpg',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
      'icons/apple-touch-icon.png',
    ]) {
      expect(existsSync(join(PUBLIC_DIR, file)), file).toBe(true);
    }
    expect(folderSize(join(PUBLIC_DIR, 'media'))).toBeLessThanOrEqual(8.5 * 1024 * 1024);
  });
});

describe('seed documents against the RxDB schemas', () => {
  let db: PublicDatabase | undefined;
  afterEach(async () => {
    if (db && !db.closed) await db.close();
  });

  it('inserts every boat and post, whatever its status, without a validation error', async () => {
    db = await openTestPublicDatabase();
    const boats = await db.boats.bulkInsert(seedBoats);
    const posts = await db.blogPosts.bulkInsert(seedBlogPosts);
    expect(boats.error).toEqual([]);
    expect(posts.error).toEqual([]);
    expect(await db.boats.count().exec()).toBe(seedBoats.length);
    expect(await db.blogPosts.count().exec()).toBe(seedBlogPosts.length);
  });
});

describe('the demo boats’ walkthrough videos', () => {
  it('every seed boat’s video link is one the page shows (the seed is written without the form)', () => {
    for (const boat of seedBoats.filter((b) => b.videoUrl !== null))
      expect(storedWalkthroughVideo(boat.videoUrl), boat.id).not.toBeNull();
  });
});
