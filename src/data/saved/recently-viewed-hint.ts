import type { BoatSnapshot } from '@harbour/domain/schemas/visitor-record';
import { keyListeners } from '@/lib/key-listeners';

/**
 * The recently viewed boats as they were when viewed, mirrored in localStorage for the strip on the home page and
 * /boats: the home page opens no database (its budget). Written with each view (recently-viewed.ts); a malformed or
 * foreign value reads as none.
 */
const KEY = 'hy.recentlyViewed';
const NONE: readonly BoatSnapshot[] = [];
const followers = keyListeners(KEY);
let cached: { raw: string | null; list: readonly BoatSnapshot[] } = { raw: null, list: NONE };

const isSnapshot = (v: unknown): v is BoatSnapshot => {
  const s = v as Partial<BoatSnapshot> | null;
  return (
    !!s &&
    typeof s.boatId === 'string' &&
    typeof s.title === 'string' &&
    typeof s.at === 'string' &&
    typeof s.price === 'number' &&
    typeof s.priceOnRequest === 'boolean' &&
    typeof s.length === 'number' &&
    (s.imageUrl === null || typeof s.imageUrl === 'string')
  );
};

/** Pure: the stored text as snapshots, newest first; anything malformed is left out. */
export function parseRecentlyViewed(raw: string | null): BoatSnapshot[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isSnapshot) : [];
  } catch {
    return [];
  }
}

/** The recently viewed boats, newest first (the same array until the stored value changes). */
export function recentlyViewedHint(): readonly BoatSnapshot[] {
  let raw: string | null;
  try {
    raw = globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, list: parseRecentlyViewed(raw) };
  return cached.list;
}

export function setRecentlyViewedHint(list: readonly BoatSnapshot[]): void {
  try {
    if (list.length === 0) globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage refused: the strip stays as it was.
  }
  followers.announce();
}

export const noRecentlyViewed = (): readonly BoatSnapshot[] => NONE;

/** Follows the hint, in this tab and in others (the storage event). */
export const subscribeRecentlyViewedHint = followers.subscribe;
