import * as v from 'valibot';
import { BOAT_CONDITIONS } from '@/data/schemas/boat-vocabulary';
import { ALL, DEFAULT_FILTERS, type BoatFilters } from './filters';
import { SORT_KEYS, type SortKey } from './sort';

/** The /boats URL search params. Defaults are left out, so a plain '/boats' means no filters. */
export interface BoatsSearch {
  q?: string;
  type?: string;
  condition?: 'new' | 'used';
  sort?: SortKey;
  /** '?sold=1': boats sold in the last 30 days are searched too. */
  sold?: 1;
}

export const MAX_QUERY_LENGTH = 200;

const text = (max: number) =>
  v.pipe(
    // The router parses '?q=2022' as a number: take it back as text.
    v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
    v.trim(),
    v.transform((s) => s.slice(0, max)),
    v.transform((s) => (s === '' ? undefined : s)),
  );

// Each param falls back on its own: one bad value never throws away the others, and nothing throws.
const searchSchema = v.object({
  q: v.fallback(v.optional(text(MAX_QUERY_LENGTH)), undefined),
  type: v.fallback(v.optional(text(60)), undefined),
  condition: v.fallback(v.optional(v.picklist(BOAT_CONDITIONS)), undefined),
  sort: v.fallback(v.optional(v.picklist(SORT_KEYS)), undefined),
  // '1' as the router parses it (a number), or as text; anything else is the default (not included).
  sold: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.literal(1), v.literal('1')]),
        v.transform(() => 1 as const),
      ),
    ),
    undefined,
  ),
});

function withoutUndefined(search: BoatsSearch): BoatsSearch {
  const out: BoatsSearch = {};
  if (search.q !== undefined) out.q = search.q;
  if (search.type !== undefined && search.type !== ALL) out.type = search.type;
  if (search.condition !== undefined) out.condition = search.condition;
  if (search.sort !== undefined) out.sort = search.sort;
  if (search.sold === 1) out.sold = 1;
  return out;
}

/**
 * validateSearch for /boats: unknown or malformed values fall back to the defaults; never throws.
 * Every key is present (undefined when defaulted): the router lays the validated object over the raw
 * URL params, so a key left out would let a malformed raw value ('?sort=bogus') through.
 */
export function parseBoatsSearch(raw: unknown): BoatsSearch {
  const input = typeof raw === 'object' && raw !== null ? raw : {};
  const result = v.safeParse(searchSchema, input);
  const valid = result.success ? withoutUndefined(result.output) : {};
  return { q: valid.q, type: valid.type, condition: valid.condition, sort: valid.sort, sold: valid.sold };
}

export function filtersFromSearch(search: BoatsSearch): BoatFilters {
  return {
    q: search.q ?? DEFAULT_FILTERS.q,
    type: search.type ?? DEFAULT_FILTERS.type,
    condition: search.condition ?? DEFAULT_FILTERS.condition,
    sort: search.sort ?? DEFAULT_FILTERS.sort,
    sold: search.sold === 1,
  };
}

/** The URL form of the filters: defaults omitted, search text trimmed. */
export function searchFromFilters(filters: BoatFilters): BoatsSearch {
  const q = filters.q.trim().slice(0, MAX_QUERY_LENGTH);
  return withoutUndefined({
    q: q === '' ? undefined : q,
    type: filters.type === ALL ? undefined : filters.type,
    condition: filters.condition === ALL ? undefined : filters.condition,
    sort: filters.sort ?? undefined,
    sold: filters.sold ? 1 : undefined,
  });
}
