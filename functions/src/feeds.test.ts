import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { siteFeeds } from '@harbour/domain/feeds/site-feeds';
import { FEED_FUNCTIONS } from '../../scripts/vite-feeds';
import { FEED_CACHE_CONTROL, LISTINGS_JSON_FEED_PATH, OPENMARINE_FEED_PATH, feedBoats, readFeedBoats } from './feeds';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const timestamp = { seconds: 1, nanoseconds: 0 }; // stands for the Firestore Timestamp the replication orders by

describe('feeds from the live listings', () => {
  it('live projection documents only, each with its document id', () => {
    const boats = feedBoats([
      { id: 'b1', data: { ...makeBoat({ id: 'other' }), serverTimestamp: timestamp, _deleted: false } },
      { id: 'gone', data: { ...makeBoat({ id: 'gone' }), _deleted: true } },
    ]);
    expect(boats.map((b) => b.id)).toEqual(['b1']);
    const { listingsJson } = siteFeeds(boats, NOW);
    expect(JSON.parse(listingsJson).listings.map((l: { id: string }) => l.id)).toEqual(['b1']);
    expect(listingsJson).not.toContain('serverTimestamp');
  });

  it("the site's feeds: no price on request, the walkthrough video", () => {
    const boats = [
      makeBoat({
        id: 'a',
        images: [{ id: 'i', url: '/media/boats/a-profile-960.webp', isPrimary: true, displayOrder: 1 }],
      }),
      makeBoat({
        id: 'b',
        status: 'under_offer',
        priceOnRequest: true,
        price: 3_100_000,
        videoUrl: 'https://www.youtube.com/watch?v=Nh7yAcht_42',
      }),
      makeBoat({
        id: 'c',
        status: 'sold',
        showAsSold: true,
        soldAt: '2026-11-20T00:00:00.000Z',
        specifications: { x: 'y' },
      }),
    ];
    const functions = siteFeeds(boats, NOW);
    expect(functions.openMarine).not.toContain('3100000');
    expect(functions.listingsJson).toContain('"url": "https://www.youtube.com/watch?v=Nh7yAcht_42"');
    expect(functions.openMarine).toContain('>https://www.youtube.com/watch?v=Nh7yAcht_42</media>');
  });

  it('a sold listing past its 30 days that the daily sweep has not withdrawn yet is left out by the date', () => {
    const boats = feedBoats([
      {
        id: 'sold-long-ago',
        data: {
          ...makeBoat({ status: 'sold', showAsSold: true, soldAt: '2026-10-01T00:00:00.000Z' }),
          _deleted: false,
        },
      },
    ]);
    expect(JSON.parse(siteFeeds(boats, NOW).listingsJson).listings).toEqual([]);
    expect(siteFeeds(boats, NOW).openMarine).not.toContain('<advert ');
  });

  it('reads the live listings with one query', async () => {
    const queries: string[] = [];
    const db = {
      collection: (name: string) => ({
        where: (field: string, op: string, value: unknown) => {
          queries.push(`${name} ${field} ${op} ${String(value)}`);
          return {
            get: async () => ({
              docs: [{ id: 'b1', data: () => ({ ...makeBoat({ id: 'b1' }), _deleted: false }) }],
            }),
          };
        },
      }),
    } as unknown as Firestore;
    expect((await readFeedBoats(db)).map((b) => b.id)).toEqual(['b1']);
    expect(queries).toEqual(['listings _deleted == false']);
  });

  it('answers are cached publicly for minutes', () => {
    expect(FEED_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
  });
});

describe('Hosting serves the feeds from the functions', () => {
  const root = join(import.meta.dirname, '..', '..');
  const rewrites = (
    JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
      hosting: { rewrites: Array<{ source: string; function?: { functionId: string }; destination?: string }> };
    }
  ).hosting.rewrites;
  const index = readFileSync(join(root, 'functions', 'src', 'index.ts'), 'utf8');

  it.each([OPENMARINE_FEED_PATH, LISTINGS_JSON_FEED_PATH])(
    '%s: a rewrite to an exported function, with no broader rewrite before it',
    (path) => {
      const at = rewrites.findIndex((r) => r.source === path);
      expect(at).toBeGreaterThanOrEqual(0);
      // Hosting takes the first rewrite that matches: a catch-all or a folder glob before it would answer instead.
      const swallows = (source: string) =>
        source === '**' || (source.endsWith('/**') && path.startsWith(source.slice(0, -2)));
      expect(rewrites.slice(0, at).filter((r) => swallows(r.source))).toEqual([]);
      const functionId = rewrites[at]!.function?.functionId;
      // The same function `vite preview` sends the path to on the local emulator.
      expect(functionId).toBe(FEED_FUNCTIONS[path]);
      expect(index).toContain(`export const ${functionId} = `);
    },
  );
});
