import { BOAT_CONDITIONS } from '../schemas/boat-vocabulary';
import type { FuelType, HullMaterial } from '../schemas/particulars';
import type { ALL as AllChoice } from './filters';
import type { SortKey } from './sort';

/**
 * The /boats URL search params. Defaults are left out, so a plain '/boats' means no filters. A plain, serialisable
 * object (saved searches store it as it is). Lengths are in feet whatever the visitor's ft/m choice, so a shared link
 * means the same to everyone.
 */
export interface BoatsSearch {
  q?: string;
  type?: string;
  condition?: 'new' | 'used';
  sort?: SortKey;
  /** '?sold=1': boats sold in the last 30 days are searched too. */
  sold?: 1;
  /** Whole US dollars. */
  priceMin?: number;
  priceMax?: number;
  /** Feet, to a tenth. */
  lengthMin?: number;
  lengthMax?: number;
  yearMin?: number;
  yearMax?: number;
  location?: string;
  fuel?: FuelType;
  hull?: HullMaterial;
  /** At least this many cabins. */
  cabins?: number;
  /** No engine past this many hours. */
  hoursMax?: number;
}

export const MAX_QUERY_LENGTH = 200;
/** Limits of what a range filter takes (beyond them a value is not a boat's). */
export const FILTER_LIMITS = {
  price: { min: 1, max: 1_000_000_000 },
  length: { min: 1, max: 1_000 },
  year: { min: 1900, max: 2100 },
  cabins: { min: 1, max: 50 },
  hoursMax: { min: 0, max: 100_000 },
} as const;

// This check is the /boats route's validateSearch, in the route tree every page loads: it imports nothing but a few
// words, so no page carries a schema library, the filters or the sort for it (src/lib/budgets.ts). The lists below are
// the ones of filters.ts, sort.ts and particulars.ts (search-params.test.ts proves it).
const ALL: typeof AllChoice = 'all';
export const SORT_CHOICES = [
  'price-asc',
  'price-desc',
  'length-asc',
  'length-desc',
  'year-desc',
] as const satisfies readonly SortKey[];
export const FUEL_CHOICES = [
  'diesel',
  'gasoline',
  'electric',
  'hybrid',
  'other',
] as const satisfies readonly FuelType[];
export const HULL_CHOICES = [
  'fiberglass',
  'aluminum',
  'steel',
  'wood',
  'composite',
  'carbon',
  'other',
] as const satisfies readonly HullMaterial[];

/** Every key of BoatsSearch, in the order the URL writes them. */
export const SEARCH_KEYS = [
  'q',
  'type',
  'condition',
  'sort',
  'sold',
  'priceMin',
  'priceMax',
  'lengthMin',
  'lengthMax',
  'yearMin',
  'yearMax',
  'location',
  'fuel',
  'hull',
  'cabins',
  'hoursMax',
] as const satisfies readonly (keyof BoatsSearch)[];

/** Text, trimmed and cut to `max`; blank is no value. The router parses '?q=2022' as a number: taken back as text. */
function text(value: unknown, max: number): string | undefined {
  const raw =
    typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  const cut = raw.trim().slice(0, max);
  return cut === '' ? undefined : cut;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A number from the URL (the router parses '?priceMin=5' as a number; typed by hand it may stay text), rounded, then kept only within its limits. */
function number(
  value: unknown,
  limits: { min: number; max: number },
  round: (n: number) => number,
): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) n = Number(value.trim());
  else return undefined;
  if (!Number.isFinite(n)) return undefined;
  const rounded = round(n);
  return rounded >= limits.min && rounded <= limits.max ? rounded : undefined;
}
const whole = Math.round;
const toTenth = (n: number) => Math.round(n * 10) / 10;

function choice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** A range typed the wrong way round (min above max) means the range between them: the two ends swap. */
function ordered(
  search: BoatsSearch,
  min: 'priceMin' | 'lengthMin' | 'yearMin',
  max: 'priceMax' | 'lengthMax' | 'yearMax',
) {
  const [lo, hi] = [search[min], search[max]];
  if (lo !== undefined && hi !== undefined && lo > hi) {
    search[min] = hi;
    search[max] = lo;
  }
}

/** Each param on its own: one bad value never throws away the others, and nothing throws. Defaults are left out. */
function readSearch(raw: Record<string, unknown>): BoatsSearch {
  const type = text(raw.type, 60);
  const location = text(raw.location, 100);
  const read: BoatsSearch = {
    q: text(raw.q, MAX_QUERY_LENGTH),
    type: type === ALL ? undefined : type,
    condition: choice(raw.condition, BOAT_CONDITIONS),
    sort: choice(raw.sort, SORT_CHOICES),
    // '1' as the router parses it (a number), or as text; anything else is the default.
    sold: raw.sold === 1 || raw.sold === '1' ? 1 : undefined,
    priceMin: number(raw.priceMin, FILTER_LIMITS.price, whole),
    priceMax: number(raw.priceMax, FILTER_LIMITS.price, whole),
    lengthMin: number(raw.lengthMin, FILTER_LIMITS.length, toTenth),
    lengthMax: number(raw.lengthMax, FILTER_LIMITS.length, toTenth),
    yearMin: number(raw.yearMin, FILTER_LIMITS.year, whole),
    yearMax: number(raw.yearMax, FILTER_LIMITS.year, whole),
    location: location === ALL ? undefined : location,
    fuel: choice(raw.fuel, FUEL_CHOICES),
    hull: choice(raw.hull, HULL_CHOICES),
    cabins: number(raw.cabins, FILTER_LIMITS.cabins, whole),
    hoursMax: number(raw.hoursMax, FILTER_LIMITS.hoursMax, whole),
  };
  const clean: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) if (read[key] !== undefined) clean[key] = read[key];
  const search = clean as BoatsSearch;
  ordered(search, 'priceMin', 'priceMax');
  ordered(search, 'lengthMin', 'lengthMax');
  ordered(search, 'yearMin', 'yearMax');
  return search;
}

const asRecord = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};

/**
 * validateSearch for /boats: unknown or malformed values fall back to the defaults; never throws.
 * Every key is present (undefined when defaulted): the router lays the validated object over the raw
 * URL params, so a key left out would let a malformed raw value ('?sort=bogus') through.
 */
export function parseBoatsSearch(raw: unknown): BoatsSearch {
  const valid = readSearch(asRecord(raw));
  const all: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) all[key] = valid[key];
  return all as BoatsSearch;
}

/** parseBoatsSearch with the defaulted keys left out (the form written to the URL and stored). */
export function parseBoatsSearchDefined(raw: unknown): BoatsSearch {
  return readSearch(asRecord(raw));
}
