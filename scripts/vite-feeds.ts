import type { Connect, Plugin } from 'vite';
import { seedBoats } from '../src/data/seed/boats';
import { siteFeedFiles } from '../src/data/feeds/site-feeds';
import { OPENMARINE_FEED_PATH } from '../src/data/feeds/openmarine-feed';
import { LISTINGS_JSON_FEED_PATH } from '../src/data/feeds/listings-json-feed';
import { backendMode, type BackendMode } from '../src/data/backend-config';
import { functionUrl, functionUrlOfBuild, sendFunctionAnswer } from './functions-emulator';

/** Each feed's path and the HTTP function that serves it in Firebase mode (functions/src/index.ts, firebase.json). */
export const FEED_FUNCTIONS: Record<string, string> = {
  [OPENMARINE_FEED_PATH]: 'openMarineFeed',
  [LISTINGS_JSON_FEED_PATH]: 'listingsJsonFeed',
};

const FEED_CONTENT_TYPES: Record<string, string> = {
  [OPENMARINE_FEED_PATH]: 'application/xml; charset=utf-8',
  [LISTINGS_JSON_FEED_PATH]: 'application/json; charset=utf-8',
};

function proxyTo(url: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    fetch(url)
      .then((answer) => sendFunctionAnswer(req, res, answer))
      .catch(() => {
        res.statusCode = 502; // the Functions emulator is not running
        res.end();
      });
  };
}

/**
 * The syndication feeds (/feeds/openmarine.xml, /feeds/listings.json). Device-only build: emitted at build from the
 * public copy of each bundled seed boat public at build time (as sitemap.xml, vite-seo-files.ts). Firebase mode: the
 * data changes after the build, so nothing is emitted (Hosting would serve a file before its rewrite) and the
 * functions answer; `vite preview`/`vite dev` send the two paths to them on the local Functions emulator.
 */
export function feeds(): Plugin {
  let mode: BackendMode = 'device';
  return {
    name: 'feeds',
    configResolved(config) {
      mode = backendMode(config.env);
    },
    configureServer(server) {
      if (mode === 'device') {
        // `vite dev`: the feeds as the build would emit them now.
        server.middlewares.use((req, res, next) => {
          const path = new URL(req.url ?? '/', 'http://x').pathname;
          const file = siteFeedFiles(seedBoats, new Date()).find((f) => f.path === path);
          if (!file) return next();
          res.setHeader('Content-Type', FEED_CONTENT_TYPES[file.path] ?? 'application/octet-stream');
          res.end(file.body);
        });
        return;
      }
      for (const [path, name] of Object.entries(FEED_FUNCTIONS)) {
        const url = functionUrl(server.config.env, name);
        if (url) server.middlewares.use(path, proxyTo(url));
      }
    },
    configurePreviewServer(server) {
      for (const [path, name] of Object.entries(FEED_FUNCTIONS)) {
        const url = functionUrlOfBuild(server.config, name);
        if (url) server.middlewares.use(path, proxyTo(url));
      }
    },
    generateBundle() {
      if (mode !== 'device') return;
      for (const file of siteFeedFiles(seedBoats, new Date()))
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.body });
    },
  };
}
