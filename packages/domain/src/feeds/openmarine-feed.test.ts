import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { makeBoat } from '../boats/test-boats';
import { business } from '../business';
import type { Boat } from '../schemas/boat';
import { feedBroker, feedListings } from './feed-listing';
import { buildOpenMarineFeed, OPENMARINE_SPEC_ITEMS, xmlAttr, xmlText } from './openmarine-feed';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const SITE = business.siteUrl;
const broker = feedBroker(business);

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Every value as the text it is (no numbers guessed), repeated elements always lists.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['advert', 'media', 'item', 'office', 'marketing_desc'].includes(name),
});

function feedOf(boats: Boat[] | unknown[]): { xml: string; root: Node } {
  const xml = buildOpenMarineFeed(feedListings(boats, NOW, SITE), broker, NOW);
  expect(XMLValidator.validate(xml)).toBe(true);
  return { xml, root: (parser.parse(xml) as Node).open_marine as Node };
}

const adverts = (root: Node) => (((root.broker as Node).adverts as Node | '').valueOf() as Node).advert as Node[];
const advertFeatures = (advert: Node) => advert.advert_features as Node;
const items = (section: unknown) => ((section as Node | undefined)?.item ?? []) as Node[];
const itemText = (section: unknown, name: string) =>
  items(section)
    .filter((i) => i['@name'] === name)
    .map((i) => (typeof i === 'string' ? i : (i['#text'] ?? '')));

/**
 * The element structure documented for OpenMarine 1.7 (wiki.openmarine.org "OpenMarineXML Current" and the
 * wpmarinesync 1.7 exporter, see openmarine-feed.ts): each element's allowed child elements and attributes. Every
 * element the feed writes must be one of these, under the parent it belongs to.
 */
const DOCUMENTED: Record<string, { children: string[]; attrs: string[] }> = {
  open_marine: { children: ['broker'], attrs: ['version', 'language', 'origin', 'date'] },
  broker: { children: ['broker_details', 'offices', 'adverts'], attrs: ['code'] },
  broker_details: { children: ['company_name'], attrs: [] },
  offices: { children: ['office'], attrs: [] },
  office: {
    children: [
      'office_name',
      'email',
      'name',
      'address',
      'town',
      'county',
      'country',
      'postcode',
      'daytime_phone',
      'evening_phone',
      'fax',
      'mobile',
      'website',
    ],
    attrs: ['id'],
  },
  adverts: { children: ['advert'], attrs: [] },
  advert: {
    children: ['advert_media', 'advert_features', 'boat_features'],
    attrs: ['ref', 'office_id', 'status', 'last_modified'],
  },
  advert_media: { children: ['media'], attrs: [] },
  media: { children: [], attrs: ['type', 'caption', 'primary'] },
  advert_features: {
    children: [
      'title',
      'boat_type',
      'boat_category',
      'new_or_used',
      'vessel_lying',
      'asking_price',
      'marketing_descs',
      'manufacturer',
      'model',
      'other',
    ],
    attrs: [],
  },
  vessel_lying: { children: [], attrs: ['country'] },
  asking_price: { children: [], attrs: ['poa', 'currency', 'vat_included'] },
  marketing_descs: { children: ['marketing_desc'], attrs: [] },
  marketing_desc: { children: [], attrs: ['language'] },
  other: { children: ['item'], attrs: [] },
  boat_features: {
    children: [
      'item',
      'dimensions',
      'build',
      'galley',
      'engine',
      'navigation',
      'accommodation',
      'safety_equipment',
      'rig_sails',
      'electronics',
      'general',
      'equipment',
      'additional',
    ],
    attrs: [],
  },
  dimensions: { children: ['item'], attrs: [] },
  build: { children: ['item'], attrs: [] },
  engine: { children: ['item'], attrs: [] },
  additional: { children: ['item'], attrs: [] },
  item: { children: [], attrs: ['name', 'unit', 'label'] },
};
const LEAVES = [
  'company_name',
  'office_name',
  'email',
  'address',
  'town',
  'county',
  'country',
  'daytime_phone',
  'website',
];
const TEXT_ONLY = [...LEAVES, 'title', 'boat_type', 'boat_category', 'new_or_used', 'manufacturer', 'model'];

/** Every element under `node` (named `name`) is documented under its parent, with documented attributes only. */
function undocumented(name: string, node: unknown, path = name): string[] {
  const problems: string[] = [];
  if (TEXT_ONLY.includes(name)) {
    if (typeof node !== 'string') problems.push(`${path} should hold text only`);
    return problems;
  }
  const rule = DOCUMENTED[name];
  if (!rule) return [`${path} is not documented`];
  for (const node1 of Array.isArray(node) ? node : [node]) {
    if (typeof node1 !== 'object' || node1 === null) continue;
    for (const [key, value] of Object.entries(node1 as Node)) {
      if (key === '#text') continue;
      if (key.startsWith('@')) {
        if (!rule.attrs.includes(key.slice(1))) problems.push(`${path}@${key.slice(1)} is not documented`);
        continue;
      }
      if (!rule.children.includes(key)) problems.push(`${path}/${key} is not documented`);
      else problems.push(...undocumented(key, value, `${path}/${key}`));
    }
  }
  return problems;
}

const viking = makeBoat({
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
  features: ['Tower', 'Outriggers'],
  specifications: {
    beam: '16\' 2"',
    draft: '4\' 9"',
    engines: 'Twin CAT C18',
    fuelCapacity: '1,000 gal',
    cruisingSpeed: '30 knots',
    maxSpeed: '38 knots',
    generator: 'Onan 21.5 kW',
  },
  images: [
    { id: 'i2', url: '/media/boats/viking-45-helm-960.webp', isPrimary: false, displayOrder: 2, alt: 'Helm' },
    { id: 'i1', url: '/media/boats/viking-45-profile-960.webp', isPrimary: true, displayOrder: 1, alt: 'Profile' },
  ],
  publishedAt: '2026-03-01T00:00:00.000Z',
  changedAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-02T00:00:00.000Z',
});

describe('OpenMarine XML feed', () => {
  it('is well-formed OpenMarine 1.7 with the broker and office, and only documented elements', () => {
    const { xml, root } = feedOf([viking, makeBoat({ id: 'b2', status: 'under_offer' })]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<open_marine ')).toBe(true);
    expect(root['@version']).toBe('1.7');
    expect(root['@language']).toBe('en');
    expect(root['@origin']).toBe(business.productName);
    expect(root['@date']).toBe('2026-11-25T12:00:00Z');
    const brokerNode = root.broker as Node;
    expect(brokerNode['@code']).toBe('nassauharbouryachts.com');
    expect((brokerNode.broker_details as Node).company_name).toBe(business.legalName);
    const office = ((brokerNode.offices as Node).office as Node[])[0]!;
    expect(office).toMatchObject({
      '@id': '1',
      office_name: business.productName,
      email: business.email,
      town: 'Nassau',
      country: 'BS',
      daytime_phone: business.phone,
      website: business.siteUrl,
    });
    expect(undocumented('open_marine', root)).toEqual([]);
  });

  it('the structure checker catches an element that is not documented (so the test above can fail)', () => {
    expect(undocumented('open_marine', { broker: { adverts: { advert: [{ commission: '4.5' }] } } })).toEqual([
      'open_marine/broker/adverts/advert/commission is not documented',
    ]);
  });

  it('an advert holds every public field where OpenMarine puts it', () => {
    const [advert] = adverts(feedOf([viking]).root);
    expect(advert).toMatchObject({
      '@ref': 'boat-viking-45',
      '@office_id': '1',
      '@status': 'Available',
      '@last_modified': '2026-10-02T00:00:00.000Z',
    });
    const media = (advert!.advert_media as Node).media as Node[];
    expect(media.map((m) => [m['#text'], m['@type'], m['@caption'], m['@primary']])).toEqual([
      [`${SITE}/media/boats/viking-45-profile-1600.webp`, 'image/webp', 'Profile', 'true'],
      [`${SITE}/media/boats/viking-45-helm-1600.webp`, 'image/webp', 'Helm', 'false'],
    ]);
    const features = advertFeatures(advert!);
    expect(features).toMatchObject({
      title: '2019 Viking 45 Convertible',
      boat_type: 'Power',
      boat_category: 'Sport Fishing',
      new_or_used: 'Used',
      vessel_lying: { '#text': 'Nassau, Bahamas', '@country': 'BS' },
      asking_price: { '#text': '845000', '@poa': 'false', '@currency': 'USD' },
      marketing_descs: { marketing_desc: [{ '#text': 'Tournament-ready.', '@language': 'en' }] },
      manufacturer: 'Viking',
      model: '45 Convertible',
    });
    expect(itemText(features.other, 'external_url')).toEqual([`${SITE}/boats/boat-viking-45`]);
    expect(itemText(features.other, 'published_at')).toEqual(['2026-03-01T00:00:00.000Z']);
    expect(itemText(features.other, 'changed_at')).toEqual(['2026-10-01T00:00:00.000Z']);
    expect(itemText(features.other, 'sold_at')).toEqual([]);

    const boatFeatures = advert!.boat_features as Node;
    expect(items(boatFeatures.dimensions).find((i) => i['@name'] === 'loa')).toMatchObject({
      '#text': '45',
      '@unit': 'feet',
    });
    expect(items(boatFeatures.additional).find((i) => i['@name'] === 'loa_m')).toMatchObject({
      '#text': '13.72',
      '@unit': 'metres',
    });
    expect(itemText(boatFeatures.build, 'builder')).toEqual(['Viking']);
    expect(itemText(boatFeatures.build, 'year')).toEqual(['2019']);
    // Every standard specification where OPENMARINE_SPEC_ITEMS puts it, with its text as written.
    for (const [key, { section, name }] of Object.entries(OPENMARINE_SPEC_ITEMS))
      expect(itemText(boatFeatures[section], name), key).toEqual([viking.specifications[key]]);
    expect(itemText(boatFeatures.additional, 'generator')).toEqual(['Onan 21.5 kW']);
    expect(itemText(boatFeatures.additional, 'feature')).toEqual(['Tower', 'Outriggers']);
  });

  it('status: Available, UnderOffer, Sold (only while shown as sold); hull kind and where she lies', () => {
    const { root } = feedOf([
      makeBoat({ id: 'a', status: 'active', type: 'Sailboat', location: 'Fort Lauderdale, Florida' }),
      makeBoat({ id: 'b', status: 'under_offer', type: 'Catamaran', model: 'Aquila 44 Power Cat' }),
      makeBoat({ id: 'c', status: 'sold', showAsSold: true, soldAt: '2026-11-20T00:00:00.000Z', type: 'Catamaran' }),
      makeBoat({ id: 'd', status: 'sold', showAsSold: true, soldAt: '2026-09-01T00:00:00.000Z' }),
      makeBoat({ id: 'e', status: 'draft' }),
      makeBoat({ id: 'f', type: 'Other', location: 'Harbour Island, The Bahamas' }),
    ]);
    const all = adverts(root);
    expect(all.map((a) => [a['@ref'], a['@status'], advertFeatures(a).boat_type])).toEqual([
      ['a', 'Available', 'Sail'],
      ['b', 'UnderOffer', 'Power'],
      ['c', 'Sold', 'Sail'],
      ['f', 'Available', undefined],
    ]);
    expect(itemText(advertFeatures(all[2]!).other, 'sold_at')).toEqual(['2026-11-20T00:00:00.000Z']);
    expect(all.map((a) => (advertFeatures(a).vessel_lying as Node)['@country'])).toEqual([undefined, 'BS', 'BS', 'BS']);
  });

  it('a walkthrough video is one more media after the photos, as wpmarinesync writes a video link', () => {
    const { root } = feedOf([
      { ...viking, videoUrl: 'https://vimeo.com/76979871' },
      makeBoat({ id: 'no-video', videoUrl: null }),
      makeBoat({ id: 'not-a-video', videoUrl: 'https://example.com/tour.mp4' }),
    ]);
    // An advert with neither photos nor video has an empty advert_media (parsed as '').
    const media = (advert: Node) => (((advert.advert_media || {}) as Node).media ?? []) as Node[];
    const [withVideo, noVideo, notVideo] = adverts(root);
    expect(media(withVideo!).map((m) => [m['#text'], m['@type'], m['@caption'], m['@primary']])).toEqual([
      [`${SITE}/media/boats/viking-45-profile-1600.webp`, 'image/webp', 'Profile', 'true'],
      [`${SITE}/media/boats/viking-45-helm-1600.webp`, 'image/webp', 'Helm', 'false'],
      ['https://vimeo.com/76979871', 'video/mp4', 'Walkthrough video (Vimeo)', 'false'],
    ]);
    expect(media(noVideo!)).toEqual([]);
    expect(media(notVideo!)).toEqual([]);
    expect(undocumented('open_marine', root)).toEqual([]);
  });

  it('a price on request is poa="true" with no number anywhere in the feed', () => {
    const { xml, root } = feedOf([
      makeBoat({
        id: 'poa',
        price: 2_400_000,
        priceOnRequest: true,
        priceHistory: [{ at: NOW.toISOString(), from: 2_600_000, to: 2_400_000 }],
      }),
    ]);
    const price = advertFeatures(adverts(root)[0]!).asking_price as Node;
    expect(price).toEqual({ '@poa': 'true', '@currency': 'USD' });
    for (const number of ['2400000', '2,400,000', '2600000', '2,600,000']) expect(xml).not.toContain(number);
  });

  it('never holds the owner, the status history or anything outside the public copy', () => {
    const { xml } = feedOf([
      {
        ...makeBoat({
          createdBy: 'owner-uid-123',
          statusHistory: [{ at: NOW.toISOString(), from: 'draft', to: 'active' }],
        }),
        commissionRate: 4.5,
        notes: 'private note',
      },
    ]);
    for (const secret of ['owner-uid-123', 'createdBy', 'draft', 'ommission', '4.5', 'private note'])
      expect(xml).not.toContain(secret);
  });

  it('any text stays well-formed and reads back as written: markup, entities, quotes, controls, RTL overrides', () => {
    const nasty =
      'Twin <b>CAT</b> & "quoted" \'single\' ]]> &amp; \u202Eevil\u202C\r\nline\ttab\u0000\u0001\u000B\u001F\uFFFE\uD800';
    // As any XML parser reads it: the controls XML cannot hold dropped, CRLF as LF; in an attribute, tabs and line
    // ends as spaces.
    const readable = 'Twin <b>CAT</b> & "quoted" \'single\' ]]> &amp; \u202Eevil\u202C\nline\ttab';
    const readableAttr = 'Twin <b>CAT</b> & "quoted" \'single\' ]]> &amp; \u202Eevil\u202C line tab';
    const { root } = feedOf([
      makeBoat({
        id: 'x"<&>',
        make: 'A & B <Marine>',
        model: '"45"',
        description: nasty,
        location: 'Nassau <Bay>, Bahamas',
        features: [nasty],
        specifications: { 'we"ird <key>': nasty },
        images: [{ id: 'i', url: '/media/boats/a-960.webp?x=1&y="2"', isPrimary: true, displayOrder: 1, alt: nasty }],
      }),
    ]);
    const [advert] = adverts(root);
    expect(advert!['@ref']).toBe('x"<&>');
    const features = advertFeatures(advert!);
    expect(features.manufacturer).toBe('A & B <Marine>');
    expect(features.model).toBe('"45"');
    expect((features.marketing_descs as Node).marketing_desc).toEqual([{ '#text': readable, '@language': 'en' }]);
    expect(((advert!.advert_media as Node).media as Node[])[0]!['@caption']).toBe(readableAttr);
    const additional = (advert!.boat_features as Node).additional;
    expect(itemText(additional, 'we"ird <key>')).toEqual([readable]);
    expect(itemText(additional, 'feature')).toEqual([readable]);
  });

  it('an empty feed is still a whole document', () => {
    const { root } = feedOf([]);
    expect((root.broker as Node).adverts).toBe('');
  });
});

describe('XML escaping', () => {
  it('text and attributes', () => {
    expect(xmlText('a < b && c > d\r\ne\rf')).toBe('a &lt; b &amp;&amp; c &gt; d\ne\nf');
    expect(xmlAttr('"x"\t\'y\'\r\n')).toBe('&quot;x&quot; &apos;y&apos; ');
    // Characters XML 1.0 cannot hold are dropped; everything else (astral, RTL controls) is kept.
    expect(xmlText('a\u0000\u0008b\uFFFF\uDC00c\u{1F6A4}\u202E')).toBe('abc\u{1F6A4}\u202E');
  });
});
