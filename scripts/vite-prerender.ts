import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { prerenderedPages, SHELL_FILE } from '../src/app/prerender/prerendered-pages';
import { pageHtml, stylesheetsFirst } from '../src/app/prerender/page-html';
import { NOT_FOUND_FILE, NOT_FOUND_RENDER_PATH, navigationAnswer } from '../src/app/prerender/navigation-answer';

/** src/app/prerender/render-page.ts (loaded through Vite: it renders .tsx modules). */
interface RenderModule {
  renderPage(
    url: string,
    snapshot: import('../src/data/public/first-visit-snapshot').PublicSnapshot | null,
  ): Promise<{ body: string; head: string | null; renderedAt: string }>;
}

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
    // The pages whose content is the site's own (the data pages are the `preview` function's).
    const pages = prerenderedPages();
    for (const page of pages) {
      const file = join(outDir, page.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(shell, page, await renderPage(page.path, null)));
    }
    // The not-found page (noindex) the servers answer unknown paths with, and a 404 (navigation-answer.ts).
    const notFound = { path: NOT_FOUND_RENDER_PATH, fromSnapshot: false };
    writeFileSync(join(outDir, NOT_FOUND_FILE), pageHtml(shell, notFound, await renderPage(notFound.path, null)));
    return pages.length + 1;
  } finally {
    await server.close();
  }
}

/**
 * Renders the public pages into the build (src/app/prerender): a first visit gets the page's markup, photos and
 * head in the HTML and paints before the JavaScript has run; the client hydrates it. The built index.html's shell
 * (the header only, scripts/vite-app-shell.ts) is kept as shell.html: the answer for the app's other routes, here
 * (`vite preview`) and on Firebase Hosting, and for every route from the service worker; the `preview` function
 * renders the home page. Unknown paths get 404.html with a 404 (src/app/prerender/navigation-answer.ts).
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
      // The `preview` function renders the home page with the newest boats (firebase.json sends '/' to it); Hosting
      // serves a file before any rewrite, so the build has no index.html.
      delete bundle['index.html'];
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
      const isBuilt = (path: string) => isFile(join(outDir, path));
      const toShell: Connect.NextHandleFunction = (req, res, next) => {
        // Any GET, as Hosting: a path without a file is a page of the app or the not-found page, whatever was accepted.
        if (req.method === 'GET' || req.method === 'HEAD') {
          let pathname: string;
          try {
            pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
          } catch {
            pathname = '/?'; // malformed: no such page
          }
          const answer = navigationAnswer(pathname, isBuilt);
          if (answer?.status === 404 && isBuilt(answer.file)) {
            // Served here: the static server would answer 200.
            res.statusCode = 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : readFileSync(join(outDir, answer.file)));
            return;
          }
          if (answer) req.url = answer.file;
        }
        next();
      };
      server.middlewares.use(toShell);
    },
  };
}
