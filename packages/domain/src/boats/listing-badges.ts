import type { Boat } from '../schemas/boat';
import { recentReduction } from './boat-price';
import { publicState } from './listing-visibility';
import { DAY_MS } from '../time-units';

/**
 * How long a listing is "Just listed" after it first went on the market. Not "New": beside a card's condition
 * ("Pre-Owned") that read as a contradiction.
 */
export const NEW_LISTING_DAYS = 14;

export type ListingBadge = 'Under Offer' | 'Sold' | 'Price Reduced' | 'Just listed';

type BadgeFields = Pick<Boat, 'status' | 'showAsSold' | 'soldAt' | 'publishedAt' | 'priceHistory' | 'priceOnRequest'>;

/** Pure: whether the boat went on the market less than NEW_LISTING_DAYS ago. */
export function isNewListing(boat: Pick<Boat, 'publishedAt'>, now: Date): boolean {
  if (!boat.publishedAt) return false;
  // Published a little "after" now is new too (minute precision of useNow, devices' clocks).
  return now.getTime() - Date.parse(boat.publishedAt) < NEW_LISTING_DAYS * DAY_MS;
}

/**
 * Pure: the badges a card and a page show, most important first. A sold boat says only Sold; a boat under offer
 * says so before anything else; a reduction and Just listed follow.
 */
export function listingBadges(boat: BadgeFields, now: Date): ListingBadge[] {
  if (publicState(boat, now) === 'recently-sold' || boat.status === 'sold') return ['Sold'];
  const badges: ListingBadge[] = [];
  if (boat.status === 'under_offer') badges.push('Under Offer');
  if (recentReduction(boat, now)) badges.push('Price Reduced');
  if (isNewListing(boat, now)) badges.push('Just listed');
  return badges;
}

/**
 * Pure: the date of "Updated {MMM d, yyyy}": the last change a buyer cares about, else when it went on the market,
 * else when it was created.
 */
export function buyerUpdatedAt(boat: Pick<Boat, 'changedAt' | 'publishedAt' | 'createdAt'>): string {
  return boat.changedAt ?? boat.publishedAt ?? boat.createdAt;
}

/** Pure: whole days on the market (from publishedAt to soldAt or now); null before it was ever published. */
export function daysOnMarket(boat: Pick<Boat, 'publishedAt' | 'soldAt'>, now: Date): number | null {
  if (!boat.publishedAt) return null;
  const end = boat.soldAt ? Date.parse(boat.soldAt) : now.getTime();
  const days = Math.floor((end - Date.parse(boat.publishedAt)) / DAY_MS);
  // A date that is no date (a document written past the app): not known, never "NaN days".
  return Number.isNaN(days) ? null : Math.max(0, days);
}

/**
 * Pure: the days on market a buyer is shown: only where the site shows them (siteSettings, off by default; admins and
 * the boat's owner see them always) and the boat was ever on the market.
 */
export function publicDaysOnMarket(
  boat: Pick<Boat, 'publishedAt' | 'soldAt'>,
  site: { showDaysOnMarket: boolean },
  now: Date,
): number | null {
  return site.showDaysOnMarket ? daysOnMarket(boat, now) : null;
}

/** Pure: "1 day on market", "12 days on market". */
export function daysOnMarketText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} on market`;
}
