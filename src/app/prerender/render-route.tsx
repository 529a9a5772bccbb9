import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import {
  provideFirstVisitSnapshot,
  type FirstVisitSnapshot,
  type PublicSnapshot,
} from '@/data/public/first-visit-snapshot';
import { pageHeadHtml } from '@/lib/page-meta';
import { collectPageMeta } from '@/ui/page-meta';
import { setRenderTime } from '@/ui/use-now';
import { pageQuestion, pageSnapshot } from './page-snapshot';

export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  /** The page's title, meta tags, canonical link and JSON-LD (PageMeta's), or null when it sets none. */
  head: string | null;
  /** The time the page was rendered at (ISO): what "now" was for its badges (useNow). */
  renderedAt: string;
  /**
   * The public data the page was rendered from: only what its first screen shows (page-snapshot.ts), which is what a
   * page carries for hydration. Null when rendered without data.
   */
  snapshot: FirstVisitSnapshot | null;
}

// A server's router, also where the page renderer runs beside a DOM (a test's jsdom).
const routerAt = (url: string) =>
  createAppRouter(createMemoryHistory({ initialEntries: [url] }), { scrollRestoration: false, isServer: true });

/**
 * The router with `url` loaded. A URL whose search the route's check rewrites ('/boats?sort=bogus', '?q=%20a%20')
 * is answered on a server with a redirect to its checked form and no page: rendered at that form instead, which is
 * the page the browser's router shows at the URL as it is (it renders the checked search without a redirect).
 */
async function loadedRouter(url: string) {
  const router = routerAt(url);
  await router.load();
  if (router.state.matches.length > 0) return router;
  const matched = router.matchRoutes(router.state.location);
  const search = matched.at(-1)?.search;
  if (!search) return router;
  const checked = router.buildLocation({ to: router.state.location.pathname, search }).href;
  if (checked === router.state.location.href) return router;
  const again = routerAt(checked);
  await again.load();
  return again.state.matches.length > 0 ? again : router;
}

/**
 * In Node: renders one page of the app as a device's first visit sees it before hydration — public data from the
 * first-visit snapshot, no session, online — with the app's own router on a memory history. A boat page and /boats
 * are rendered from the part of the snapshot their first screen shows (pageSnapshot, chosen from the router's own match
 * of the URL), returned as `snapshot`: the client's first render of the same URL with that snapshot produces the same
 * markup. Used by the build (render-page.ts, every
 * page) and by the `preview` function (listing-page-server.ts, the boats pages from the live data). Not re-entrant:
 * the snapshot is the data layer's, so callers render one page at a time.
 */
export async function renderRoute(
  url: string,
  snapshot: PublicSnapshot | null,
  now: Date = new Date(),
): Promise<RenderedPage> {
  setRenderTime(now.getTime());
  let head: string | null = null;
  collectPageMeta((input, structuredData) => (head = pageHeadHtml(input, structuredData)));
  try {
    const router = await loadedRouter(url);
    const carried = snapshot && pageSnapshot(pageQuestion(router.state.matches), snapshot, now);
    if (carried) provideFirstVisitSnapshot(carried);
    // The browser's router wraps its matches in a Suspense boundary that its server rendering leaves out; the same
    // boundary here puts the markers where the client's hydration looks for them.
    const body = renderToString(
      <StrictMode>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </StrictMode>,
    );
    // A part that failed on the server is sent as a client-rendering fallback; the build treats that as an error.
    if (body.includes('<!--$!-->'))
      throw new Error(
        `Rendering ${url} failed on the server: ${/data-msg="([^"]*)"/.exec(body)?.[1] ?? 'unknown error'}`,
      );
    return { body, head, renderedAt: now.toISOString(), snapshot: carried };
  } finally {
    collectPageMeta(null);
    setRenderTime(null);
  }
}
