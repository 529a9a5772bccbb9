import { useEffect, useRef } from 'react';
import { useElementScrollRestoration, useRouter } from '@tanstack/react-router';
import {
  cardOf,
  holdInPlace,
  anchorOf,
  anchorStep,
  readListAnchor,
  saveListAnchor,
  type ListAnchor,
} from './list-anchor';

export type ReturnStep = 'show-more' | 'scroll' | 'give-up';

/**
 * Pure: back on a list that renders its cards in steps (use-incremental-list.ts), the next step towards the position
 * the visitor left it at: more cards while the rendered list ends above the bottom of the screen they saw
 * (`listEnd`, a page y), or while the page is too short to scroll there (the router's own restoration, on the list's
 * first render, can only reach what is rendered: ~1,200 px off, once 13,000), then the scroll itself. Not the page's
 * height alone: what is below the list (a "Recently Viewed" strip that appeared since) made the page tall enough to
 * scroll back with fewer cards than the visitor had seen, and their card was not there. Without more cards to show,
 * the position can no longer be reached (the list changed): the scroll goes as far as it can.
 */
export function returnStep(
  savedY: number,
  pageHeight: number,
  viewportHeight: number,
  hasMore: boolean,
  listEnd = Number.POSITIVE_INFINITY,
): ReturnStep {
  if (hasMore && listEnd < savedY + viewportHeight) return 'show-more';
  if (pageHeight - viewportHeight >= savedY) return 'scroll';
  return hasMore ? 'show-more' : 'give-up';
}

/** The key the router keeps a history entry's scroll position under (its default getScrollRestorationKey). */
function entryKey(location: { state: { __TSR_key?: string }; href: string }): string {
  return location.state.__TSR_key ?? location.href;
}

export interface ListReturnOptions {
  /** How many items the list has in all, and how many it renders now. */
  total: number;
  shown: number;
  showMore: () => void;
  /** Where the rendered list ends (a page y), while it has more to show. */
  listEnd?: () => number;
  /** The ids of the items there now, in order (fewer than `total` while only a first screen has arrived). */
  ids?: readonly string[];
}

/**
 * Back (or forward) to a list: shows as many cards as it had and puts the card that was at the top of the screen
 * where it was (list-anchor.ts), once the list has its data. Leaving the list (a link, Back, a reload) records that
 * card for the history entry. When the card is no longer in the list, the position is the router's scroll
 * restoration entry for this history entry (useElementScrollRestoration: TanStack Router's way for lists whose content
 * comes after its restore). Nothing when the router does not restore here (a new visit, or the page the build
 * rendered: src/app/first-page-scroll.ts).
 */
export function useListScrollReturn({
  total,
  shown,
  showMore,
  listEnd = () => Number.POSITIVE_INFINITY,
  ids = [],
}: ListReturnOptions): void {
  const router = useRouter();
  const entry = useElementScrollRestoration({ getElement: () => (typeof window === 'undefined' ? undefined : window) });
  /** undefined until the first effect decides; null once done or when there is nothing to restore. */
  const target = useRef<{ y: number; anchor: ListAnchor | undefined } | null | undefined>(undefined);
  const savedY = entry?.scrollY;
  const release = useRef<() => void>(undefined);
  useEffect(() => () => release.current?.(), []);

  // Leaving: the card in view, for this entry. The router's onBeforeLoad comes while this page is still on screen.
  useEffect(() => {
    const record = (key: string) => {
      const anchor = anchorOf(document);
      if (anchor) saveListAnchor(key, anchor);
    };
    const unsubscribe = router.subscribe('onBeforeLoad', (event) => {
      if (event.fromLocation && event.fromLocation.href !== event.toLocation.href) record(entryKey(event.fromLocation));
    });
    const onPageHide = () => record(entryKey(router.latestLocation));
    addEventListener('pagehide', onPageHide);
    return () => {
      unsubscribe();
      removeEventListener('pagehide', onPageHide);
    };
  }, [router]);

  useEffect(() => {
    if (target.current === undefined) {
      const restoring = router.options.scrollRestoration;
      const restores =
        typeof restoring === 'function' ? restoring({ location: router.latestLocation }) : Boolean(restoring);
      const anchor = restores ? readListAnchor(entryKey(router.latestLocation)) : undefined;
      target.current = restores && (savedY || anchor) ? { y: savedY ?? 0, anchor } : null;
    }
    const goal = target.current;
    if (goal === null || total === 0) return;
    const hasMore = shown < total;
    if (goal.anchor) {
      const step = anchorStep(ids.indexOf(goal.anchor.id), shown, ids.length, total);
      if (step === 'show-more' && hasMore) return showMore();
      if (step === 'card' && cardOf(goal.anchor.id)) {
        target.current = null;
        release.current = holdInPlace(goal.anchor);
        return;
      }
    }
    const step = returnStep(goal.y, document.documentElement.scrollHeight, window.innerHeight, hasMore, listEnd());
    if (step === 'show-more') return showMore();
    target.current = null;
    window.scrollTo({ top: goal.y, left: 0 });
  }, [router, savedY, total, shown, showMore, listEnd, ids]);
}
