import { EMBEDDED_SNAPSHOT_ID, type FirstVisitSnapshot, type PublicSnapshot } from '@/data/public/first-visit-snapshot';
import { featuredBoats, provideFeaturedBoats, withFeaturedBoats } from '@/features/home';
import { jsonInScript } from '@/lib/html-text';
import { pageHtml } from './page-html';
import { renderRoute } from './render-route';

/**
 * Pure: the page's HTML with the snapshot it was rendered from, as JSON in the page (before the app's start script):
 * the client hydrates from exactly that data, without a second request (first-visit-snapshot.ts reads it). For /boats
 * and a boat page only what their first screen shows (page-snapshot.ts).
 */
export function withEmbeddedSnapshot(html: string, snapshot: FirstVisitSnapshot): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('listing page: the HTML has no </body>');
  const script = `<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}">${jsonInScript(snapshot)}</script>\n  `;
  return html.slice(0, at) + script + html.slice(at);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The home page with the newest boats for sale, from the live data: in the HTML and as the small list hydration reads
 * back (featured-boats-store.ts), not the whole snapshot (the home page's budget, src/lib/budgets.ts).
 */
async function renderHomePage(shell: string, snapshot: PublicSnapshot): Promise<string> {
  const featured = featuredBoats(snapshot.boats);
  provideFeaturedBoats(featured);
  const page = await renderRoute('/', null);
  return withFeaturedBoats(pageHtml(shell, { path: '/', fromSnapshot: false }, page), featured);
}

async function renderOne(shell: string, url: string, snapshot: PublicSnapshot): Promise<string> {
  if (url.split('?')[0] === '/') return renderHomePage(shell, snapshot);
  const page = await renderRoute(url, snapshot);
  return withEmbeddedSnapshot(pageHtml(shell, { path: url, fromSnapshot: true }, page), page.snapshot ?? snapshot);
}

/**
 * The `preview` function's renderer (built with the app into functions/lib/renderer by
 * scripts/vite-listing-renderer.ts): the live pages (isLivePagePath: the home page, /boats, a boat page) from the
 * live public data, so a first visit paints the boats from the HTML and the
 * client hydrates them. `url` is the path and query string. One page at a time (renderRoute is not re-entrant).
 */
export function renderListingPage(shell: string, url: string, snapshot: PublicSnapshot): Promise<string> {
  const rendered = queue.then(() => renderOne(shell, url, snapshot));
  queue = rendered.catch(() => undefined);
  return rendered;
}
