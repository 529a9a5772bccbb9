import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { provideFirstVisitSnapshot, type PublicSnapshot } from '@/data/first-visit-snapshot';
import { pageHeadHtml } from '@/lib/page-meta';
import { collectPageMeta } from '@/ui/page-meta';
import { setRenderTime } from '@/ui/use-now';

export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  /** The page's title, meta tags, canonical link and JSON-LD (PageMeta's), or null when it sets none. */
  head: string | null;
  /** The time the page was rendered at (ISO): what "now" was for its badges (useNow). */
  renderedAt: string;
}

/**
 * In Node: renders one page of the app as a device's first visit sees it before hydration — public data from the
 * first-visit snapshot, no session, online — with the app's own router on a memory history. The client's first
 * render of the same URL with the same snapshot produces the same markup. Used by the build (render-page.ts, every
 * page) and by the `preview` function (listing-page-server.ts, the boats pages from the live data). Not re-entrant:
 * the snapshot is the data layer's, so callers render one page at a time.
 */
export async function renderRoute(
  url: string,
  snapshot: PublicSnapshot | null,
  now: Date = new Date(),
): Promise<RenderedPage> {
  if (snapshot) provideFirstVisitSnapshot(snapshot);
  setRenderTime(now.getTime());
  let head: string | null = null;
  collectPageMeta((input, structuredData) => (head = pageHeadHtml(input, structuredData)));
  try {
    const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), { scrollRestoration: false });
    await router.load();
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
    return { body, head, renderedAt: now.toISOString() };
  } finally {
    collectPageMeta(null);
    setRenderTime(null);
  }
}
