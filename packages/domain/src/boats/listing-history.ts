import { PRICE_HISTORY_MAX, type Boat } from '../schemas/boat';
import { ON_MARKET_STATUSES } from './listing-visibility';

/** The fields whose change a buyer cares about: they move "Updated {date}" (changedAt). */
const BUYER_FIELDS = [
  'price',
  'priceOnRequest',
  'status',
  'images',
  'specifications',
  'particulars',
  'features',
  'length',
  'videoUrl',
  'documents',
] as const;

const keep = <T>(list: T[]): T[] => list.slice(Math.max(0, list.length - PRICE_HISTORY_MAX));

/**
 * Pure: a boat as it is written, with its history kept: a price change is added to priceHistory, a status change to
 * statusHistory, publishedAt is set the first time it goes on the market, soldAt while it is sold, and changedAt
 * when a field a buyer cares about changed. `before` is null for a new listing.
 */
export function withListingHistory(before: Boat | null, after: Boat, at: string): Boat {
  const next: Boat = { ...after };
  if (before && before.price !== after.price)
    next.priceHistory = keep([...before.priceHistory, { at, from: before.price, to: after.price }]);
  if (before && before.status !== after.status)
    next.statusHistory = keep([...before.statusHistory, { at, from: before.status, to: after.status }]);
  if (!next.publishedAt && ON_MARKET_STATUSES.includes(after.status)) next.publishedAt = at;
  if (after.status !== 'sold') next.soldAt = null;
  else if (!before || before.status !== 'sold' || !next.soldAt) next.soldAt = at;
  if (before && BUYER_FIELDS.some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])))
    next.changedAt = at;
  return next;
}
