import { describe, expect, it } from 'vitest';
import { makeBoat } from '../boats/test-boats';
import { boatTitle } from '../boats/boat-title';
import { business } from '../business';
import { absoluteFeedUrl, feedBroker, feedListings, largestImageSource, type FeedListing } from './feed-listing';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const SITE = 'https://www.nassauharbouryachts.com';
const listingsOf = (boats: unknown[], now = NOW) => feedListings(boats, now, SITE);
const only = (boats: unknown[]): FeedListing => {
  const entries = listingsOf(boats);
  expect(entries).toHaveLength(1);
  return entries[0]!;
};

describe('which boats are in the feeds', () => {
  it('the boats the public sees now: for sale, under offer, and sold while shown as sold (30 days)', () => {
    const boats = [
      makeBoat({ id: 'active', status: 'active' }),
      makeBoat({ id: 'offer', status: 'under_offer' }),
      makeBoat({ id: 'draft', status: 'draft' }),
      makeBoat({ id: 'review', status: 'pending_review' }),
      makeBoat({ id: 'sold-shown', status: 'sold', showAsSold: true, soldAt: '2026-11-20T00:00:00.000Z' }),
      makeBoat({ id: 'sold-long-ago', status: 'sold', showAsSold: true, soldAt: '2026-10-01T00:00:00.000Z' }),
      makeBoat({ id: 'sold-hidden', status: 'sold', showAsSold: false, soldAt: '2026-11-20T00:00:00.000Z' }),
    ];
    expect(listingsOf(boats).map((l) => [l.id, l.status])).toEqual([
      ['active', 'available'],
      ['offer', 'under_offer'],
      ['sold-shown', 'sold'],
    ]);
    // The same sold boat leaves the feeds when its 30 days are over.
    expect(listingsOf(boats, new Date('2026-12-20T00:00:00.001Z')).map((l) => l.id)).toEqual(['active', 'offer']);
  });

  it('anything that is not a boat with a status is left out, not a crash; the order is by id', () => {
    const { status: _s, ...noStatus } = makeBoat({ id: 'no-status' });
    const entries = listingsOf([null, 'x', 42, noStatus, makeBoat({ id: 'b' }), makeBoat({ id: 'a' })]);
    expect(entries.map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe('a feed entry is built from the public copy only', () => {
  it('no owner, no status history, no commission or any field outside the public allow-list', () => {
    const boat = {
      ...makeBoat({
        id: 'b1',
        createdBy: 'owner-uid-123',
        statusHistory: [{ at: '2026-01-02T00:00:00.000Z', from: 'draft', to: 'active' }],
      }),
      commissionRate: 4.5,
      boatCommercials: { commissionRate: 4.5 },
      notes: 'owner will take 10% less',
      documents: [{ name: 'survey.pdf', url: 'https://example.com/private/survey.pdf' }],
    };
    const text = JSON.stringify(only([boat]));
    for (const secret of ['owner-uid-123', 'createdBy', 'statusHistory', 'ommission', '10% less', 'survey.pdf'])
      expect(text).not.toContain(secret);
  });

  it('every public field, named as the site names it', () => {
    const boat = makeBoat({
      id: 'boat-viking-45',
      year: 2019,
      make: 'Viking',
      model: '45 Convertible',
      type: 'Sport Fishing',
      condition: 'used',
      price: 845000,
      length: 45,
      location: 'Nassau, Bahamas',
      description: 'Tournament-ready.',
      features: ['Tower', '', 'Outriggers'],
      specifications: {
        maxSpeed: '38 knots',
        beam: '16\' 2"',
        generator: 'Onan 21.5 kW',
        hullMaterial: 'Composite',
        draft: '',
      },
      publishedAt: '2026-03-01T00:00:00.000Z',
      changedAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-10-02T00:00:00.000Z',
    });
    expect(only([boat])).toEqual({
      id: 'boat-viking-45',
      url: `${SITE}/boats/boat-viking-45`,
      title: boatTitle(boat),
      make: 'Viking',
      model: '45 Convertible',
      year: 2019,
      type: 'Sport Fishing',
      condition: 'used',
      status: 'available',
      price: 845000,
      priceOnRequest: false,
      lengthFeet: 45,
      lengthMetres: 13.72,
      location: 'Nassau, Bahamas',
      description: 'Tournament-ready.',
      features: ['Tower', 'Outriggers'],
      // Standard ones in the standard order; custom ones by key; empty ones left out.
      specifications: { beam: '16\' 2"', maxSpeed: '38 knots' },
      customSpecifications: { generator: 'Onan 21.5 kW', hullMaterial: 'Composite' },
      photos: [],
      video: null,
      publishedAt: '2026-03-01T00:00:00.000Z',
      changedAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-10-02T00:00:00.000Z',
      soldAt: null,
    });
    expect(Object.keys(only([boat]).specifications)).toEqual(['beam', 'maxSpeed']);
  });

  it('a sold boat says when it sold; an id with odd characters makes a valid page URL', () => {
    const sold = only([
      makeBoat({ id: 'a b/c', status: 'sold', showAsSold: true, soldAt: '2026-11-20T00:00:00.000Z' }),
    ]);
    expect(sold.soldAt).toBe('2026-11-20T00:00:00.000Z');
    expect(sold.url).toBe(`${SITE}/boats/a%20b%2Fc`);
  });

  it('a price on request has no number; a stored document without the newer fields reads them as defaults', () => {
    const onRequest = only([makeBoat({ price: 2_400_000, priceOnRequest: true })]);
    expect(onRequest.price).toBeNull();
    expect(onRequest.priceOnRequest).toBe(true);
    expect(JSON.stringify(onRequest)).not.toContain('2400000');

    const { priceOnRequest: _p, publishedAt: _pa, changedAt: _c, features: _f, ...old } = makeBoat({ price: 90000 });
    const entry = only([old]);
    expect([entry.price, entry.priceOnRequest, entry.publishedAt, entry.changedAt, entry.features]).toEqual([
      90000,
      false,
      null,
      null,
      [],
    ]);
  });

  it('the walkthrough video: its provider and canonical link, read as the boat page reads the stored value', () => {
    expect(only([makeBoat({ videoUrl: 'https://www.youtube.com/watch?v=Nh7yAcht_42' })]).video).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=Nh7yAcht_42',
    });
    expect(only([makeBoat({ videoUrl: 'https://vimeo.com/76979871' })]).video).toEqual({
      provider: 'vimeo',
      url: 'https://vimeo.com/76979871',
    });
    // What is not a link the form stores is no video, as on the boat page: never another site's URL or a script.
    const notStoredForms = ['https://example.com/tour.mp4', 'javascript:alert(1)', 'player.vimeo.com/video/76979871'];
    for (const videoUrl of [...notStoredForms, 42, null]) {
      const entry = only([{ ...makeBoat(), videoUrl }]);
      expect(entry.video, String(videoUrl)).toBeNull();
      expect(JSON.stringify(entry)).not.toMatch(/example\.com|javascript|vimeo/);
    }
    // A stored document from before the field: no video.
    const { videoUrl: _v, ...old } = makeBoat();
    expect(only([old]).video).toBeNull();
  });
});

describe('photos', () => {
  it('in display order, at the largest size the site has, as absolute URLs; one primary', () => {
    const entry = only([
      makeBoat({
        images: [
          {
            id: 'i3',
            url: 'https://firebasestorage.googleapis.com/v0/b/x/o/boats%2Fb1%2F3.jpg?alt=media',
            isPrimary: false,
            displayOrder: 3,
          },
          {
            id: 'i1',
            url: '/media/boats/viking-45-profile-960.webp',
            isPrimary: false,
            displayOrder: 1,
            alt: 'Profile',
          },
          { id: 'i2', url: 'viking-45-helm-480.webp', isPrimary: true, displayOrder: 2, alt: '  ' },
          { id: 'i4', url: 'pending:photo-9', isPrimary: false, displayOrder: 4 },
          { id: 'i5', url: 'blob:https://x/123', isPrimary: false, displayOrder: 5 },
        ],
      }),
    ]);
    expect(entry.photos).toEqual([
      { url: `${SITE}/media/boats/viking-45-profile-1600.webp`, alt: 'Profile', primary: false },
      // A bare file name is bundled media under /media/ (it is not one of the generated widths' paths).
      { url: `${SITE}/media/viking-45-helm-480.webp`, alt: null, primary: true },
      {
        url: 'https://firebasestorage.googleapis.com/v0/b/x/o/boats%2Fb1%2F3.jpg?alt=media',
        alt: null,
        primary: false,
      },
    ]);
  });

  it('with none marked primary the first is', () => {
    const entry = only([
      makeBoat({
        images: [
          { id: 'b', url: '/media/boats/x-deck-960.webp', isPrimary: false, displayOrder: 2 },
          { id: 'a', url: '/media/boats/x-profile-960.webp', isPrimary: false, displayOrder: 1 },
        ],
      }),
    ]);
    expect(entry.photos.map((p) => [p.url, p.primary])).toEqual([
      [`${SITE}/media/boats/x-profile-1600.webp`, true],
      [`${SITE}/media/boats/x-deck-1600.webp`, false],
    ]);
  });

  it('largestImageSource takes the widest srcset entry; absoluteFeedUrl refuses what a portal cannot fetch', () => {
    expect(
      largestImageSource({ src: '/a-960.webp', srcSet: '/a-480.webp 480w, /a-1600.webp 1600w, /a-960.webp 960w' }),
    ).toBe('/a-1600.webp');
    expect(largestImageSource({ src: 'https://cdn/x.jpg' })).toBe('https://cdn/x.jpg');
    expect(absoluteFeedUrl(`${SITE}/`, '/media/a.webp')).toBe(`${SITE}/media/a.webp`);
    expect(absoluteFeedUrl(SITE, '//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(absoluteFeedUrl(SITE, 'data:image/png;base64,AAAA')).toBeNull();
    expect(absoluteFeedUrl(SITE, 'blob:https://x/1')).toBeNull();
  });
});

describe('the broker', () => {
  it('comes from the business facts, with a code from the site’s host', () => {
    expect(feedBroker(business)).toEqual({
      code: 'nassauharbouryachts.com',
      name: business.productName,
      legalName: business.legalName,
      website: business.siteUrl,
      email: business.email,
      phone: business.phone,
      address: {
        street: business.address.street,
        town: business.address.locality,
        region: business.address.region,
        country: business.address.country,
        countryCode: business.address.countryCode,
      },
    });
  });
});
