import type { Boat } from '../schemas/boat';
import type { FuelType, HullMaterial } from '../schemas/particulars';
import { boatTitle } from '../boats/boat-title';
import { compareNewestCreatedFirst } from './sort';

/** A boat with its search text worked out once, so a keystroke only does substring checks. */
export interface IndexedBoat {
  boat: Boat;
  /** Lowercase 'year make model' with single spaces; contains make and model on their own too. */
  haystack: string;
  /** The facets, read once from the listing's location and specifications (null: the listing does not say). */
  location: string;
  fuel: FuelType | null;
  hull: HullMaterial | null;
  cabins: number | null;
  /** The hours of its most-used engine: 'up to N hours' holds for every engine. */
  hours: number | null;
}

function normalize(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The query as matched: trimmed, lowercase, inner runs of spaces collapsed. */
export function normalizeQuery(query: string): string {
  return normalize(query);
}

/** Precomputes the haystack per boat and puts boats in the default order (newest created first). */
export function indexBoats(boats: readonly Boat[]): IndexedBoat[] {
  return [...boats].sort(compareNewestCreatedFirst).map(indexBoat);
}

/** One boat with its search text and facets read (what indexBoats does per boat). */
export function indexBoat(boat: Boat): IndexedBoat {
  // Public copies are checked at the replica's door, but a listing may lack any of these: each is optional.
  const p = boat.particulars ?? {};
  const hours = p.engineHours && p.engineHours.length > 0 ? Math.max(...p.engineHours) : null;
  return {
    boat,
    haystack: normalize(boatTitle(boat)),
    location: (boat.location ?? '').trim(),
    fuel: p.fuelType ?? null,
    hull: p.hullMaterial ?? null,
    cabins: typeof p.cabins === 'number' ? p.cabins : null,
    hours: Number.isFinite(hours) ? hours : null,
  };
}

/**
 * Case-insensitive match on 'year make model', on make, or on model (make and model are parts of the title,
 * so one substring check covers all three). An empty query matches everything.
 */
export function matchesQuery(entry: IndexedBoat, normalizedQuery: string): boolean {
  return normalizedQuery === '' || entry.haystack.includes(normalizedQuery);
}
