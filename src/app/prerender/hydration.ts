/** Attributes on #root of a prerendered page: the path it shows, and that it was rendered from the public data. */
export const PRERENDERED_ATTR = 'data-prerendered';
export const FROM_SNAPSHOT_ATTR = 'data-from-snapshot';
/** Set on #root once the page is live: 'hydrated', 'recovered' (React re-rendered a part that differed) or 'rendered'. */
export const START_ATTR = 'data-start';

/**
 * In the browser, before the app starts: the page shown is the HTML the build rendered for this URL, about to be
 * hydrated (main.tsx sets START_ATTR once it hydrates or renders). False in Node (the build's own render) and once
 * the app has started.
 */
export function startsFromBuildHtml(): boolean {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return (
    root !== null &&
    !root.hasAttribute(START_ATTR) &&
    root.getAttribute(PRERENDERED_ATTR) === location.pathname + location.search
  );
}

export interface HydrationFacts {
  /** The path the HTML was rendered for (PRERENDERED_ATTR), or null for the app shell. */
  prerendered: string | null;
  fromSnapshot: boolean;
  /** location.pathname + location.search of this visit. */
  url: string;
  /** This visit has the snapshot the page was rendered from (first-visit-snapshot.ts, pageRenderedFromBuildData). */
  hasSnapshot: boolean;
}

/**
 * Pure: hydrate the HTML the build rendered only when this visit's first render will produce the same page: same
 * URL (a query string such as a boats filter is not in the HTML), and for data pages the same data (the snapshot the
 * page was rendered from; the device's own data takes over afterwards). Otherwise React renders over it.
 */
export function shouldHydrate({ prerendered, fromSnapshot, url, hasSnapshot }: HydrationFacts): boolean {
  if (prerendered === null || prerendered !== url) return false;
  return !fromSnapshot || hasSnapshot;
}
