import { useEffect, useRef } from 'react';
import { useElementScrollRestoration, useRouter } from '@tanstack/react-router';

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

/**
 * Back (or forward) to a list: shows as many cards as it had and puts the window where the visitor left it, once the
 * list has its data. The position is the router's scroll restoration entry for this history entry
 * (useElementScrollRestoration: TanStack Router's way for lists whose content comes after its restore); nothing when
 * the router does not restore here (a new visit, or the page the build rendered: src/app/first-page-scroll.ts).
 */
export function useListScrollReturn(
  total: number,
  shown: number,
  showMore: () => void,
  /** Where the rendered list ends (a page y), while it has more to show. */
  listEnd: () => number = () => Number.POSITIVE_INFINITY,
): void {
  const router = useRouter();
  const entry = useElementScrollRestoration({ getElement: () => (typeof window === 'undefined' ? undefined : window) });
  /** undefined until the first effect decides; null once done or when there is nothing to restore. */
  const target = useRef<number | null | undefined>(undefined);
  const savedY = entry?.scrollY;
  useEffect(() => {
    if (target.current === undefined) {
      const restoring = router.options.scrollRestoration;
      const restores =
        typeof restoring === 'function' ? restoring({ location: router.latestLocation }) : Boolean(restoring);
      target.current = restores && savedY ? savedY : null;
    }
    const y = target.current;
    if (y === null || total === 0) return;
    const step = returnStep(y, document.documentElement.scrollHeight, window.innerHeight, shown < total, listEnd());
    if (step === 'show-more') return showMore();
    target.current = null;
    window.scrollTo({ top: y, left: 0 });
  }, [router, savedY, total, shown, showMore, listEnd]);
}
