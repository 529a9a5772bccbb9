import * as v from 'valibot';
import { BOAT_CONDITIONS } from '@/data/schemas/boat-vocabulary';
import type { FuelType, HullMaterial } from '@/data/schemas/particulars';
import { FUEL_TYPE_LABELS, HULL_MATERIAL_LABELS } from '@/data/boats/particular-labels';
import { ALL, ANY, DEFAULT_FILTERS, type BoatFilters, type Range } from './filters';
import { SORT_KEYS, type SortKey } from './sort';

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

const text = (max: number) =>
  v.pipe(
    // The router parses '?q=2022' as a number: take it back as text.
    v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
    v.trim(),
    v.transform((s) => s.slice(0, max)),
    v.transform((s) => (s === '' ? undefined : s)),
  );

/** A number from the URL (the router parses '?priceMin=5' as a number; typed by hand it may stay text). */
const number = (limits: { min: number; max: number }, round: (n: number) => number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))]),
    v.finite(),
    v.transform(round),
    v.minValue(limits.min),
    v.maxValue(limits.max),
  );
const whole = Math.round;
const toTenth = (n: number) => Math.round(n * 10) / 10;

/** Each param falls back on its own: one bad value never throws away the others, and nothing throws. */
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

// The choices from their labels (every one has a label), not from the particulars schema: this check runs in the
// app's entry, on every page, and the schema module is the database's.
const FUEL_CHOICES = Object.keys(FUEL_TYPE_LABELS) as [FuelType, ...FuelType[]];
const HULL_CHOICES = Object.keys(HULL_MATERIAL_LABELS) as [HullMaterial, ...HullMaterial[]];

const searchSchema = v.object({
  q: optional(text(MAX_QUERY_LENGTH)),
  type: optional(text(60)),
  condition: optional(v.picklist(BOAT_CONDITIONS)),
  sort: optional(v.picklist(SORT_KEYS)),
  // '1' as the router parses it (a number), or as text; anything else is the default (not included).
  sold: optional(
    v.pipe(
      v.union([v.literal(1), v.literal('1')]),
      v.transform(() => 1 as const),
    ),
  ),
  priceMin: optional(number(FILTER_LIMITS.price, whole)),
  priceMax: optional(number(FILTER_LIMITS.price, whole)),
  lengthMin: optional(number(FILTER_LIMITS.length, toTenth)),
  lengthMax: optional(number(FILTER_LIMITS.length, toTenth)),
  yearMin: optional(number(FILTER_LIMITS.year, whole)),
  yearMax: optional(number(FILTER_LIMITS.year, whole)),
  location: optional(text(100)),
  fuel: optional(v.picklist(FUEL_CHOICES)),
  hull: optional(v.picklist(HULL_CHOICES)),
  cabins: optional(number(FILTER_LIMITS.cabins, whole)),
  hoursMax: optional(number(FILTER_LIMITS.hoursMax, whole)),
});

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

function withoutUndefined(search: BoatsSearch): BoatsSearch {
  const out: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) {
    const value = search[key];
    if (value === undefined || (key === 'type' && value === ALL) || (key === 'location' && value === ALL)) continue;
    if (key === 'sold' && value !== 1) continue;
    out[key] = value;
  }
  const clean = out as BoatsSearch;
  ordered(clean, 'priceMin', 'priceMax');
  ordered(clean, 'lengthMin', 'lengthMax');
  ordered(clean, 'yearMin', 'yearMax');
  return clean;
}

/**
 * validateSearch for /boats: unknown or malformed values fall back to the defaults; never throws.
 * Every key is present (undefined when defaulted): the router lays the validated object over the raw
 * URL params, so a key left out would let a malformed raw value ('?sort=bogus') through.
 */
export function parseBoatsSearch(raw: unknown): BoatsSearch {
  const input = typeof raw === 'object' && raw !== null ? raw : {};
  const result = v.safeParse(searchSchema, input);
  const valid = result.success ? withoutUndefined(result.output as BoatsSearch) : {};
  const all: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) all[key] = valid[key];
  return all as BoatsSearch;
}

const rangeOf = (min: number | undefined, max: number | undefined): Range =>
  min === undefined && max === undefined ? ANY : { min: min ?? null, max: max ?? null };

export function filtersFromSearch(search: BoatsSearch): BoatFilters {
  return {
    q: search.q ?? DEFAULT_FILTERS.q,
    type: search.type ?? DEFAULT_FILTERS.type,
    condition: search.condition ?? DEFAULT_FILTERS.condition,
    sort: search.sort ?? DEFAULT_FILTERS.sort,
    sold: search.sold === 1,
    price: rangeOf(search.priceMin, search.priceMax),
    length: rangeOf(search.lengthMin, search.lengthMax),
    year: rangeOf(search.yearMin, search.yearMax),
    location: search.location ?? ALL,
    fuel: search.fuel ?? ALL,
    hull: search.hull ?? ALL,
    cabins: search.cabins ?? null,
    hoursMax: search.hoursMax ?? null,
  };
}

/** The URL form of the filters: defaults omitted, search text trimmed, ranges the right way round. */
export function searchFromFilters(filters: BoatFilters): BoatsSearch {
  const q = filters.q.trim().slice(0, MAX_QUERY_LENGTH);
  // Through the same check as a URL typed by hand: what the page writes is what a reload reads.
  return parseBoatsSearchDefined({
    q: q === '' ? undefined : q,
    type: filters.type === ALL ? undefined : filters.type,
    condition: filters.condition === ALL ? undefined : filters.condition,
    sort: filters.sort ?? undefined,
    sold: filters.sold ? 1 : undefined,
    priceMin: filters.price.min ?? undefined,
    priceMax: filters.price.max ?? undefined,
    lengthMin: filters.length.min ?? undefined,
    lengthMax: filters.length.max ?? undefined,
    yearMin: filters.year.min ?? undefined,
    yearMax: filters.year.max ?? undefined,
    location: filters.location === ALL ? undefined : filters.location,
    fuel: filters.fuel === ALL ? undefined : filters.fuel,
    hull: filters.hull === ALL ? undefined : filters.hull,
    cabins: filters.cabins ?? undefined,
    hoursMax: filters.hoursMax ?? undefined,
  });
}

/** parseBoatsSearch with the defaulted keys left out (the form written to the URL and stored). */
export function parseBoatsSearchDefined(raw: unknown): BoatsSearch {
  const input = typeof raw === 'object' && raw !== null ? raw : {};
  const result = v.safeParse(searchSchema, input);
  return result.success ? withoutUndefined(result.output as BoatsSearch) : {};
}
