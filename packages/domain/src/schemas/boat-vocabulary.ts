/** The words of a boat listing: its statuses, conditions and standard specifications (schemas/boat.ts uses them). */

/** 'under_offer': public, still asking for backup buyers; 'sold' leaves the list unless shown as sold (showAsSold). */
export const BOAT_STATUSES = ['draft', 'active', 'under_offer', 'pending_review', 'sold'] as const;
export type BoatStatus = (typeof BOAT_STATUSES)[number];
export const BOAT_CONDITIONS = ['new', 'used'] as const;
export type BoatCondition = (typeof BOAT_CONDITIONS)[number];

/** The most changes of price (and of status) a boat keeps: the oldest go first (listing-history.ts). */
export const PRICE_HISTORY_MAX = 100;

/** The six standard specification keys; any other key is a custom specification. */
export const STANDARD_SPEC_KEYS = ['beam', 'draft', 'engines', 'fuelCapacity', 'cruisingSpeed', 'maxSpeed'] as const;
export type StandardSpecKey = (typeof STANDARD_SPEC_KEYS)[number];
