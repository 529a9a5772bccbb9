import type { Boat } from '../schemas/boat';

type Comparable = Pick<Boat, 'id' | 'type' | 'price' | 'length' | 'priceOnRequest'>;

/** How close two numbers are, as a share of the first (0 = equal). */
const apart = (a: number, b: number) => Math.abs(b - a) / a;

/**
 * Pure (#17 "Similar boats"): up to `limit` boats like `boat`: the same type, a price within ±30 % and a length within
 * ±20 %, nearest first (price and length distance added), ties by id. A boat whose price is on request is compared by
 * length only, and a candidate on request is left out of a priced boat's list (its price cannot be compared). The
 * caller passes the boats a buyer may see.
 */
export function similarBoats<T extends Comparable>(boat: Comparable, candidates: readonly T[], limit = 3): T[] {
  if (!(boat.length > 0)) return [];
  const byPrice = !boat.priceOnRequest && boat.price > 0;
  const scored: { boat: T; distance: number }[] = [];
  for (const other of candidates) {
    if (other.id === boat.id || other.type !== boat.type || !(other.length > 0)) continue;
    const length = apart(boat.length, other.length);
    if (length > 0.2) continue;
    let distance = length;
    if (byPrice) {
      if (other.priceOnRequest || !(other.price > 0)) continue;
      const price = apart(boat.price, other.price);
      if (price > 0.3) continue;
      distance += price;
    }
    scored.push({ boat: other, distance });
  }
  return scored
    .sort((a, b) => a.distance - b.distance || (a.boat.id < b.boat.id ? -1 : a.boat.id > b.boat.id ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map((s) => s.boat);
}
