import { lengthLabel, type UnitSystem } from '../boats/boat-units';
import { FUEL_TYPE_LABELS, HULL_MATERIAL_LABELS } from '../boats/particular-labels';
import { formatDecimal, formatUsd } from '../format';
import type { BoatsSearch } from './search-params';

/** One active filter, as a removable chip names it; `key` says what removing it clears. */
export interface FilterChip {
  key: FilterKey;
  label: string;
}

/** The filters a visitor can remove one by one (sort is an order, not a filter). */
export type FilterKey =
  | 'q'
  | 'type'
  | 'condition'
  | 'sold'
  | 'price'
  | 'length'
  | 'year'
  | 'location'
  | 'fuel'
  | 'hull'
  | 'cabins'
  | 'hoursMax';

/** The URL params each chip stands for. */
const PARAMS: Record<FilterKey, readonly (keyof BoatsSearch)[]> = {
  q: ['q'],
  type: ['type'],
  condition: ['condition'],
  sold: ['sold'],
  price: ['priceMin', 'priceMax'],
  length: ['lengthMin', 'lengthMax'],
  year: ['yearMin', 'yearMax'],
  location: ['location'],
  fuel: ['fuel'],
  hull: ['hull'],
  cabins: ['cabins'],
  hoursMax: ['hoursMax'],
};

/** 'Price $100,000 to $500,000', 'Price from $100,000', 'Price up to $500,000'. */
function rangeLabel(name: string, min: number | undefined, max: number | undefined, show: (n: number) => string) {
  if (min !== undefined && max !== undefined) return `${name} ${show(min)} to ${show(max)}`;
  if (min !== undefined) return `${name} from ${show(min)}`;
  if (max !== undefined) return `${name} up to ${show(max)}`;
  return null;
}

/**
 * Pure: the active filters of a search in words, in a fixed order: the chips on /boats, and the words a saved search
 * is named with. Lengths in the visitor's unit (the search itself is in feet).
 */
export function describeFilters(search: BoatsSearch, units: UnitSystem = 'imperial'): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: FilterKey, label: string | null) => {
    if (label !== null) chips.push({ key, label });
  };
  if (search.q) add('q', `Search: "${search.q}"`);
  if (search.type) add('type', `Type: ${search.type}`);
  if (search.condition) add('condition', search.condition === 'new' ? 'New' : 'Pre-Owned');
  add('price', rangeLabel('Price', search.priceMin, search.priceMax, formatUsd));
  add(
    'length',
    rangeLabel('Length', search.lengthMin, search.lengthMax, (feet) => lengthLabel(feet, units)),
  );
  add('year', rangeLabel('Year', search.yearMin, search.yearMax, String));
  if (search.location) add('location', `Location: ${search.location}`);
  if (search.fuel) add('fuel', `Fuel: ${FUEL_TYPE_LABELS[search.fuel]}`);
  if (search.hull) add('hull', `Hull: ${HULL_MATERIAL_LABELS[search.hull]}`);
  if (search.cabins !== undefined)
    add('cabins', `At least ${search.cabins} ${search.cabins === 1 ? 'cabin' : 'cabins'}`);
  if (search.hoursMax !== undefined) add('hoursMax', `Engine hours up to ${formatDecimal(search.hoursMax, 0)}`);
  if (search.sold === 1) add('sold', 'Including recently sold');
  return chips;
}

/** Pure: the search without one filter (what a chip's remove button leaves). */
export function withoutFilter(search: BoatsSearch, key: FilterKey): BoatsSearch {
  const next: BoatsSearch = { ...search };
  for (const param of PARAMS[key]) delete next[param];
  return next;
}
