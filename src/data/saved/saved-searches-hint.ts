import { keyListeners } from '@/lib/key-listeners';
import { SAVED_SEARCHES_HINT_KEY as KEY } from './saved-searches-hint-key';

/**
 * The params of this device's saved searches, mirrored in localStorage so /boats knows, with no database and no code of
 * saved searches on its critical path (its JS budget), whether what it shows is a saved search (then it loads the
 * saved search's bar: what changed, the cards' badges). Written whenever the saved searches are read or changed
 * (features/saved-searches/api); a malformed or foreign value reads as none. Only a hint: the bar checks the records.
 */
const NONE: readonly string[] = [];
const followers = keyListeners(KEY);
let cached: { raw: string | null; list: readonly string[] } = { raw: null, list: NONE };

/** Pure: the stored text as a list of params; anything malformed is left out. */
export function parseSavedSearchesHint(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The saved searches' params (the same array until the stored value changes). */
export function savedSearchesHint(): readonly string[] {
  let raw: string | null;
  try {
    raw = globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, list: parseSavedSearchesHint(raw) };
  return cached.list;
}

export const noSavedSearches = (): readonly string[] => NONE;

export function setSavedSearchesHint(params: readonly string[]): void {
  const sorted = [...params].sort();
  const now = savedSearchesHint();
  if (sorted.length === now.length && sorted.every((p, i) => p === now[i])) return;
  try {
    if (sorted.length === 0) globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, JSON.stringify(sorted));
  } catch {
    // Storage refused: /boats offers to save the search, and the bar finds it saved once opened.
  }
  followers.announce();
}

/** Follows the hint, in this tab and in others (the storage event). */
export const subscribeSavedSearchesHint = followers.subscribe;
