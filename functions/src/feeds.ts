import type { Firestore } from 'firebase-admin/firestore';
import { LISTINGS } from './projections';
import { isLive } from './replication';
import { LISTINGS_JSON_FEED_PATH } from '@harbour/domain/feeds/listings-json-feed';
import { OPENMARINE_FEED_PATH } from '@harbour/domain/feeds/openmarine-feed';

/**
 * The syndication feeds from the live `listings` (Hosting rewrites /feeds/openmarine.xml and /feeds/listings.json).
 * They are the build's feeds of the bundled data (siteFeeds, @harbour/domain/feeds/site-feeds), here from the live
 * listings. A listing can still be in the projection a few hours after its 30 days as sold (the daily sweep withdraws
 * it): siteFeeds leaves it out by the date, as the pages do.
 */
export { LISTINGS_JSON_FEED_PATH, OPENMARINE_FEED_PATH };

/** Portals poll: a CDN copy may be a quarter of an hour old (the sitemap allows an hour). */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=900';
export const OPENMARINE_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const LISTINGS_JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type Data = Record<string, unknown>;

/**
 * Pure: the boats of the given projection documents: live ones only, the document id as the boat's id (as the
 * replication and the sitemap take it).
 */
export function feedBoats(docs: ReadonlyArray<{ id: string; data: Data }>): Data[] {
  return docs.filter((d) => isLive(d.data)).map((d) => ({ ...d.data, id: d.id }));
}

/** The live projection documents the feeds are built from. */
export async function readFeedBoats(db: Firestore): Promise<Data[]> {
  const listings = await db.collection(LISTINGS).where('_deleted', '==', false).get();
  return feedBoats(listings.docs.map((d) => ({ id: d.id, data: d.data() })));
}
