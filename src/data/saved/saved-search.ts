import type { Boat } from '@harbour/domain/schemas/boat';
import {
  MAX_SEARCH_NAME,
  MAX_SEEN_BOATS,
  type SavedSearch,
  type SeenBoat,
  type SeenState,
} from '@harbour/domain/schemas/visitor-record';
import { publicState } from '@harbour/domain/boats/listing-visibility';

/** A handful of searches a buyer comes back to; past this one is removed first. */
export const MAX_SAVED_SEARCHES = 20;
export const SEARCHES_FULL = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`;
export const NAME_MISSING = 'Give this search a name.';
export const NAME_TOO_LONG = `Keep the name to ${MAX_SEARCH_NAME} characters or fewer.`;

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/** Pure: a search's name as typed: trimmed, inner spaces collapsed, not empty, not too long. */
export function checkSearchName(typed: string): NameCheck {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, message: NAME_MISSING };
  if (name.length > MAX_SEARCH_NAME) return { ok: false, message: NAME_TOO_LONG };
  return { ok: true, name };
}

/** What a saved search is called when the visitor does not change it: its filters in words, or all boats. */
export function defaultSearchName(filterWords: readonly string[]): string {
  const words = filterWords.join(', ');
  if (words === '') return 'All boats for sale';
  return words.length <= MAX_SEARCH_NAME ? words : `${words.slice(0, MAX_SEARCH_NAME - 1).trimEnd()}…`;
}

/** Pure: a boat as a saved search sees it (null: not public any more, withdrawn or sold a while ago). */
export function seenStateOf(boat: Boat, now: Date): SeenState | null {
  const state = publicState(boat, now);
  if (state === 'recently-sold') return 'sold';
  if (state === 'hidden') return null;
  return boat.status === 'under_offer' ? 'under-offer' : 'for-sale';
}

const listedAt = (boat: Boat) => boat.publishedAt ?? boat.createdAt;

/**
 * Pure: what a saved search keeps of the boats it matches now: id, price and state, newest listed first, at most
 * MAX_SEEN_BOATS (then `seenCut`: see searchChanges).
 */
export function seenBoats(matching: readonly Boat[], now: Date): { seen: SeenBoat[]; seenCut: boolean } {
  const seen = matching
    .flatMap((boat) => {
      const state = seenStateOf(boat, now);
      return state ? [{ boat, state }] : [];
    })
    .sort((a, b) => {
      const [x, y] = [listedAt(a.boat), listedAt(b.boat)];
      return x < y ? 1 : x > y ? -1 : a.boat.id < b.boat.id ? -1 : a.boat.id > b.boat.id ? 1 : 0;
    })
    .map(({ boat, state }) => ({ id: boat.id, price: boat.priceOnRequest ? null : boat.price, state }));
  return { seen: seen.slice(0, MAX_SEEN_BOATS), seenCut: seen.length > MAX_SEEN_BOATS };
}

/** What changed in a saved search's boats since it was last opened, boat ids per change. */
export interface SearchChanges {
  /** Matching now, not then (and not sold): "New since your last visit". */
  added: string[];
  /** Matched then and now, at another price (or on request then or now): "Price changed". */
  priceChanged: string[];
  /** For sale then, under offer now. */
  underOffer: string[];
  /** On the market then, sold now. */
  sold: string[];
  /** On the market then, not public any more (withdrawn, or sold and not shown). */
  gone: string[];
}

/**
 * Pure: a saved search's snapshot (what it matched when last opened) against the boats the device holds now.
 * `matching`: the boats it finds now (boatsMatchingSearch); `onDevice`: every public boat the device holds, to say
 * what became of a boat that no longer matches (sold, gone). A snapshot cut at its limit knows only its newest boats:
 * then a boat it does not hold is new only if it was listed after the search was last opened.
 */
export function searchChanges(
  search: Pick<SavedSearch, 'seen' | 'seenCut' | 'lastOpenedAt'>,
  matching: readonly Boat[],
  onDevice: readonly Boat[],
  now: Date,
): SearchChanges {
  const then = new Map(search.seen.map((s) => [s.id, s]));
  const changes: SearchChanges = { added: [], priceChanged: [], underOffer: [], sold: [], gone: [] };
  const matchingIds = new Set<string>();
  const stateChange = (id: string, before: SeenState, after: SeenState | null) => {
    if (before === 'sold') return;
    if (after === null) changes.gone.push(id);
    else if (after === 'sold') changes.sold.push(id);
    else if (after === 'under-offer' && before === 'for-sale') changes.underOffer.push(id);
  };
  for (const boat of matching) {
    matchingIds.add(boat.id);
    const state = seenStateOf(boat, now);
    if (state === null) continue;
    const before = then.get(boat.id);
    if (!before) {
      if (state !== 'sold' && (!search.seenCut || listedAt(boat) > search.lastOpenedAt)) changes.added.push(boat.id);
      continue;
    }
    const price = boat.priceOnRequest ? null : boat.price;
    if (price !== before.price && state !== 'sold') changes.priceChanged.push(boat.id);
    stateChange(boat.id, before.state, state);
  }
  const byId = new Map(onDevice.map((b) => [b.id, b]));
  for (const before of search.seen) {
    if (matchingIds.has(before.id)) continue;
    const boat = byId.get(before.id);
    const state = boat ? seenStateOf(boat, now) : null;
    // Still on the market but no longer matching (its price went out of the range): not this search's news.
    if (state === 'for-sale') continue;
    stateChange(before.id, before.state, state);
  }
  return changes;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Pure: the changes in words, one phrase per kind of change ('2 new', '1 price changed'); none when nothing changed. */
export function changesInWords(changes: SearchChanges): string[] {
  const words: string[] = [];
  if (changes.added.length > 0) words.push(`${changes.added.length} new`);
  if (changes.priceChanged.length > 0)
    words.push(plural(changes.priceChanged.length, 'price changed', 'prices changed'));
  if (changes.underOffer.length > 0) words.push(`${changes.underOffer.length} now under offer`);
  if (changes.sold.length > 0) words.push(`${changes.sold.length} sold`);
  if (changes.gone.length > 0) words.push(`${changes.gone.length} no longer listed`);
  return words;
}

/** What a boat's card says about it since the search was last opened. */
export type SinceLastVisit = 'new' | 'price-changed';

/** Pure: the card badges of a search's changes, by boat id. */
export function sinceLastVisit(changes: SearchChanges): ReadonlyMap<string, SinceLastVisit> {
  const badges = new Map<string, SinceLastVisit>();
  for (const id of changes.priceChanged) badges.set(id, 'price-changed');
  for (const id of changes.added) badges.set(id, 'new');
  return badges;
}
