/**
 * Where the visitor was in a list, by card rather than by y: the first card in view and how far from the top of the
 * screen it stood. A y alone lands off when the list above changed (a boat published meanwhile, a first screen that
 * answered before the whole list): the card is what the visitor remembers.
 */
export interface ListAnchor {
  id: string;
  /** The card's top relative to the top of the screen (negative when partly scrolled past). */
  top: number;
}

/** The attribute a list item carries with its record's id. */
export const LIST_ITEM_ATTRIBUTE = 'data-list-item';

const STORAGE_KEY = 'hy.listAnchors';
/** History entries remembered: enough for a long session of Back and Forward, small in sessionStorage. */
const KEEP = 30;

/**
 * Pure: the first item whose bottom is below the top of the screen, by binary search over items in document order
 * (cards in a grid share a row's bottom, so the bottoms never decrease). -1 when none is.
 */
export function firstInView(count: number, bottomAt: (index: number) => number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (bottomAt(mid) > 0) high = mid;
    else low = mid + 1;
  }
  return low < count ? low : -1;
}

export type AnchorStep = 'card' | 'show-more' | 'by-position';

/**
 * Pure: back on the list, what to do for the card the visitor left at `index` of the items there now (-1: not
 * among them). Rendered: go to it. In the list but not rendered yet: show more. Not there while the whole list has not
 * arrived (a rendered page's first screen): show more, which asks for the rest. Not there at all (sold, filtered out):
 * the saved position is all there is.
 */
export function anchorStep(index: number, shown: number, available: number, total: number): AnchorStep {
  if (index >= 0) return index < shown ? 'card' : 'show-more';
  return available < total ? 'show-more' : 'by-position';
}

function readAll(): Array<[string, ListAnchor]> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is [string, ListAnchor] =>
        Array.isArray(e) &&
        typeof e[0] === 'string' &&
        typeof e[1]?.id === 'string' &&
        typeof e[1]?.top === 'number' &&
        Number.isFinite(e[1].top),
    );
  } catch {
    return [];
  }
}

/** Keeps the anchor of one history entry (sessionStorage: it lasts as long as the tab's history, reloads included). */
export function saveListAnchor(entryKey: string, anchor: ListAnchor): void {
  const rest = readAll().filter(([key]) => key !== entryKey);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...rest.slice(-(KEEP - 1)), [entryKey, anchor]]));
  } catch {
    // Storage full or refused: the return falls back to the saved position.
  }
}

export function readListAnchor(entryKey: string): ListAnchor | undefined {
  return readAll().find(([key]) => key === entryKey)?.[1];
}

/**
 * The item to come back to, as an anchor: the one holding the focus (the card whose link was followed, by mouse or
 * keyboard) while it is on screen, else the first in view; undefined when the list shows none.
 */
export function anchorOf(list: ParentNode): ListAnchor | undefined {
  const focused = document.activeElement?.closest<HTMLElement>(`[${LIST_ITEM_ATTRIBUTE}]`);
  const items = list.querySelectorAll<HTMLElement>(`[${LIST_ITEM_ATTRIBUTE}]`);
  const onScreen = (rect: DOMRect) => rect.bottom > 0 && rect.top < window.innerHeight;
  const item =
    focused && list.contains(focused) && onScreen(focused.getBoundingClientRect())
      ? focused
      : items[firstInView(items.length, (i) => items[i]!.getBoundingClientRect().bottom)];
  const id = item?.getAttribute(LIST_ITEM_ATTRIBUTE);
  return item && id ? { id, top: item.getBoundingClientRect().top } : undefined;
}

/** The rendered item of a record, if any. */
export function cardOf(id: string): Element | undefined {
  // Compared, not put in a selector: an id is data, and needs no escaping this way.
  return [...document.querySelectorAll(`[${LIST_ITEM_ATTRIBUTE}]`)].find(
    (el) => el.getAttribute(LIST_ITEM_ATTRIBUTE) === id,
  );
}

/** What a person does to scroll or leave: the hold ends there (a programmatic scroll fires none of them). */
const PERSON_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Puts the anchor's card where it was on the screen and keeps it there while the page settles, until the visitor
 * does something or `ms` pass: a boat published meanwhile comes in above it, and cards laid out lazily
 * (content-visibility, list-layout.ts) take their real height, both after the return. Browsers' own scroll anchoring
 * did not hold it (Chromium left it a card's height lower). Returns the release.
 */
export function holdInPlace(anchor: ListAnchor, ms = 10_000): () => void {
  const align = () => {
    const card = cardOf(anchor.id);
    if (!card) return;
    const off = card.getBoundingClientRect().top - anchor.top;
    if (Math.abs(off) >= 1) window.scrollBy({ top: off, left: 0 });
  };
  align();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(align);
  observer?.observe(document.body);
  const release = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of PERSON_INPUT) removeEventListener(type, release, true);
  };
  const timer = setTimeout(release, ms);
  for (const type of PERSON_INPUT) addEventListener(type, release, { capture: true, passive: true });
  return release;
}
