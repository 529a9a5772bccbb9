import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { backendMode } from '../src/data/backend-config';
import { prerenderedPages, SHELL_FILE } from '../src/app/prerender/prerendered-pages';
import { fallbackTo, pageHtml, stylesheetsFirst } from '../src/app/prerender/page-html';

/** src/app/prerender/render-page.ts (loaded through Vite: it renders .tsx modules). */
interface RenderModule {
  renderPage(
    url: string,
    snapshot: import('../src/data/first-visit-snapshot').PublicSnapshot | null,
  ): Promise<{ body: string; head: string | null; renderedAt: string }>;
}
type SnapshotModule = typeof import('../src/data/first-visit-snapshot');
type SeedModule = typeof import('../src/data/seed/demo-data');

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The app's routes as the client build has them (code-split route components), so both sides render the same tree. */
export const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
  });

async function renderAll(config: ResolvedConfig, outDir: string, shell: string): Promise<number> {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    mode: config.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [routerPlugin()],
    resolve: { alias: config.resolve.alias },
  });
  try {
    const { renderPage } = (await server.ssrLoadModule('/src/app/prerender/render-page.ts')) as RenderModule;
    const { snapshotOf } = (await server.ssrLoadModule('/src/data/first-visit-snapshot.ts')) as SnapshotModule;
    const { buildDemoData } = (await server.ssrLoadModule('/src/data/seed/demo-data.ts')) as SeedModule;
    // Device-only mode starts every device from the demo business: its pages are known now. Firebase: static pages only.
    const snapshot = backendMode(config.env) === 'device' ? snapshotOf(buildDemoData()) : null;
    const pages = prerenderedPages(snapshot);
    for (const page of pages) {
      const rendered = await renderPage(page.path, page.fromSnapshot ? snapshot : null);
      const file = join(outDir, page.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(shell, page, rendered));
    }
    return pages.length;
  } finally {
    await server.close();
  }
}

/**
 * Renders the public pages into the build (src/app/prerender): a first visit gets the page's markup, photos and
 * head in the HTML and paints before the JavaScript has run; the client hydrates it. The built index.html becomes
 * the home page, and its shell (the header only, scripts/vite-app-shell.ts) is kept as shell.html: the answer for
 * every other route, here (`vite preview`), on Firebase Hosting and from the service worker.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let shell = '';
  return {
    name: 'prerender',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.command !== 'build' || config.build.ssr) return;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('prerender: the build has no index.html');
      shell = stylesheetsFirst(String(index.source));
      index.source = shell;
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr || !shell) return;
        const started = Date.now();
        const count = await renderAll(config, resolve(config.root, config.build.outDir), shell);
        config.logger.info(`prerender: ${count} pages in ${Date.now() - started} ms`);
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const toShell: Connect.NextHandleFunction = (req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html')) {
          let pathname: string;
          try {
            pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
          } catch {
            pathname = '/?'; // malformed: no such file, the shell answers (and the app shows its not-found page)
          }
          const target = fallbackTo(pathname, (path) => isFile(join(outDir, path)));
          if (target) req.url = target;
        }
        next();
      };
      server.middlewares.use(toShell);
    },
  };
}
