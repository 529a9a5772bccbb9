import type { Connect, Plugin } from 'vite';
import { buildDemoData } from '../src/data/seed/demo-data';
import { DEMO_DATA_URL, DEMO_SEEDED_HINT_KEY } from '../src/data/device-backend/load-demo-data';
import { PUBLIC_PULLED_HINT_KEY, PUBLIC_SNAPSHOT_URL } from '../src/data/firebase/public-snapshot-hint';
import { backendMode, type BackendMode } from '../src/data/backend-config';
import {
  FUNCTIONS_EMULATOR_FILE,
  functionUrl,
  functionUrlOfBuild,
  functionsEmulatorBase,
  sendFunctionAnswer,
} from './functions-emulator';
import { afterCharset } from './vite-route-preload';

/**
 * What a device's first visit paints from in each backend mode (src/data/first-visit-snapshot.ts): the response
 * (device-only: the demo data; Firebase: the `publicSnapshot` function) and the localStorage flag set once the
 * device holds the public data itself.
 */
export function firstVisitData(mode: BackendMode): { url: string; hintKey: string } {
  return mode === 'device'
    ? { url: DEMO_DATA_URL, hintKey: DEMO_SEEDED_HINT_KEY }
    : { url: PUBLIC_SNAPSHOT_URL, hintKey: PUBLIC_PULLED_HINT_KEY };
}

const readHint = (mode: BackendMode) => `localStorage.getItem(${JSON.stringify(firstVisitData(mode).hintKey)})`;

/** A JavaScript expression, evaluated in the page: this device already holds the public data (no first-visit snapshot). */
export const holdsPublicData = (mode: BackendMode): string => `!!${readHint(mode)}`;

/**
 * A first visit to a page that lists boats or posts needs the first-visit data before its content: an inline
 * script in index.html preloads it while the app's code downloads, unless this device already holds the data.
 * Other pages (home, contact...) don't wait for it, so they don't download it up front. The app's own
 * `fetch(url)` then picks up the preloaded response.
 */
export const firstVisitPreloadScript = (mode: BackendMode): string =>
  `try{if(/^\\/(boats|blogs)(\\/|$)/.test(location.pathname)&&!${readHint(mode)}){var l=document.createElement('link');` +
  `l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=${JSON.stringify(firstVisitData(mode).url)};document.head.appendChild(l)}}catch(e){}`;

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

/** Serves the demo business as /demo-data.json (emitted at build, served by the dev server); index.html's preload. */
export function demoData(): Plugin {
  const json = () => JSON.stringify(buildDemoData());
  let mode: BackendMode = 'device';
  let emulatorBase: string | null = null;
  return {
    name: 'demo-data',
    configResolved(config) {
      mode = backendMode(config.env);
      emulatorBase = functionsEmulatorBase(config.env);
    },
    configureServer(server) {
      server.middlewares.use(DEMO_DATA_URL, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(json());
      });
      const snapshotUrl = functionUrl(server.config.env, 'publicSnapshot');
      if (snapshotUrl) server.middlewares.use(PUBLIC_SNAPSHOT_URL, proxyTo(snapshotUrl));
    },
    configurePreviewServer(server) {
      const snapshotUrl = functionUrlOfBuild(server.config, 'publicSnapshot');
      if (snapshotUrl) server.middlewares.use(PUBLIC_SNAPSHOT_URL, proxyTo(snapshotUrl));
    },
    transformIndexHtml(html) {
      return afterCharset(html, `<script>${firstVisitPreloadScript(mode)}</script>`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_DATA_URL.slice(1), source: json() });
      // A build for the local emulators says so, for the `vite preview` that serves it (functions-emulator.ts).
      if (emulatorBase)
        this.emitFile({
          type: 'asset',
          fileName: FUNCTIONS_EMULATOR_FILE,
          source: JSON.stringify({ base: emulatorBase }),
        });
    },
  };
}
