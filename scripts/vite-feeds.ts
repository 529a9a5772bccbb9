import type { Connect, Plugin } from 'vite';
import { OPENMARINE_FEED_PATH } from '../packages/domain/src/feeds/openmarine-feed';
import { LISTINGS_JSON_FEED_PATH } from '../packages/domain/src/feeds/listings-json-feed';
import { functionUrl, functionUrlOfBuild, sendFunctionAnswer } from './functions-emulator';

/** Each feed's path and the HTTP function that serves it (functions/src/index.ts, firebase.json). */
export const FEED_FUNCTIONS: Record<string, string> = {
  [OPENMARINE_FEED_PATH]: 'openMarineFeed',
  [LISTINGS_JSON_FEED_PATH]: 'listingsJsonFeed',
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
 * The syndication feeds (/feeds/openmarine.xml, /feeds/listings.json) are the functions' (Hosting rewrites): nothing is
 * emitted (Hosting would serve a file before its rewrite); `vite preview`/`vite dev` send the two paths to them on the
 * local Functions emulator.
 */
export function feeds(): Plugin {
  return {
    name: 'feeds',
    configureServer(server) {
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
  };
}
