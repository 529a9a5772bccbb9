import type { Plugin } from 'vite';
import { buildDemoData } from '../src/data/seed/demo-data';
import { DEMO_DATA_URL, DEMO_SEEDED_HINT_KEY } from '../src/data/device-backend/load-demo-data';
import { backendMode } from '../src/data/backend-config';
import { afterCharset } from './vite-route-preload';

/**
 * A first visit (device-only mode) to a page that lists boats or posts needs the demo data before its content:
 * an inline script in index.html preloads it while the app's code downloads, unless this device says it is
 * already seeded. Other pages (home, contact...) don't wait for it, so they don't download it up front.
 * The app's own `fetch(DEMO_DATA_URL)` then picks up the preloaded response.
 */
export const demoDataPreloadScript = (): string =>
  `try{if(/^\\/(boats|blogs)(\\/|$)/.test(location.pathname)&&!localStorage.getItem(${JSON.stringify(DEMO_SEEDED_HINT_KEY)})){var l=document.createElement('link');` +
  `l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=${JSON.stringify(DEMO_DATA_URL)};document.head.appendChild(l)}}catch(e){}`;

/** Serves the demo business as /demo-data.json: emitted at build, served by the dev server. */
export function demoData(): Plugin {
  const json = () => JSON.stringify(buildDemoData());
  let device = true;
  return {
    name: 'demo-data',
    configResolved(config) {
      device = backendMode(config.env) === 'device';
    },
    configureServer(server) {
      server.middlewares.use(DEMO_DATA_URL, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(json());
      });
    },
    transformIndexHtml(html) {
      return device ? afterCharset(html, `<script>${demoDataPreloadScript()}</script>`) : html;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_DATA_URL.slice(1), source: json() });
    },
  };
}
