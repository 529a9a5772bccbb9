import { formatUsd } from '../format';
import type { Boat, PriceChange } from '../schemas/boat';
import { DAY_MS } from '../time-units';

export const PRICE_ON_REQUEST = 'Price on Request';
/** How long a reduction is shown on the card and page ("Price Reduced", the old price struck through). */
export const PRICE_REDUCED_DAYS = 30;

type Priced = Pick<Boat, 'price'> & Partial<Pick<Boat, 'priceOnRequest'>>;

/** A boat's price as the public pages show it: '$189,000', or 'Price on Request' (never the number). */
export function boatPriceLabel(boat: Priced): string {
  return boat.priceOnRequest ? PRICE_ON_REQUEST : formatUsd(boat.price);
}

/** The admin's and owner's view: the number always, marked when the public does not see it. */
export function privatePriceLabel(boat: Priced): string {
  return boat.priceOnRequest ? `${formatUsd(boat.price)} (on request)` : formatUsd(boat.price);
}

type PriceFacts = Pick<Boat, 'priceHistory' | 'priceOnRequest' | 'publishedAt'>;

/**
 * Pure: the price cuts a buyer could have seen, oldest first: changes that lowered the price after the boat first went
 * on the market. A change made before that (or in the save that published it) was never a public price, so a
 * brand-new listing is never "Price Reduced". None for a price on request (no number is published).
 */
function marketReductions(boat: PriceFacts): PriceChange[] {
  if (boat.priceOnRequest || !boat.publishedAt) return [];
  const published = Date.parse(boat.publishedAt);
  return boat.priceHistory.filter((c) => c.to < c.from && Date.parse(c.at) > published);
}

/**
 * Pure: the reduction to show now, or null: the boat's last price change, when it lowered a public price less than
 * PRICE_REDUCED_DAYS ago.
 */
export function recentReduction(boat: PriceFacts, now: Date): PriceChange | null {
  const last = boat.priceHistory.at(-1);
  if (!last || !marketReductions(boat).includes(last)) return null;
  // A change a little "after" now is recent too: pages work at minute precision (useNow), and devices' clocks differ.
  return now.getTime() - Date.parse(last.at) < PRICE_REDUCED_DAYS * DAY_MS ? last : null;
}

/** Pure: the reductions a visitor is told of ("Reduced {date}"), newest first. */
export function publicReductions(boat: PriceFacts): PriceChange[] {
  return marketReductions(boat).reverse();
}

/**
 * The owner's asking price (the sell forms' free text) as whole dollars, or null when it is not a positive amount.
 * Currency signs, 'USD', spaces and thousands separators are accepted ('$189,000', '189000 USD'); anything else
 * ('189k', 'offers') is not guessed at.
 */
export function parseAskingPrice(text: string): number | null {
  const cleaned = text.replace(/usd/gi, '').replace(/[\s$,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Math.round(Number(cleaned));
  return amount > 0 ? amount : null;
}
