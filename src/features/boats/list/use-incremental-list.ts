import { useCallback, useEffect, useRef, useState } from 'react';
import { useListScrollReturn } from './list-scroll-return';
import { BOATS_PAGE_SIZE } from '../model/list-first-screen';

/**
 * Renders a long list in steps: the first page, then another page whenever the sentinel below the list
 * scrolls into view (or the visible 'show more' button is used). Starts over when `resetKey` changes.
 * `ids`: the items there to show now, in order (fewer than `total` while a rendered page's first screen is all that has
 * arrived); Back to the list shows no more than those, and asks for the rest.
 */
export function useIncrementalList(
  total: number,
  resetKey: string,
  ids: readonly string[],
  pageSize = BOATS_PAGE_SIZE,
) {
  const [state, setState] = useState({ key: resetKey, limit: pageSize });
  const limit = state.key === resetKey ? state.limit : pageSize;
  const shown = Math.min(limit, total);
  const hasMore = shown < total;

  const showMore = useCallback(() => {
    setState((s) => ({ key: resetKey, limit: (s.key === resetKey ? s.limit : pageSize) + pageSize }));
  }, [resetKey, pageSize]);

  const observer = useRef<IntersectionObserver | null>(null);
  // Just below the last card while there are more: where the rendered list ends.
  const sentinelNode = useRef<HTMLElement | null>(null);
  const sentinel = useCallback(
    (node: HTMLElement | null) => {
      sentinelNode.current = node;
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) showMore();
        },
        { rootMargin: '800px 0px' },
      );
      observer.current.observe(node);
    },
    [showMore],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  // Back from a boat: as many cards as before, the same card in the same place (list-scroll-return.ts). Against the whole list's
  // total: while only a rendered page's first screen is there, the return asks for more (which brings the whole list)
  // and goes on once it has come, instead of giving up at the first screen's end.
  const listEnd = useCallback(() => {
    const node = sentinelNode.current;
    return node ? node.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
  }, []);
  useListScrollReturn({ total, shown: Math.min(shown, ids.length), showMore, listEnd, ids });

  return { shown, hasMore, showMore, sentinel };
}
