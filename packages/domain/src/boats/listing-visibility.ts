// The public projection (functions), the pages and the feeds all read this, so they agree on which boats the public
// sees.

/** Statuses of a boat on the market: listed, searchable, open to inquiries. */
export const ON_MARKET_STATUSES: readonly string[] = ['active', 'under_offer'];
/** How long a sold boat the admin chose to show stays public, greyed, after it sold. */
export const SOLD_SHOWN_DAYS = 30;
const DAY_MS = 86_400_000;

interface VisibilityFields {
  status: string;
  showAsSold?: boolean;
  soldAt?: string | null;
}

/** The last moment a sold boat shown as sold is public, or null when it is not one. */
export function soldShownUntil(boat: VisibilityFields): Date | null {
  if (boat.status !== 'sold' || boat.showAsSold !== true || !boat.soldAt) return null;
  const sold = Date.parse(boat.soldAt);
  return Number.isNaN(sold) ? null : new Date(sold + SOLD_SHOWN_DAYS * DAY_MS);
}

/** What the public sees of a boat now: for sale (active or under offer), recently sold (greyed), or nothing. */
export type PublicState = 'for-sale' | 'recently-sold' | 'hidden';

export function publicState(boat: VisibilityFields, now: Date): PublicState {
  if (ON_MARKET_STATUSES.includes(boat.status)) return 'for-sale';
  const until = soldShownUntil(boat);
  return until && now.getTime() < until.getTime() ? 'recently-sold' : 'hidden';
}

/** schema.org availability of the boat's offer: under offer is Reserved, sold is SoldOut (pages, feeds, functions). */
export function offerAvailability(boat: { status?: unknown }): string {
  if (boat.status === 'under_offer') return 'https://schema.org/Reserved';
  if (boat.status === 'sold') return 'https://schema.org/SoldOut';
  return 'https://schema.org/InStock';
}
