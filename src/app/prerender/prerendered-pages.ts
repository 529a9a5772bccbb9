/**
 * Pages the build renders to HTML (scripts/vite-prerender.ts), so a first visit paints the page itself (text,
 * photos) from the HTML instead of after the app's JavaScript has run. The client then hydrates them (main.tsx).
 */
export interface PrerenderedPage {
  /** The URL path, e.g. '/boats/abc'. */
  path: string;
  /** Where it is written in the build, e.g. 'boats/abc.html' (served for '/boats/abc'; '/' is 'index.html'). */
  file: string;
  /** Rendered from the public data (the first-visit snapshot): hydrated only on a visit that has the same snapshot. */
  fromSnapshot: boolean;
}

/** The unknown-route fallback every server and the service worker answer with: the app shell (header only). */
export const SHELL_FILE = 'shell.html';

/** Pages without data of their own: the same for every visitor. */
export const STATIC_PAGES = ['/', '/charter', '/sell', '/contact'] as const;

/** The pages the `preview` function renders from the live listings: the home page (its featured boats), /boats and a boat page. */
export function isLivePagePath(pathname: string): boolean {
  return pathname === '/' || /^\/boats(\/[^/]+)?\/?$/.test(pathname);
}

/** Pure: the file a path's page is written to. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Pure: the pages the build renders: those without data of their own. The data lives in Firestore and changes after
 * the build; the `preview` function renders the home page with the newest boats, and the boats pages.
 */
export function prerenderedPages(): PrerenderedPage[] {
  return STATIC_PAGES.filter((path) => !isLivePagePath(path)).map((path) => ({
    path,
    file: pageFile(path),
    fromSnapshot: false,
  }));
}
