/**
 * The boat types, one vocabulary for every form and page: the sell forms store the key (a submission's
 * `boatType`), a listing stores the label (a boat's `type`, as the admin form and the approval write it).
 */
export const BOAT_TYPE_KEYS = [
  'center-console',
  'sport-fishing',
  'motor-yacht',
  'express-cruiser',
  'flybridge',
  'catamaran',
  'sailboat',
  'other',
] as const;
export type BoatTypeKey = (typeof BOAT_TYPE_KEYS)[number];

export const BOAT_TYPE_LABELS: Record<BoatTypeKey, string> = {
  'center-console': 'Center Console',
  'sport-fishing': 'Sport Fishing',
  'motor-yacht': 'Motor Yacht',
  'express-cruiser': 'Express Cruiser',
  flybridge: 'Flybridge',
  catamaran: 'Catamaran',
  sailboat: 'Sailboat',
  other: 'Other',
};

/** What a listing's `type` holds: the labels, in the spec's order. */
export const LISTING_BOAT_TYPES = BOAT_TYPE_KEYS.map((key) => BOAT_TYPE_LABELS[key]);

/** The listing type for a sell form's key ('express-cruiser' → 'Express Cruiser'); anything unknown is 'Other'. */
export function listingTypeFor(key: string): string {
  const normalized = key.trim().toLowerCase();
  return Object.hasOwn(BOAT_TYPE_LABELS, normalized) ? BOAT_TYPE_LABELS[normalized as BoatTypeKey] : 'Other';
}
