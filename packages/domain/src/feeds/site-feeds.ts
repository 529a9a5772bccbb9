// Both feeds of a list of stored boats, with the site's own listing rules: the build writes them for the bundled data
// (scripts/vite-feeds.ts) and the Cloud Functions answer /feeds/* with them from the live listings (functions/src/feeds.ts).
import { business } from '../business';
import { feedBroker, feedListings } from './feed-listing';
import { buildListingsJsonFeed, LISTINGS_JSON_FEED_PATH } from './listings-json-feed';
import { buildOpenMarineFeed, OPENMARINE_FEED_PATH } from './openmarine-feed';

export interface FeedFile {
  /** Site path, e.g. '/feeds/openmarine.xml'. */
  path: string;
  body: string;
}

/** Pure: both feeds of the given boats (any stored boats: only those public at `now` are in them). */
export function siteFeeds(boats: readonly unknown[], now: Date): { openMarine: string; listingsJson: string } {
  const listings = feedListings(boats, now, business.siteUrl);
  const broker = feedBroker(business);
  return {
    openMarine: buildOpenMarineFeed(listings, broker, now),
    listingsJson: buildListingsJsonFeed(listings, broker, now),
  };
}

/** Pure: both feeds as the files the build writes, each at its site path. */
export function siteFeedFiles(boats: readonly unknown[], now: Date): FeedFile[] {
  const { openMarine, listingsJson } = siteFeeds(boats, now);
  return [
    { path: OPENMARINE_FEED_PATH, body: openMarine },
    { path: LISTINGS_JSON_FEED_PATH, body: listingsJson },
  ];
}
