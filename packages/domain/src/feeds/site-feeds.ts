// Both feeds of a list of stored boats, with the site's own listing rules: the build writes them for the bundled data
// (scripts/vite-feeds.ts) and the Cloud Functions answer /feeds/* with them from the live listings (functions/src/feeds.ts).
import { business } from '../business';
import { imageSources } from '../image-sources';
import { boatTitle } from '../boats/boat-title';
import { publicState } from '../boats/listing-visibility';
import { publicListingOf } from '../boats/public-listing';
import { storedWalkthroughVideo } from '../boats/walkthrough-video';
import { withDefaults } from '../schemas/doc-defaults';
import { feedBroker, feedListings, type FeedRules } from './feed-listing';
import { buildListingsJsonFeed, LISTINGS_JSON_FEED_PATH } from './listings-json-feed';
import { buildOpenMarineFeed, OPENMARINE_FEED_PATH } from './openmarine-feed';

/** The listing rules the feeds apply (the same as the pages'). */
export const siteFeedRules: FeedRules = {
  withDefaults,
  publicListingOf,
  publicState,
  boatTitle,
  imageSources,
  storedWalkthroughVideo,
};

export interface FeedFile {
  /** Site path, e.g. '/feeds/openmarine.xml'. */
  path: string;
  body: string;
}

/** Pure: both feeds of the given boats (any stored boats: only those public at `now` are in them). */
export function siteFeedFiles(boats: readonly unknown[], now: Date): FeedFile[] {
  const listings = feedListings(boats, now, siteFeedRules, business.siteUrl);
  const broker = feedBroker(business);
  return [
    { path: OPENMARINE_FEED_PATH, body: buildOpenMarineFeed(listings, broker, now) },
    { path: LISTINGS_JSON_FEED_PATH, body: buildListingsJsonFeed(listings, broker, now) },
  ];
}
