import type { PublicSnapshot } from '@/data/first-visit-snapshot';

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

/** Pages without data of their own: the same for every visitor in every backend mode. */
export const STATIC_PAGES = ['/', '/charter', '/sell', '/contact'] as const;

/**
 * The pages the `preview` function renders from the live listings in Firebase mode: the home page (its featured
 * boats), /boats and a boat page. A device-only build renders them from the demo data.
 */
export function isLivePagePath(pathname: string): boolean {
  return pathname === '/' || /^\/boats(\/[^/]+)?\/?$/.test(pathname);
}

/** A path segment that is safe as a file name as it stands (ids and slugs are; anything else is left to the shell). */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Pure: the file a path's page is written to. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Pure: the pages to render. The boat and post pages only when the build knows the data the site starts with
 * (device-only mode: the demo business; `snapshot` null in Firebase mode, where the data lives in Firestore and
 * changes after the build, and the `preview` function renders the home page with the newest boats).
 */
export function prerenderedPages(snapshot: PublicSnapshot | null): PrerenderedPage[] {
  const page = (path: string, fromSnapshot: boolean): PrerenderedPage => ({ path, file: pageFile(path), fromSnapshot });
  if (!snapshot) return STATIC_PAGES.filter((path) => !isLivePagePath(path)).map((path) => page(path, false));
  const pages = STATIC_PAGES.map((path) => page(path, false));
  const safe = (segment: string) => SAFE_SEGMENT.test(segment);
  return [
    ...pages,
    page('/boats', true),
    ...snapshot.boats.filter((b) => safe(b.id)).map((b) => page(`/boats/${b.id}`, true)),
    page('/blogs', true),
    ...snapshot.posts.filter((p) => safe(p.slug)).map((p) => page(`/blogs/${p.slug}`, true)),
  ];
}
