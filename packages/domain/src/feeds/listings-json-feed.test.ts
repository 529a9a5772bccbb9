import { describe, expect, it } from 'vitest';
import { makeBoat } from '../boats/test-boats';
import { business } from '../business';
import { feedBroker, feedListings } from './feed-listing';
import { buildListingsJsonFeed, LISTINGS_JSON_FEED_VERSION, type ListingsJsonFeed } from './listings-json-feed';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const SITE = business.siteUrl;

function feedOf(boats: unknown[]): { text: string; feed: ListingsJsonFeed } {
  const text = buildListingsJsonFeed(feedListings(boats, NOW, SITE), feedBroker(business), NOW);
  return { text, feed: JSON.parse(text) as ListingsJsonFeed };
}

describe('JSON listings feed', () => {
  it('has its version, when it was made, the broker and the listings', () => {
    const { feed } = feedOf([makeBoat({ id: 'b2' }), makeBoat({ id: 'b1', status: 'draft' }), makeBoat({ id: 'b0' })]);
    expect(Object.keys(feed)).toEqual(['version', 'generatedAt', 'broker', 'listings']);
    expect(feed.version).toBe(LISTINGS_JSON_FEED_VERSION);
    expect(feed.generatedAt).toBe('2026-11-25T12:00:00.000Z');
    expect(feed.broker).toEqual(feedBroker(business));
    expect(feed.listings.map((l) => l.id)).toEqual(['b0', 'b2']);
  });

  it('a listing with every public field', () => {
    const { feed } = feedOf([
      makeBoat({
        id: 'boat-beneteau-46',
        year: 2022,
        make: 'Beneteau',
        model: 'Oceanis 46.1',
        type: 'Sailboat',
        condition: 'used',
        price: 489000,
        length: 46.5,
        location: 'Marsh Harbour, Bahamas',
        description: 'Blue-water ready.',
        features: ['Solar arch'],
        specifications: { beam: '14\' 7"', waterCapacity: '140 gal' },
        status: 'under_offer',
        images: [
          { id: 'i', url: '/media/boats/beneteau-46-deck-960.webp', isPrimary: true, displayOrder: 1, alt: 'Deck' },
        ],
        videoUrl: 'https://www.youtube.com/watch?v=Nh7yAcht_42',
        publishedAt: '2026-02-01T00:00:00.000Z',
        changedAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-02T00:00:00.000Z',
      }),
    ]);
    expect(feed.listings).toEqual([
      {
        id: 'boat-beneteau-46',
        url: `${SITE}/boats/boat-beneteau-46`,
        title: '2022 Beneteau Oceanis 46.1',
        make: 'Beneteau',
        model: 'Oceanis 46.1',
        year: 2022,
        type: 'Sailboat',
        condition: 'used',
        status: 'under_offer',
        price: 489000,
        priceOnRequest: false,
        currency: 'USD',
        length: { feet: 46.5, metres: 14.17 },
        location: 'Marsh Harbour, Bahamas',
        description: 'Blue-water ready.',
        features: ['Solar arch'],
        specifications: { beam: '14\' 7"' },
        customSpecifications: { waterCapacity: '140 gal' },
        photos: [{ url: `${SITE}/media/boats/beneteau-46-deck-1600.webp`, alt: 'Deck', primary: true }],
        video: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=Nh7yAcht_42' },
        publishedAt: '2026-02-01T00:00:00.000Z',
        changedAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-02T00:00:00.000Z',
        soldAt: null,
      },
    ]);
  });

  it('status: available, under_offer, sold (shown as sold within its 30 days)', () => {
    const { feed } = feedOf([
      makeBoat({ id: 'a', status: 'active' }),
      makeBoat({ id: 'b', status: 'under_offer' }),
      makeBoat({ id: 'c', status: 'sold', showAsSold: true, soldAt: '2026-11-01T00:00:00.000Z' }),
    ]);
    expect(feed.listings.map((l) => [l.status, l.soldAt])).toEqual([
      ['available', null],
      ['under_offer', null],
      ['sold', '2026-11-01T00:00:00.000Z'],
    ]);
  });

  it('a price on request: "price": null, "priceOnRequest": true, and no number in the feed', () => {
    const { text, feed } = feedOf([
      makeBoat({
        price: 1_950_000,
        priceOnRequest: true,
        priceHistory: [{ at: '2026-10-01T00:00:00.000Z', from: 2_100_000, to: 1_950_000 }],
      }),
    ]);
    expect(feed.listings[0]).toMatchObject({ price: null, priceOnRequest: true });
    expect(text).toContain('"price": null');
    for (const number of ['1950000', '2100000']) expect(text).not.toContain(number);
  });

  it('never holds the owner, the status history, the commission or private fields', () => {
    const { text } = feedOf([
      {
        ...makeBoat({
          createdBy: 'owner-uid-123',
          statusHistory: [{ at: '2026-01-01T00:00:00.000Z', from: 'draft', to: 'active' }],
        }),
        commissionRate: 4.5,
        documents: ['title-deed.pdf'],
      },
    ]);
    for (const secret of ['owner-uid-123', 'createdBy', 'statusHistory', 'ommission', 'title-deed'])
      expect(text).not.toContain(secret);
  });

  it('any description survives as JSON (controls, quotes, RTL overrides)', () => {
    const description = 'a "b" \\ </script> \u0000\u001F \u202Eevil\u202C \u2028';
    const { feed } = feedOf([makeBoat({ description })]);
    expect(feed.listings[0]!.description).toBe(description);
  });
});
