import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { seedBoats } from '@/data/seed/boats';
import { publicState } from '@/data/boats/listing-visibility';
import { siteFeedFiles } from './site-feeds';
import type { ListingsJsonFeed } from './listings-json-feed';

const require = createRequire(import.meta.url);
const { SHARED } = require('../../../functions/scripts/copy-shared.cjs') as { SHARED: Record<string, string> };
const ROOT = join(import.meta.dirname, '..', '..', '..');

describe('the feeds of the bundled demo data (as the web builders write them)', () => {
  const now = new Date();
  const files = siteFeedFiles(seedBoats, now);
  const json = JSON.parse(files.find((f) => f.path === '/feeds/listings.json')!.body) as ListingsJsonFeed;
  const xml = files.find((f) => f.path === '/feeds/openmarine.xml')!.body;

  it('both feeds, with every seed boat the public sees now and no other', () => {
    expect(files.map((f) => f.path)).toEqual(['/feeds/openmarine.xml', '/feeds/listings.json']);
    const visible = seedBoats.filter((b) => publicState(b, now) !== 'hidden').map((b) => b.id);
    expect(visible.length).toBeGreaterThan(0);
    expect(json.listings.map((l) => l.id).sort()).toEqual([...visible].sort());
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.match(/<advert /g)).toHaveLength(visible.length);
  });

  it('no price of a boat on request, in either feed', () => {
    for (const boat of seedBoats.filter((b) => b.priceOnRequest && publicState(b, now) !== 'hidden')) {
      expect(json.listings.find((l) => l.id === boat.id)).toMatchObject({ price: null, priceOnRequest: true });
      for (const body of [xml, JSON.stringify(json)]) expect(body).not.toContain(String(boat.price));
    }
  });
});

describe('the feed builders are copied to the functions (functions/scripts/copy-shared.cjs)', () => {
  const copied = Object.entries(SHARED).filter(([, source]) => source.startsWith('src/data/feeds/'));

  it('each builder is copied', () => {
    expect(copied.map(([name]) => name).sort()).toEqual([
      'feed-listing.ts',
      'listings-json-feed.ts',
      'openmarine-feed.ts',
    ]);
  });

  it.each(copied)('%s imports only files copied beside it', (_name, source) => {
    const specifiers = [...readFileSync(join(ROOT, source), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!);
    for (const specifier of specifiers) {
      expect(specifier, `${source} imports ${specifier}`).toMatch(/^\.\/[\w-]+$/);
      expect(Object.keys(SHARED), `${source} imports ${specifier}`).toContain(`${specifier.slice(2)}.ts`);
    }
  });
});
