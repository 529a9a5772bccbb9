// A feed's entries, for the build-time feeds (scripts/vite-feeds.ts) and the feed functions alike, so both give a
// portal the same entries, by the pages' own listing rules.
import { imageSources } from '../image-sources';
import { boatTitle } from '../boats/boat-title';
import { publicState } from '../boats/listing-visibility';
import { publicListingOf } from '../boats/public-listing';
import { storedWalkthroughVideo } from '../boats/walkthrough-video';
import { withDefaults } from '../schemas/doc-defaults';
import { STANDARD_SPEC_KEYS, type StandardSpecKey } from '../schemas/boat-vocabulary';

/** Every price on the site is in whole US dollars. */
export const FEED_CURRENCY = 'USD';
const METRES_PER_FOOT = 0.3048;

/** A public boat's status in a feed: active is available, under offer, or sold (only while shown as sold). */
export type FeedStatus = 'available' | 'under_offer' | 'sold';

export interface FeedPhoto {
  /** Absolute URL of the largest size the site has of the photo. */
  url: string;
  alt: string | null;
  /** Exactly one photo of a listing with photos is primary: the one marked, else the first. */
  primary: boolean;
}

/** A listing's walkthrough video: its provider and canonical https link (boats/walkthrough-video.ts). */
export interface FeedVideo {
  provider: 'youtube' | 'vimeo';
  url: string;
}

/** One public listing as every feed describes it: built from the public copy only. */
export interface FeedListing {
  id: string;
  /** The boat's page: site URL + /boats/{id}. */
  url: string;
  title: string;
  make: string;
  model: string;
  year: number | null;
  type: string;
  condition: string;
  status: FeedStatus;
  /** Whole US dollars; null when the price is on request (no number anywhere then). */
  price: number | null;
  priceOnRequest: boolean;
  lengthFeet: number | null;
  /** lengthFeet in metres, two decimals. */
  lengthMetres: number | null;
  location: string;
  description: string;
  features: string[];
  /** The standard specifications present, in STANDARD_SPEC_KEYS order (schemas/boat-vocabulary.ts). */
  specifications: Partial<Record<StandardSpecKey, string>>;
  /** Every other specification (the admin's own keys), sorted by key. */
  customSpecifications: Record<string, string>;
  /** In display order. */
  photos: FeedPhoto[];
  /** The walkthrough video; null when there is none or the stored link is not a valid one. */
  video: FeedVideo | null;
  publishedAt: string | null;
  /** The last change a buyer cares about (price, status, photos, specifications). */
  changedAt: string | null;
  updatedAt: string | null;
  soldAt: string | null;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const isoDate = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

const FEED_STATUS: Record<string, FeedStatus> = { active: 'available', under_offer: 'under_offer', sold: 'sold' };

/** Pure: the largest source of a stored photo (the widest srcset entry: bundled media come in several widths). */
export function largestImageSource(sources: { src: string; srcSet?: string }): string {
  let best = { url: sources.src, width: -1 };
  for (const candidate of (sources.srcSet ?? '').split(',')) {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(candidate);
    if (match && Number(match[2]) > best.width) best = { url: match[1]!, width: Number(match[2]) };
  }
  return best.url;
}

/** Pure: an absolute http(s) URL for a site path or URL; null for what a portal cannot fetch (blob:, data:, ...). */
export function absoluteFeedUrl(siteUrl: string, pathOrUrl: string): string | null {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  if (pathOrUrl.startsWith('/')) return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl}`;
  return null;
}

function feedPhotos(images: unknown, siteUrl: string): FeedPhoto[] {
  if (!Array.isArray(images)) return [];
  const ordered = images
    .map((image: unknown, index) => ({ image: (image ?? {}) as Data, index }))
    .filter(({ image }) => typeof image.url === 'string' && image.url !== '')
    // Display order, ties kept in stored order (as the boat page's orderedImages).
    .sort((a, b) => (finite(a.image.displayOrder) ?? 0) - (finite(b.image.displayOrder) ?? 0) || a.index - b.index)
    .map(({ image }) => ({
      url: absoluteFeedUrl(siteUrl, largestImageSource(imageSources(image.url as string))),
      alt: typeof image.alt === 'string' && image.alt.trim() !== '' ? image.alt : null,
      marked: image.isPrimary === true,
    }))
    .filter((photo): photo is { url: string; alt: string | null; marked: boolean } => photo.url !== null);
  const primaryIndex = Math.max(
    0,
    ordered.findIndex((photo) => photo.marked),
  );
  return ordered.map(({ url, alt }, index) => ({ url, alt, primary: index === primaryIndex }));
}

/** The stored link read as the boat page reads it: a value that is no valid YouTube or Vimeo link is no video. */
function feedVideo(stored: unknown): FeedVideo | null {
  const video = storedWalkthroughVideo(stored);
  return video ? { provider: video.provider, url: video.watchUrl } : null;
}

function specificationsOf(value: unknown): Pick<FeedListing, 'specifications' | 'customSpecifications'> {
  const all = value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
  const filled = (key: string): string | null => {
    const spec = all[key];
    return typeof spec === 'string' && spec.trim() !== '' ? spec : null;
  };
  const specifications: FeedListing['specifications'] = {};
  for (const key of STANDARD_SPEC_KEYS) {
    const spec = filled(key);
    if (spec !== null) specifications[key] = spec;
  }
  const customSpecifications: Record<string, string> = {};
  const standard: readonly string[] = STANDARD_SPEC_KEYS;
  for (const key of Object.keys(all)
    .filter((k) => !standard.includes(k))
    .sort()) {
    const spec = filled(key);
    if (spec !== null) customSpecifications[key] = spec;
  }
  return { specifications, customSpecifications };
}

/** Pure: the feed entry of one public copy of a boat (publicListingOf's output). Null for a copy with no id or status. */
export function feedListingOf(listing: Data, siteUrl: string): FeedListing | null {
  const id = text(listing.id);
  const status = FEED_STATUS[text(listing.status)];
  if (id === '' || !status) return null;
  const priceOnRequest = listing.priceOnRequest === true;
  const lengthFeet = finite(listing.length);
  const year = typeof listing.year === 'number' && Number.isInteger(listing.year) ? listing.year : null;
  return {
    id,
    url: `${siteUrl.replace(/\/+$/, '')}/boats/${encodeURIComponent(id)}`,
    title: boatTitle(listing),
    make: text(listing.make),
    model: text(listing.model),
    year,
    type: text(listing.type),
    condition: text(listing.condition),
    status,
    price: priceOnRequest ? null : finite(listing.price),
    priceOnRequest,
    lengthFeet,
    lengthMetres: lengthFeet === null ? null : Math.round(lengthFeet * METRES_PER_FOOT * 100) / 100,
    location: text(listing.location),
    description: text(listing.description),
    features: Array.isArray(listing.features)
      ? listing.features.filter((f): f is string => typeof f === 'string' && f.trim() !== '')
      : [],
    ...specificationsOf(listing.specifications),
    photos: feedPhotos(listing.images, siteUrl),
    video: feedVideo(listing.videoUrl),
    publishedAt: isoDate(listing.publishedAt),
    changedAt: isoDate(listing.changedAt),
    updatedAt: isoDate(listing.updatedAt),
    soldAt: status === 'sold' ? isoDate(listing.soldAt) : null,
  };
}

/**
 * Pure: the feed entries of the boats the public sees at `now` (for sale, or sold and shown as sold within its 30
 * days), each from its public copy (field defaults first: stored documents may predate a field), sorted by id so the
 * output is stable. Any stored shape is accepted: a boat that is not an object or has no status is left out.
 */
export function feedListings(boats: readonly unknown[], now: Date, siteUrl: string): FeedListing[] {
  const entries: FeedListing[] = [];
  for (const boat of boats) {
    if (!boat || typeof boat !== 'object') continue;
    const stored = withDefaults('boats', { ...(boat as Data) });
    const status = stored.status;
    if (typeof status !== 'string') continue;
    const visibility = {
      status,
      showAsSold: stored.showAsSold === true,
      soldAt: typeof stored.soldAt === 'string' ? stored.soldAt : null,
    };
    if (publicState(visibility, now) === 'hidden') continue;
    const entry = feedListingOf(publicListingOf(stored), siteUrl);
    if (entry) entries.push(entry);
  }
  // Code-unit order, the same on every machine (no locale).
  return entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The business behind the feeds (business.ts has this shape). */
export interface FeedBusiness {
  productName: string;
  legalName: string;
  siteUrl: string;
  phone: string;
  email: string;
  address: { street: string; locality: string; region: string; country: string; countryCode: string };
}

/** The broker block of every feed. */
export interface FeedBroker {
  /** A stable code a portal files the broker's adverts under: the site's host name without "www.". */
  code: string;
  name: string;
  legalName: string;
  website: string;
  email: string;
  phone: string;
  address: { street: string; town: string; region: string; country: string; countryCode: string };
}

/** Pure: the broker block from the business facts. */
export function feedBroker(business: FeedBusiness): FeedBroker {
  const host = /^https?:\/\/([^/:]+)/i.exec(business.siteUrl)?.[1] ?? business.siteUrl;
  return {
    code: host.replace(/^www\./i, '').toLowerCase(),
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
  };
}
