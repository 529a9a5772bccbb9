import {
  FEED_CURRENCY,
  type FeedBroker,
  type FeedListing,
  type FeedPhoto,
  type FeedStatus,
  type FeedVideo,
} from './feed-listing';

export const LISTINGS_JSON_FEED_PATH = '/feeds/listings.json';
/** Bumped when a field changes meaning or goes away; new fields may appear without a bump. */
export const LISTINGS_JSON_FEED_VERSION = '1.0';

/**
 * /feeds/listings.json, for portals and tools that take JSON. Every listing is a boat the public sees now, from its
 * public copy:
 *
 * ```
 * { version: "1.0", generatedAt: ISO date,
 *   broker: { code, name, legalName, website, email, phone, address: { street, town, region, country, countryCode } },
 *   listings: [{ id, url, title, make, model, year, type, condition: "new" | "used",
 *     status: "available" | "under_offer" | "sold",
 *     price: whole USD, or null when priceOnRequest, priceOnRequest, currency: "USD",
 *     length: { feet, metres }, location, description, features: [text],
 *     specifications: { beam?, draft?, engines?, fuelCapacity?, cruisingSpeed?, maxSpeed? } (free text),
 *     customSpecifications: { key: text },
 *     photos: [{ url (absolute, largest size), alt, primary }] in display order,
 *     video: { provider: "youtube" | "vimeo", url (the video's https page) } or null,
 *     publishedAt, changedAt, updatedAt, soldAt (ISO dates or null) }] }
 * ```
 */
export interface ListingsJsonFeed {
  version: string;
  generatedAt: string;
  broker: FeedBroker;
  listings: ListingsJsonFeedEntry[];
}

export interface ListingsJsonFeedEntry {
  id: string;
  url: string;
  title: string;
  make: string;
  model: string;
  year: number | null;
  type: string;
  condition: string;
  status: FeedStatus;
  price: number | null;
  priceOnRequest: boolean;
  currency: string;
  length: { feet: number | null; metres: number | null };
  location: string;
  description: string;
  features: string[];
  specifications: Record<string, string>;
  customSpecifications: Record<string, string>;
  photos: FeedPhoto[];
  video: FeedVideo | null;
  publishedAt: string | null;
  changedAt: string | null;
  updatedAt: string | null;
  soldAt: string | null;
}

function entryOf(listing: FeedListing): ListingsJsonFeedEntry {
  return {
    id: listing.id,
    url: listing.url,
    title: listing.title,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    type: listing.type,
    condition: listing.condition,
    status: listing.status,
    // Belt and braces: the entry already has no number for a price on request.
    price: listing.priceOnRequest ? null : listing.price,
    priceOnRequest: listing.priceOnRequest,
    currency: FEED_CURRENCY,
    length: { feet: listing.lengthFeet, metres: listing.lengthMetres },
    location: listing.location,
    description: listing.description,
    features: listing.features,
    specifications: listing.specifications,
    customSpecifications: listing.customSpecifications,
    photos: listing.photos,
    video: listing.video,
    publishedAt: listing.publishedAt,
    changedAt: listing.changedAt,
    updatedAt: listing.updatedAt,
    soldAt: listing.soldAt,
  };
}

/** Pure: the feed as an object (the listings as given: feedListings already chose and sorted them). */
export function listingsJsonFeed(
  listings: readonly FeedListing[],
  broker: FeedBroker,
  generatedAt: Date,
): ListingsJsonFeed {
  return {
    version: LISTINGS_JSON_FEED_VERSION,
    generatedAt: generatedAt.toISOString(),
    broker,
    listings: listings.map(entryOf),
  };
}

/** Pure: the feed's text. */
export function buildListingsJsonFeed(listings: readonly FeedListing[], broker: FeedBroker, generatedAt: Date): string {
  return `${JSON.stringify(listingsJsonFeed(listings, broker, generatedAt), null, 2)}\n`;
}
