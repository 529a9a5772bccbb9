import type { Plugin } from 'vite';
import { buildDemoData } from '../src/data/seed/demo-data';
import { DEMO_DATA_URL } from '../src/data/device-backend/load-demo-data';

/** Serves the demo business as /demo-data.json: emitted at build, served by the dev server. */
export function demoData(): Plugin {
  const json = () => JSON.stringify(buildDemoData());
  return {
    name: 'demo-data',
    configureServer(server) {
      server.middlewares.use(DEMO_DATA_URL, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(json());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_DATA_URL.slice(1), source: json() });
    },
  };
}
