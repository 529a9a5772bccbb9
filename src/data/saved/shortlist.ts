import type { Boat } from '@harbour/domain/schemas/boat';
import type { BoatSnapshot, VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { publicState } from '@harbour/domain/boats/listing-visibility';

/** A shortlist is a handful of candidates; past this a visitor is told to remove one first (and the device's cache of
 * their photos stays bounded). */
export const MAX_SAVED_BOATS = 100;
export const SHORTLIST_FULL = `You can save up to ${MAX_SAVED_BOATS} boats. Remove one to save another.`;

/** Pure: what the shortlist keeps of a boat, as it is at `at`. */
export function boatSnapshot(boat: Boat, at: Date): BoatSnapshot {
  const primary = boat.images.find((i) => i.isPrimary) ?? boat.images[0] ?? null;
  return {
    boatId: boat.id,
    at: at.toISOString(),
    title: boatTitle(boat),
    price: boat.priceOnRequest ? 0 : boat.price,
    priceOnRequest: boat.priceOnRequest,
    length: boat.length,
    imageUrl: primary?.url ?? null,
  };
}

/** One boat of the shortlist: the live public copy when the device has one, and whether it is still for sale. */
export interface ShortlistEntry {
  boatId: string;
  /** The boat as it was when saved (what is shown when it left the market). */
  saved: BoatSnapshot;
  /** The boat's public copy now, or null when it is no longer public (withdrawn, or sold a while ago). */
  boat: Boat | null;
  /** False once the boat is sold or withdrawn: "No longer available". Under offer is still on the market. */
  available: boolean;
}

/** Pure: the shortlist, newest saved first, each saved boat with its public copy now. */
export function shortlistEntries(
  records: readonly Pick<VisitorRecord, 'kind' | 'boat'>[],
  publicBoats: readonly Boat[],
  now: Date,
): ShortlistEntry[] {
  const byId = new Map(publicBoats.map((b) => [b.id, b]));
  return records
    .flatMap((r) => (r.kind === 'savedBoat' && r.boat ? [r.boat] : []))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .map((saved) => {
      const boat = byId.get(saved.boatId) ?? null;
      return { boatId: saved.boatId, saved, boat, available: boat !== null && publicState(boat, now) === 'for-sale' };
    });
}
