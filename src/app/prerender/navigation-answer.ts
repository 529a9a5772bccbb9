import { SHELL_FILE } from './prerendered-pages';

/**
 * Which page a server answers a navigation with when the path has no file of its own: the app shell (an app route
 * the app renders on the device) or the not-found page with a 404, so that search engines and first visits are told
 * the truth. The same rule in `vite preview` (scripts/vite-prerender.ts) and on Firebase Hosting (firebase.json: these
 * routes are rewritten to the shell, every other path gets 404.html). A device that has the app is answered by its
 * service worker (navigateFallback: the shell for every route) and renders every page from its own data, offline too.
 */

/** The build's not-found page (NotFoundPage rendered, noindex); Hosting answers unknown paths with it and a 404. */
export const NOT_FOUND_FILE = '404.html';
/** The path the not-found page is rendered for (no route has it). */
export const NOT_FOUND_RENDER_PATH = '/404';

/**
 * App routes the shell answers (Hosting globs: `/x/**` is everything under /x). Pages with data of their own are
 * not here: /boats and the boat pages are the `preview` function's, a post page the shell's (isDataPagePath). /saved and /compare are the shortlist's pages (issue #17). A route added to src/routes must be added
 * here and in firebase.json (navigation-answer.test.ts checks both).
 */
export const SHELL_ROUTES = [
  '/auth',
  '/admin',
  '/admin/**',
  '/client',
  '/client/**',
  '/blogs',
  '/saved',
  '/compare',
] as const;

/** Pure: a Hosting-style glob of SHELL_ROUTES matches the path. */
export function matchesRoute(pattern: string, path: string): boolean {
  return pattern.endsWith('/**') ? path.startsWith(pattern.slice(0, -2)) : path === pattern;
}

/** /boats, a boat page or a post page: pages with data of their own (the `preview` function's, or the app's). */
export function isDataPagePath(path: string): boolean {
  return /^\/boats(\/[^/]+)?$/.test(path) || /^\/blogs\/[^/]+$/.test(path);
}

export interface NavigationAnswer {
  /** The file to answer with, e.g. '/shell.html'. */
  file: string;
  status: 200 | 404;
}

/**
 * Pure: the answer to a navigation to `pathname` (decoded), or null when the path is served as it stands (paths with
 * their own file). The `preview` function answers the home page and the data pages first; when it cannot be reached
 * the app renders them over the shell.
 */
export function navigationAnswer(pathname: string, isFile: (path: string) => boolean): NavigationAnswer | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return isFile('/index.html') ? null : { file: `/${SHELL_FILE}`, status: 200 };
  if (isFile(pathname) || isFile(`${pathname}.html`)) return null;
  if (path !== pathname && isFile(`${path}.html`)) return { file: `${path}.html`, status: 200 };
  if (SHELL_ROUTES.some((pattern) => matchesRoute(pattern, path)) || isDataPagePath(path))
    return { file: `/${SHELL_FILE}`, status: 200 };
  return { file: `/${NOT_FOUND_FILE}`, status: 404 };
}
