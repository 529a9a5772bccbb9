import type { Boat, BoatCondition } from '../schemas/boat';
import type { FuelType, HullMaterial } from '../schemas/particulars';
import { matchesQuery, normalizeQuery, type IndexedBoat } from './search';
import { sortBoats, type SortKey } from './sort';
import { publicState } from '../boats/listing-visibility';

export const ALL = 'all';

export interface BoatFilters {
  q: string;
  /** A boat type, or 'all'. */
  type: string;
  condition: BoatCondition | typeof ALL;
  sort: SortKey | null;
  /** Boats sold in the last 30 days (shown as sold) are searched too; by default they are only listed apart. */
  sold: boolean;
  /** Whole US dollars; a price on request never matches a price range. */
  price: Range;
  /** Feet (the URL's unit, whatever the visitor's ft/m choice). */
  length: Range;
  year: Range;
  /** A listing's location as written, or 'all'. */
  location: string;
  fuel: FuelType | typeof ALL;
  hull: HullMaterial | typeof ALL;
  /** At least this many cabins; null: any. */
  cabins: number | null;
  /** No engine past this many hours; null: any. */
  hoursMax: number | null;
}

/** A range filter: either end may be open (null). */
export interface Range {
  min: number | null;
  max: number | null;
}

export const ANY: Range = { min: null, max: null };

export const DEFAULT_FILTERS: BoatFilters = {
  q: '',
  type: ALL,
  condition: ALL,
  sort: null,
  sold: false,
  price: ANY,
  length: ANY,
  year: ANY,
  location: ALL,
  fuel: ALL,
  hull: ALL,
  cabins: null,
  hoursMax: null,
};

const isSet = (range: Range) => range.min !== null || range.max !== null;

export interface Option {
  value: string;
  label: string;
}

/** Case- and accent-insensitive order ('center console' between 'Catamaran' and 'Sport Fishing'). */
const typeKey = (type: string) => type.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
// Not localeCompare/Intl.Collator: a page's first Intl object loads ICU's locale data, measured at ~35 ms on the main
// thread while the boats page hydrates; type names only need this simple order.
export const compareNames = (a: string, b: string) => {
  const [x, y] = [typeKey(a), typeKey(b)];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** 'All Types' plus the distinct types of the loaded boats, sorted. */
export function typeOptions(boats: readonly Pick<Boat, 'type'>[]): Option[] {
  const types = [...new Set(boats.map((b) => b.type.trim()).filter((t) => t !== ''))].sort(compareNames);
  return [{ value: ALL, label: 'All Types' }, ...types.map((t) => ({ value: t, label: t }))];
}

export const CONDITION_OPTIONS: readonly Option[] = [
  { value: ALL, label: 'All Conditions' },
  { value: 'new', label: 'New' },
  { value: 'used', label: 'Pre-Owned' },
];

/** Whether anything differs from the defaults: search text, type, condition, sort or sold boats included. */
export function hasActiveFilters(filters: BoatFilters): boolean {
  return (
    normalizeQuery(filters.q) !== '' ||
    filters.type !== ALL ||
    filters.condition !== ALL ||
    filters.sort !== null ||
    filters.sold ||
    isSet(filters.price) ||
    isSet(filters.length) ||
    isSet(filters.year) ||
    filters.location !== ALL ||
    filters.fuel !== ALL ||
    filters.hull !== ALL ||
    filters.cabins !== null ||
    filters.hoursMax !== null
  );
}

/** What selectBoats reads: search, type, condition and sort, and any of the range filters and facets. */
export type SelectFilters = Pick<BoatFilters, 'q' | 'type' | 'condition' | 'sort'> &
  Partial<Omit<BoatFilters, 'q' | 'type' | 'condition' | 'sort' | 'sold'>>;

/**
 * Lengths are listed to a tenth of a foot, and a length typed in metres is kept to a tenth of a foot too (10 m is
 * 32.8 ft): compared at that precision, a boat shown as '10 m' is in a range that starts at 10 m.
 */
const tenths = (feet: number) => Math.round(feet * 10);

/** A range as two bounds that are always numbers (open ends are infinite), for the loop below. */
const bounds = (range: Range | undefined, scale: (n: number) => number = (n) => n) => ({
  min: range?.min == null ? Number.NEGATIVE_INFINITY : scale(range.min),
  max: range?.max == null ? Number.POSITIVE_INFINITY : scale(range.max),
});

/**
 * Pure: whether a boat (indexed once, indexBoats) passes the search, type and condition filters, the ranges and the
 * facets. The one rule of what a search matches: the list on /boats, and saved searches (search-match.ts), here or on
 * a server.
 */
export function boatMatcher(filters: SelectFilters): (entry: IndexedBoat) => boolean {
  const query = normalizeQuery(filters.q);
  // Worked out once per keystroke, so each of 5,000 boats costs a few comparisons (docs/PERFORMANCE.md).
  const priced = filters.price !== undefined && isSet(filters.price);
  const price = bounds(filters.price);
  const length = bounds(filters.length, tenths);
  const year = bounds(filters.year);
  const location = filters.location ?? ALL;
  const fuel = filters.fuel ?? ALL;
  const hull = filters.hull ?? ALL;
  const cabins = filters.cabins ?? null;
  const hoursMax = filters.hoursMax ?? null;
  return (entry) => {
    const boat = entry.boat;
    if (filters.type !== ALL && boat.type.trim() !== filters.type) return false;
    if (filters.condition !== ALL && boat.condition !== filters.condition) return false;
    // A price on request publishes no number, so it cannot be said to be in a price range: left out when one is set.
    if (priced && (boat.priceOnRequest || boat.price < price.min || boat.price > price.max)) return false;
    const feet = tenths(boat.length);
    if (feet < length.min || feet > length.max) return false;
    if (boat.year < year.min || boat.year > year.max) return false;
    if (location !== ALL && entry.location !== location) return false;
    if (fuel !== ALL && entry.fuel !== fuel) return false;
    if (hull !== ALL && entry.hull !== hull) return false;
    // A listing that does not say how many cabins or hours is left out once the visitor asks for them.
    if (cabins !== null && (entry.cabins === null || entry.cabins < cabins)) return false;
    if (hoursMax !== null && (entry.hours === null || entry.hours > hoursMax)) return false;
    return matchesQuery(entry, query);
  };
}

/** Search, type and condition filters, then the chosen sort (or the default newest-created order of the index). */
export function selectBoats(index: readonly IndexedBoat[], filters: SelectFilters): Boat[] {
  const matches = boatMatcher(filters);
  const matched: Boat[] = [];
  for (const entry of index) if (matches(entry)) matched.push(entry.boat);
  return filters.sort === null ? matched : sortBoats(matched, filters.sort);
}

/**
 * Pure: the list's boats now, split: those for sale, and those sold in the last 30 days that the admin shows as sold
 * (listing-visibility.ts). Sold boats join the searched list only when the visitor asks (filters.sold); otherwise they
 * are listed apart, after it, when no filter is set.
 */
export function splitBySale<T extends Boat>(boats: readonly T[], now: Date): { forSale: T[]; recentlySold: T[] } {
  const forSale: T[] = [];
  const recentlySold: T[] = [];
  for (const boat of boats) {
    const state = publicState(boat, now);
    if (state === 'for-sale') forSale.push(boat);
    else if (state === 'recently-sold') recentlySold.push(boat);
  }
  return { forSale, recentlySold };
}
