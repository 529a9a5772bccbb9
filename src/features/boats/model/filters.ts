import type { Boat, BoatCondition } from '@/data/schemas/boat';
import { matchesQuery, normalizeQuery, type IndexedBoat } from './search';
import { sortBoats, type SortKey } from './sort';
import { publicState } from '@/data/boats/listing-visibility';

export const ALL = 'all';

export interface BoatFilters {
  q: string;
  /** A boat type, or 'all'. */
  type: string;
  condition: BoatCondition | typeof ALL;
  sort: SortKey | null;
  /** Boats sold in the last 30 days (shown as sold) are searched too; by default they are only listed apart. */
  sold: boolean;
}

export const DEFAULT_FILTERS: BoatFilters = { q: '', type: ALL, condition: ALL, sort: null, sold: false };

export interface Option {
  value: string;
  label: string;
}

/** Case- and accent-insensitive order ('center console' between 'Catamaran' and 'Sport Fishing'). */
const typeKey = (type: string) => type.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
// Not localeCompare/Intl.Collator: a page's first Intl object loads ICU's locale data, measured at ~35 ms on the main
// thread while the boats page hydrates; type names only need this simple order.
const compareTypes = (a: string, b: string) => {
  const [x, y] = [typeKey(a), typeKey(b)];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** 'All Types' plus the distinct types of the loaded boats, sorted. */
export function typeOptions(boats: readonly Pick<Boat, 'type'>[]): Option[] {
  const types = [...new Set(boats.map((b) => b.type.trim()).filter((t) => t !== ''))].sort(compareTypes);
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
    filters.sold
  );
}

/** Search, type and condition filters, then the chosen sort (or the default newest-created order of the index). */
export function selectBoats(
  index: readonly IndexedBoat[],
  filters: Pick<BoatFilters, 'q' | 'type' | 'condition' | 'sort'>,
): Boat[] {
  const query = normalizeQuery(filters.q);
  const matched: Boat[] = [];
  for (const entry of index) {
    const boat = entry.boat;
    if (filters.type !== ALL && boat.type.trim() !== filters.type) continue;
    if (filters.condition !== ALL && boat.condition !== filters.condition) continue;
    if (!matchesQuery(entry, query)) continue;
    matched.push(boat);
  }
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
