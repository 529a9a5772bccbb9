import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { isLivePagePath, SHELL_FILE } from '../src/app/prerender/prerendered-pages';
import { routerPlugin } from './vite-prerender';
import { functionUrl, functionUrlOfBuild, sendFunctionAnswer } from './functions-emulator';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the `preview` function loads the renderer from (functions/src/listing-renderer.ts): inside the functions' deploy. */
export const RENDERER_DIR = 'functions/lib/renderer';
export const RENDERER_ENTRY = 'src/app/prerender/listing-page-server.ts';
/** Names the built entry module (functions/src/listing-renderer.ts reads it). */
export const RENDERER_MANIFEST = 'renderer.json';

/** The app's renderer for the live pages (home, boats) as one Node bundle (everything inlined: the function has no React of its own). */
async function buildRenderer(config: ResolvedConfig, shell: string): Promise<void> {
  const outDir = resolve(ROOT, RENDERER_DIR);
  const output = await build({
    configFile: false,
    root: ROOT,
    mode: config.mode,
    // Errors only: the client build has just reported the same modules' warnings.
    logLevel: 'error',
    publicDir: false,
    plugins: [routerPlugin()],
    resolve: { alias: config.resolve.alias },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: RENDERER_ENTRY,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: {
        output: {
          format: 'es',
          entryFileNames: 'listing-page-server-[hash].mjs',
          chunkFileNames: 'chunks/[name]-[hash].mjs',
        },
      },
    },
  });
  // The shell of the same build: its asset names are the ones the renderer's markup and the client agree on.
  copyFileSync(shell, join(outDir, SHELL_FILE));
  // The entry's name changes with its content, so the function loads a new build as a new module (the route chunks
  // import shared code from the entry by that name: one instance of it, whatever the version).
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('listing renderer: the build has no entry chunk');
  writeFileSync(join(outDir, RENDERER_MANIFEST), JSON.stringify({ entry: entry.fileName }));
}

function toListingRenderer(functionUrl: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '/';
    // Any GET, whatever it accepts, as the Hosting rewrites (firebase.json): the home page, the boats pages, and the post pages
    // (their head, or a 404).
    const read = req.method === 'GET' || req.method === 'HEAD';
    const path = url.split('?')[0];
    if (!read || !(isLivePagePath(path) || /^\/blogs\/[^/]+\/?$/.test(path))) return next();
    // A redirect (the page's canonical address, #32 N12) goes to the browser, as Hosting passes it on.
    fetch(functionUrl + url, { headers: { accept: 'text/html' }, redirect: 'manual' })
      // The function failed: the shell answers and the app renders the page.
      .then((answer) => (answer.status >= 500 ? next() : sendFunctionAnswer(req, res, answer)))
      .catch(() => next()); // emulator not running: the shell, as without this
  };
}

/**
 * The home page, /boats and the boat pages are rendered by the `preview` function from the live data. The build writes the function's renderer (RENDERER_DIR) from the
 * same sources and mode as the client; `vite preview` and `vite dev` send those navigations to the `preview` function
 * on the local Functions emulator, as the Hosting rewrite does in production (firebase.json).
 */
export function listingRenderer(): Plugin {
  let config: ResolvedConfig;
  // A build that failed has no shell: saying so would hide the build's own error, which is the one to read.
  let failed = false;
  return {
    name: 'listing-renderer',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr || failed) return;
        const shell = resolve(config.root, config.build.outDir, SHELL_FILE);
        if (!existsSync(shell)) throw new Error(`listing renderer: the build has no ${SHELL_FILE}`);
        const started = Date.now();
        await buildRenderer(config, shell);
        config.logger.info(`listing renderer: ${RENDERER_DIR} in ${Date.now() - started} ms`);
      },
    },
    configureServer(server) {
      const url = functionUrl(server.config.env, 'preview');
      if (url) server.middlewares.use(toListingRenderer(url));
    },
    configurePreviewServer(server) {
      const url = functionUrlOfBuild(server.config, 'preview');
      if (url) server.middlewares.use(toListingRenderer(url));
    },
  };
}
