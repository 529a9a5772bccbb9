/** Attributes on #root of a prerendered page: the path it shows, and that it was rendered from the public data. */
export const PRERENDERED_ATTR = 'data-prerendered';
export const FROM_SNAPSHOT_ATTR = 'data-from-snapshot';
/** Set on #root once the page is live: 'hydrated', 'recovered' (React re-rendered a part that differed) or 'rendered'. */
export const START_ATTR = 'data-start';

/**
 * In the browser, before the app starts: the page is about to be hydrated from the HTML the build rendered for `path`
 * (main.tsx sets START_ATTR once it hydrates or renders). False in Node (the build's own render) and once started.
 */
export function startsFromBuildHtml(path: string): boolean {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return root !== null && root.getAttribute(PRERENDERED_ATTR) === path && !root.hasAttribute(START_ATTR);
}

export interface HydrationFacts {
  /** The path the HTML was rendered for (PRERENDERED_ATTR), or null for the app shell. */
  prerendered: string | null;
  fromSnapshot: boolean;
  /** location.pathname + location.search of this visit. */
  url: string;
  /** This visit has the first-visit snapshot the page was rendered from (a device's first visit). */
  hasSnapshot: boolean;
}

/**
 * Pure: hydrate the HTML the build rendered only when this visit's first render will produce the same page: same
 * URL (a query string such as a boats filter is not in the HTML), and for data pages the same data (the first-visit
 * snapshot; a device that holds its own data renders that instead). Otherwise React renders over it.
 */
export function shouldHydrate({ prerendered, fromSnapshot, url, hasSnapshot }: HydrationFacts): boolean {
  if (prerendered === null || prerendered !== url) return false;
  return !fromSnapshot || hasSnapshot;
}
