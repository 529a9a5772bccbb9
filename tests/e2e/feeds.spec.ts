import { test, expect } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { seedBoats } from '../../fixtures/boats';
import { business } from '../../packages/domain/src/business';
import type { ListingsJsonFeed } from '../../packages/domain/src/feeds/listings-json-feed';

// The syndication feeds as the `feeds` function serves them from the public listings: what a portal fetching
// /feeds/... gets. Beside the other specs (firebase project), whose own listings are in the feeds too: the checks
// against the demo data look at the demo boats.

const onRequest = seedBoats.find((b) => b.priceOnRequest);
const seedBoat = (id: unknown) => seedBoats.find((b) => b.id === id);
/** Text a feed must never hold: the owner field and the owners' uids, the commission, the status history. */
const PRIVATE = [
  'createdBy',
  'commissionRate',
  'statusHistory',
  ...new Set(seedBoats.map((b) => b.createdBy).filter((uid): uid is string => !!uid)),
];

type Node = Record<string, unknown>;

test('/feeds/listings.json: the public listings as JSON', async ({ request }) => {
  const response = await request.get('/feeds/listings.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const text = await response.text();
  const feed = JSON.parse(text) as ListingsJsonFeed;
  expect(feed.version).toBe('1.0');
  expect(feed.broker.name).toBe(business.productName);
  expect(feed.listings.length).toBeGreaterThan(0);

  // A listing as its seed boat and the site say.
  const listing = feed.listings.find((l) => seedBoat(l.id) && !l.priceOnRequest && l.photos.length > 0)!;
  const boat = seedBoat(listing.id)!;
  expect(listing).toMatchObject({
    url: `${business.siteUrl}/boats/${boat.id}`,
    make: boat.make,
    model: boat.model,
    year: boat.year,
    price: boat.price,
    currency: 'USD',
    length: { feet: boat.length },
  });
  expect(listing.photos[0]!.url).toMatch(new RegExp(`^${business.siteUrl}/media/boats/.+-1600\\.webp$`));

  // A price on request has no number, for every such listing in the feed.
  for (const l of feed.listings.filter((x) => x.priceOnRequest)) expect(l.price).toBeNull();
  if (onRequest) {
    expect(feed.listings.find((l) => l.id === onRequest.id)).toMatchObject({ price: null, priceOnRequest: true });
    expect(text).not.toContain(String(onRequest.price));
  } else test.info().annotations.push({ type: 'note', description: 'the demo seed has no price-on-request boat' });

  for (const secret of PRIVATE) expect(text).not.toContain(secret);
});

test('/feeds/openmarine.xml: the same listings as OpenMarine XML 1.7', async ({ request }) => {
  const response = await request.get('/feeds/openmarine.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const root = (
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (n) => n === 'advert',
    }).parse(xml) as Node
  ).open_marine as Node;
  expect(root['@version']).toBe('1.7');
  const adverts = ((root.broker as Node).adverts as Node).advert as Node[];

  const json = (await (await request.get('/feeds/listings.json')).json()) as ListingsJsonFeed;
  expect(adverts.map((a) => a['@ref'])).toEqual(json.listings.map((l) => l.id));

  const first = adverts.find((a) => seedBoat(a['@ref']))!;
  const boat = seedBoat(first['@ref'])!;
  const features = first.advert_features as Node;
  expect(features.manufacturer).toBe(boat.make);
  expect(features.model).toBe(boat.model);
  expect(['Available', 'UnderOffer', 'Sold']).toContain(first['@status']);

  // poa="true" and no number, for every advert on request.
  const prices = adverts.map((a) => [a['@ref'], (a.advert_features as Node).asking_price as Node] as const);
  for (const [, price] of prices.filter(([, p]) => p['@poa'] === 'true')) expect(price['#text']).toBeUndefined();
  for (const [, price] of prices.filter(([, p]) => p['@poa'] === 'false')) expect(price['#text']).toMatch(/^\d+$/);
  if (onRequest) {
    expect(prices.find(([ref]) => ref === onRequest.id)?.[1]).toEqual({ '@poa': 'true', '@currency': 'USD' });
    expect(xml).not.toContain(String(onRequest.price));
  } else test.info().annotations.push({ type: 'note', description: 'the demo seed has no price-on-request boat' });

  for (const secret of PRIVATE) expect(xml).not.toContain(secret);
});
