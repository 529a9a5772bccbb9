import { FEED_CURRENCY, type FeedBroker, type FeedListing, type FeedStatus, type FeedVideo } from './feed-listing';
import type { StandardSpecKey } from '../schemas/boat-vocabulary';

/**
 * /feeds/openmarine.xml: the public listings as an OpenMarine XML feed, version 1.7, the format broker-sync tools and
 * portals exchange. There is no published XSD to validate against; the structure followed is the one documented on
 * the Open Marine wiki (wiki.openmarine.org, "OpenMarineXML Current": the version 2.0 draft, laid out as the 1.7
 * release it extends) and written and read by a public 1.7 exporter/importer, github.com/frankiewest/wpmarinesync
 * (admin/admin-page.php writes `open_marine version="1.7"`; product-updater.php reads it back):
 *
 * ```
 * open_marine @version="1.7" @language @origin @date
 *   broker @code
 *     broker_details / company_name
 *     offices / office @id: office_name, email, address, town, county, country, daytime_phone, website
 *     adverts / advert @ref @office_id @status("Available" | "UnderOffer" | "Sold") @last_modified
 *       advert_media / media @type(MIME) @caption @primary("true" | "false"): the photo's URL (a video's link: below)
 *       advert_features: title (as wpmarinesync writes it), boat_type ("Power" | "Sail"), boat_category,
 *         new_or_used ("New" | "Used"), vessel_lying @country, asking_price @poa("true" | "false") @currency,
 *         marketing_descs / marketing_desc @language, manufacturer, model,
 *         other / item @name @label (external_url: the boat's page; published_at, changed_at, sold_at)
 *       boat_features / {dimensions, build, engine, additional} / item @name @unit
 * ```
 *
 * Our fields in it: length in dimensions/loa (feet) and additional/loa_m (metres, as wpmarinesync writes it); make as
 * build/builder too; year in build/year; the standard specifications as OPENMARINE_SPEC_ITEMS says (their values are
 * free text with their own units, so no unit attribute); custom specifications and the features as additional items
 * (name = the specification's key, or "feature"). A price on request is `poa="true"` with no number at all.
 *
 * The walkthrough video is one more advert_media/media after the photos, its YouTube or Vimeo page link with
 * type="video/mp4" and primary="false": 1.7 has no type for a hosted video's page, and that is how wpmarinesync writes
 * a video link and reads one back (admin-page.php; product-updater.php keeps a "video/mp4" media whose URL is not an
 * .mp4 file as a link, and skips every other non-image type). A portal that takes photos only skips it by its type.
 */
export const OPENMARINE_FEED_PATH = '/feeds/openmarine.xml';
export const OPENMARINE_VERSION = '1.7';
/** The one office every advert is listed by. */
export const OPENMARINE_OFFICE_ID = '1';

export const OPENMARINE_ADVERT_STATUS: Record<FeedStatus, string> = {
  available: 'Available',
  under_offer: 'UnderOffer',
  sold: 'Sold',
};

type Section = 'dimensions' | 'build' | 'engine' | 'additional';
const SECTIONS: readonly Section[] = ['dimensions', 'build', 'engine', 'additional'];

/** Where each standard specification goes in boat_features. */
export const OPENMARINE_SPEC_ITEMS: Record<StandardSpecKey, { section: Section; name: string }> = {
  beam: { section: 'dimensions', name: 'beam' },
  draft: { section: 'dimensions', name: 'draft' },
  // Free text such as 'Twin MAN V12-1800': the engine's description is the nearest item.
  engines: { section: 'engine', name: 'engine_model' },
  cruisingSpeed: { section: 'engine', name: 'cruising_speed' },
  maxSpeed: { section: 'engine', name: 'max_speed' },
  fuelCapacity: { section: 'additional', name: 'fuel_tanks_capacity' },
};

// Characters XML 1.0 cannot hold at all (C0 controls but tab/newline/return, lone surrogates, U+FFFE/U+FFFF): dropped.
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Pure: text safe as element content. Line ends are written as a parser would read them (CRLF and CR as LF), so no
 * character reference is needed: some importers' parsers do not decode numeric references.
 */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/\r\n?/g, '\n')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Pure: text safe inside a double- or single-quoted attribute; tabs and line ends as the spaces a parser reads them as. */
export function xmlAttr(value: string): string {
  return xmlText(value)
    .replace(/[\t\n]/g, ' ')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface XmlElement {
  name: string;
  attrs: Array<[string, string]>;
  text?: string;
  children: XmlElement[];
}

function el(name: string, attrs: Array<[string, string | null]> = [], content: string | XmlElement[] = []): XmlElement {
  const kept = attrs.filter((a): a is [string, string] => a[1] !== null);
  return typeof content === 'string'
    ? { name, attrs: kept, text: content, children: [] }
    : { name, attrs: kept, children: content };
}

function render(node: XmlElement, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = node.attrs.map(([key, value]) => ` ${key}="${xmlAttr(value)}"`).join('');
  if (node.text !== undefined && node.text !== '')
    return `${pad}<${node.name}${attrs}>${xmlText(node.text)}</${node.name}>`;
  if (node.children.length === 0) return `${pad}<${node.name}${attrs}/>`;
  const inner = node.children.map((child) => render(child, depth + 1)).join('\n');
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
}

/** The type a walkthrough video's link is listed with in advert_media (see above). */
export const OPENMARINE_VIDEO_MEDIA_TYPE = 'video/mp4';

/** The photo's MIME type from its file name (a Storage URL keeps it before the query); uploads are JPEG. */
function mediaType(url: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    webp: 'image/webp',
    png: 'image/png',
    gif: 'image/gif',
    avif: 'image/avif',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
  };
  return (ext && types[ext]) ?? 'image/jpeg';
}

/** OpenMarine's two hull kinds. A catamaran is a sailing one unless its model says power (as the seed's media do). */
function boatType(listing: FeedListing): string | null {
  if (listing.type === 'Sailboat') return 'Sail';
  if (listing.type === 'Catamaran') return /power/i.test(listing.model) ? 'Power' : 'Sail';
  if (listing.type === '' || listing.type === 'Other') return null;
  return 'Power';
}

const NEW_OR_USED: Record<string, string> = { new: 'New', used: 'Used' };

const countryName = (name: string) =>
  name
    .trim()
    .replace(/^the\s+/i, '')
    .toLowerCase();

/** The broker's country code when the location names the broker's country last ('Nassau, Bahamas'); else none. */
function lyingCountry(location: string, broker: FeedBroker): string | null {
  const last = location.split(',').at(-1) ?? '';
  return last.trim() !== '' && countryName(last) === countryName(broker.address.country)
    ? broker.address.countryCode
    : null;
}

const decimal = (value: number) => String(Math.round(value * 100) / 100);

function item(name: string, value: string, unit: string | null = null): XmlElement {
  return el(
    'item',
    [
      ['name', name],
      ['unit', unit],
    ],
    value,
  );
}

function boatFeatures(listing: FeedListing): XmlElement {
  const sections: Record<Section, XmlElement[]> = { dimensions: [], build: [], engine: [], additional: [] };
  if (listing.lengthFeet !== null) sections.dimensions.push(item('loa', decimal(listing.lengthFeet), 'feet'));
  if (listing.make !== '') sections.build.push(item('builder', listing.make));
  if (listing.year !== null) sections.build.push(item('year', String(listing.year)));
  if (listing.lengthMetres !== null) sections.additional.push(item('loa_m', decimal(listing.lengthMetres), 'metres'));
  for (const [key, value] of Object.entries(listing.specifications) as Array<[StandardSpecKey, string]>) {
    const { section, name } = OPENMARINE_SPEC_ITEMS[key];
    sections[section].push(item(name, value));
  }
  for (const [key, value] of Object.entries(listing.customSpecifications)) sections.additional.push(item(key, value));
  for (const feature of listing.features) sections.additional.push(item('feature', feature));
  return el(
    'boat_features',
    [],
    SECTIONS.filter((s) => sections[s].length > 0).map((s) => el(s, [], sections[s])),
  );
}

function videoMedia(video: FeedVideo): XmlElement {
  const caption = `Walkthrough video (${video.provider === 'youtube' ? 'YouTube' : 'Vimeo'})`;
  return el(
    'media',
    [
      ['type', OPENMARINE_VIDEO_MEDIA_TYPE],
      ['caption', caption],
      ['primary', 'false'],
    ],
    video.url,
  );
}

function advert(listing: FeedListing, broker: FeedBroker): XmlElement {
  const price = listing.priceOnRequest ? null : listing.price;
  const other = [
    el(
      'item',
      [
        ['name', 'external_url'],
        ['label', `${listing.title} on ${broker.name}`],
      ],
      listing.url,
    ),
    ...(
      [
        ['published_at', listing.publishedAt],
        ['changed_at', listing.changedAt],
        ['sold_at', listing.soldAt],
      ] satisfies Array<[string, string | null]>
    ).flatMap(([name, value]) => (value === null ? [] : [item(name, value)])),
  ];
  return el(
    'advert',
    [
      ['ref', listing.id],
      ['office_id', OPENMARINE_OFFICE_ID],
      ['status', OPENMARINE_ADVERT_STATUS[listing.status]],
      ['last_modified', listing.updatedAt],
    ],
    [
      el(
        'advert_media',
        [],
        [
          ...listing.photos.map((photo) =>
            el(
              'media',
              [
                ['type', mediaType(photo.url)],
                ['caption', photo.alt ?? ''],
                ['primary', String(photo.primary)],
              ],
              photo.url,
            ),
          ),
          ...(listing.video ? [videoMedia(listing.video)] : []),
        ],
      ),
      el(
        'advert_features',
        [],
        [
          el('title', [], listing.title),
          ...(boatType(listing) ? [el('boat_type', [], boatType(listing)!)] : []),
          el('boat_category', [], listing.type),
          ...(NEW_OR_USED[listing.condition] ? [el('new_or_used', [], NEW_OR_USED[listing.condition]!)] : []),
          el('vessel_lying', [['country', lyingCountry(listing.location, broker)]], listing.location),
          // No number for a price on request: not as text, not as an attribute.
          el(
            'asking_price',
            [
              ['poa', String(listing.priceOnRequest)],
              ['currency', FEED_CURRENCY],
            ],
            price === null ? '' : String(price),
          ),
          el('marketing_descs', [], [el('marketing_desc', [['language', 'en']], listing.description)]),
          el('manufacturer', [], listing.make),
          el('model', [], listing.model),
          el('other', [], other),
        ],
      ),
      boatFeatures(listing),
    ],
  );
}

/** Pure: the feed's text (the listings as given: feedListings already chose and sorted them). */
export function buildOpenMarineFeed(listings: readonly FeedListing[], broker: FeedBroker, generatedAt: Date): string {
  const office = el(
    'office',
    [['id', OPENMARINE_OFFICE_ID]],
    [
      el('office_name', [], broker.name),
      el('email', [], broker.email),
      el('address', [], broker.address.street),
      el('town', [], broker.address.town),
      el('county', [], broker.address.region),
      el('country', [], broker.address.countryCode),
      el('daytime_phone', [], broker.phone),
      el('website', [], broker.website),
    ],
  );
  const root = el(
    'open_marine',
    [
      ['version', OPENMARINE_VERSION],
      ['language', 'en'],
      ['origin', broker.name],
      // ISO 8601 to the second, as the exporters write it.
      ['date', generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')],
    ],
    [
      el(
        'broker',
        [['code', broker.code]],
        [
          el('broker_details', [], [el('company_name', [], broker.legalName)]),
          el('offices', [], [office]),
          el(
            'adverts',
            [],
            listings.map((listing) => advert(listing, broker)),
          ),
        ],
      ),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}
