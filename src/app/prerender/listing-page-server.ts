import { EMBEDDED_SNAPSHOT_ID, type PublicSnapshot } from '@/data/first-visit-snapshot';
import { jsonInScript } from '@/lib/html-text';
import { pageHtml } from './page-html';
import { renderRoute } from './render-route';

/**
 * Pure: the page's HTML with the snapshot it was rendered from, as JSON in the page (before the app's start script):
 * the client hydrates from exactly that data, without a second request (first-visit-snapshot.ts reads it).
 */
export function withEmbeddedSnapshot(html: string, snapshot: PublicSnapshot): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('listing page: the HTML has no </body>');
  const script = `<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}">${jsonInScript(snapshot)}</script>\n  `;
  return html.slice(0, at) + script + html.slice(at);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The `preview` function's renderer (Firebase mode; built with the app into functions/lib/renderer by
 * scripts/vite-listing-renderer.ts): /boats and a boat page from the live public data, as the build renders device-only
 * pages, so a first visit paints the boats from the HTML and the client hydrates them. `url` is the path and query
 * string. One page at a time (renderRoute is not re-entrant).
 */
export function renderListingPage(shell: string, url: string, snapshot: PublicSnapshot): Promise<string> {
  const rendered = queue.then(() => renderRoute(url, snapshot));
  queue = rendered.catch(() => undefined);
  return rendered.then((page) =>
    withEmbeddedSnapshot(pageHtml(shell, { path: url, fromSnapshot: true }, page), snapshot),
  );
}
