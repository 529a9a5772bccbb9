import type { Firestore } from 'firebase-admin/firestore';
import { LISTINGS } from './projections';
import { isLive } from './replication';
import { business } from './shared/business';
import { boatTitle } from './shared/boat-title';
import { withDefaults } from './shared/doc-defaults';
import { feedBroker, feedListings, type FeedRules } from './shared/feed-listing';
import { imageSources } from './shared/image-sources';
import { publicState } from './shared/listing-visibility';
import { buildListingsJsonFeed, LISTINGS_JSON_FEED_PATH } from './shared/listings-json-feed';
import { buildOpenMarineFeed, OPENMARINE_FEED_PATH } from './shared/openmarine-feed';
import { publicListingOf } from './shared/public-listing';
import { storedWalkthroughVideo } from './shared/walkthrough-video';

/**
 * The syndication feeds from the live `listings` (Hosting rewrites /feeds/openmarine.xml and /feeds/listings.json).
 * The builders are the web app's (src/data/feeds, copied to shared/), so the web app's feeds and these
 * answers are the same for the same boats.
 */
export { LISTINGS_JSON_FEED_PATH, OPENMARINE_FEED_PATH };

/** Portals poll: a CDN copy may be a quarter of an hour old (the sitemap allows an hour). */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=900';
export const OPENMARINE_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const LISTINGS_JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The listing rules from the copies of the app's own files. */
export const FEED_RULES: FeedRules = {
  withDefaults,
  publicListingOf,
  publicState,
  boatTitle,
  imageSources,
  storedWalkthroughVideo,
};

type Data = Record<string, unknown>;

/**
 * Pure: the boats of the given projection documents: live ones only, the document id as the boat's id (as the
 * replication and the sitemap take it).
 */
export function feedBoats(docs: ReadonlyArray<{ id: string; data: Data }>): Data[] {
  return docs.filter((d) => isLive(d.data)).map((d) => ({ ...d.data, id: d.id }));
}

/**
 * Pure: both feeds of the boats at `now`. A listing can still be in the projection a few hours after its 30 days as
 * sold (the daily sweep withdraws it): feedListings leaves it out by the date, as the pages do.
 */
export function buildFeeds(boats: readonly Data[], now: Date): { openMarine: string; listingsJson: string } {
  const listings = feedListings(boats, now, FEED_RULES, business.siteUrl);
  const broker = feedBroker(business);
  return {
    openMarine: buildOpenMarineFeed(listings, broker, now),
    listingsJson: buildListingsJsonFeed(listings, broker, now),
  };
}

/** The live projection documents the feeds are built from. */
export async function readFeedBoats(db: Firestore): Promise<Data[]> {
  const listings = await db.collection(LISTINGS).where('_deleted', '==', false).get();
  return feedBoats(listings.docs.map((d) => ({ id: d.id, data: d.data() })));
}
