import type { Boat } from '@/data/schemas/boat';
import { boatTitle } from '@/data/boats/boat-title';
import { compareNewestCreatedFirst } from './sort';

/** A boat with its search text worked out once, so a keystroke only does substring checks. */
export interface IndexedBoat {
  boat: Boat;
  /** Lowercase 'year make model' with single spaces; contains make and model on their own too. */
  haystack: string;
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
  return [...boats].sort(compareNewestCreatedFirst).map((boat) => ({ boat, haystack: normalize(boatTitle(boat)) }));
}

/**
 * Case-insensitive match on 'year make model', on make, or on model (make and model are parts of the title,
 * so one substring check covers all three). An empty query matches everything.
 */
export function matchesQuery(entry: IndexedBoat, normalizedQuery: string): boolean {
  return normalizedQuery === '' || entry.haystack.includes(normalizedQuery);
}
