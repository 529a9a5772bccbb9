import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { seedBoats } from './boats';
import { publicState } from '@harbour/domain/boats/listing-visibility';
import { siteFeedFiles } from '@harbour/domain/feeds/site-feeds';
import type { ListingsJsonFeed } from '@harbour/domain/feeds/listings-json-feed';

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
