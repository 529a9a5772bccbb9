import type { Connect, Plugin } from 'vite';
import { buildDemoData } from '../fixtures/demo-data';
import { PUBLIC_PULLED_HINT_KEY, PUBLIC_SNAPSHOT_URL } from '../src/data/firebase/public-snapshot-hint';
import {
  FUNCTIONS_EMULATOR_FILE,
  functionUrl,
  functionUrlOfBuild,
  functionsEmulatorBase,
  sendFunctionAnswer,
} from './functions-emulator';
import { afterCharset } from './vite-route-preload';

/** The demo business the local emulators are seeded with (scripts/emulators.mjs reads it from the build). */
const DEMO_DATA_FILE = 'demo-data.json';

const readHint = `localStorage.getItem(${JSON.stringify(PUBLIC_PULLED_HINT_KEY)})`;

/** A JavaScript expression, evaluated in the page: this device already holds the public data (no first-visit snapshot). */
export const holdsPublicData = (): string => `!!${readHint}`;

/**
 * A first visit to a page that lists boats or posts needs the first-visit snapshot (src/data/first-visit-snapshot.ts:
 * the `publicSnapshot` function) before its content: an inline script in index.html preloads it while the app's code
 * downloads, unless this device already holds the data. Other pages (home, contact...) don't wait for it, so they
 * don't download it up front. The app's own `fetch(url)` then picks up the preloaded response.
 */
export const firstVisitPreloadScript = (): string =>
  `try{if(/^\\/(boats|blogs)(\\/|$)/.test(location.pathname)&&!${readHint}){var l=document.createElement('link');` +
  `l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=${JSON.stringify(PUBLIC_SNAPSHOT_URL)};document.head.appendChild(l)}}catch(e){}`;

function proxyTo(url: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    fetch(url)
      .then((answer) => sendFunctionAnswer(req, res, answer))
      .catch(() => {
        res.statusCode = 502; // emulator not running: the page logs it and waits for the database
        res.end();
      });
  };
}

/**
 * The first-visit preload in index.html, the `publicSnapshot` rewrite for `vite dev` and `vite preview`, and, in a
 * build for the local emulators only, the emulators' address and seed (a production build ships no demo business).
 */
export function demoData(): Plugin {
  let emulatorBase: string | null = null;
  return {
    name: 'demo-data',
    configResolved(config) {
      emulatorBase = functionsEmulatorBase(config.env);
    },
    configureServer(server) {
      const snapshotUrl = functionUrl(server.config.env, 'publicSnapshot');
      if (snapshotUrl) server.middlewares.use(PUBLIC_SNAPSHOT_URL, proxyTo(snapshotUrl));
    },
    configurePreviewServer(server) {
      const snapshotUrl = functionUrlOfBuild(server.config, 'publicSnapshot');
      if (snapshotUrl) server.middlewares.use(PUBLIC_SNAPSHOT_URL, proxyTo(snapshotUrl));
    },
    transformIndexHtml(html) {
      return afterCharset(html, `<script>${firstVisitPreloadScript()}</script>`);
    },
    generateBundle() {
      if (!emulatorBase) return;
      // A build for the local emulators says so, for the `vite preview` that serves it (functions-emulator.ts).
      this.emitFile({
        type: 'asset',
        fileName: FUNCTIONS_EMULATOR_FILE,
        source: JSON.stringify({ base: emulatorBase }),
      });
      this.emitFile({ type: 'asset', fileName: DEMO_DATA_FILE, source: JSON.stringify(buildDemoData()) });
    },
  };
}
