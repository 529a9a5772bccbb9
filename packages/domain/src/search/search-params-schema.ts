import * as v from 'valibot';
import { BOAT_CONDITIONS } from '../schemas/boat-vocabulary';
import type { FuelType, HullMaterial } from '../schemas/particulars';
import { FUEL_TYPE_LABELS, HULL_MATERIAL_LABELS } from '../boats/particular-labels';
import { ALL } from './filters';
import { SORT_KEYS } from './sort';
import { FILTER_LIMITS, MAX_QUERY_LENGTH, SEARCH_KEYS, type BoatsSearch } from './search-params';

// The /boats URL check as it was written first, with valibot: kept as the reference the plain check in
// search-params.ts is tested against (search-params.test.ts), input for input. The app does not import it: a schema
// library in the route tree was 3 KB on every page's first load (docs/PERFORMANCE.md).

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
export function parseBoatsSearchWithSchema(raw: unknown): BoatsSearch {
  const input = typeof raw === 'object' && raw !== null ? raw : {};
  const result = v.safeParse(searchSchema, input);
  const valid = result.success ? withoutUndefined(result.output as BoatsSearch) : {};
  const all: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) all[key] = valid[key];
  return all as BoatsSearch;
}
