import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicSnapshotBody } from './public-snapshot';

/**
 * The web app's renderer for the live pages (the home page, /boats, the boat pages:
 * src/app/prerender/listing-page-server.ts), which the app's
 * app's build writes into lib/renderer (scripts/vite-listing-renderer.ts) with the shell of the same build.
 * Absent in a functions build without an app build: the `preview` function then answers with the head only.
 */
export const RENDERER_DIR = join(__dirname, 'renderer');
/** Written by the build last: { entry: the entry module's file name (with its content hash) }. */
const MANIFEST = 'renderer.json';
const SHELL = 'shell.html';

export interface ListingRenderer {
  /** The whole page for a path and query string, rendered from the snapshot and carrying it. */
  render(url: string, snapshot: PublicSnapshotBody): Promise<string>;
}

interface RendererModule {
  renderListingPage(shell: string, url: string, snapshot: PublicSnapshotBody): Promise<string>;
}

/** Pure: the pages rendered here (the same paths as the app's isLivePagePath). */
export function isLivePath(path: string): boolean {
  return path === '/' || /^\/boats(\/[^/]+)?\/?$/.test(path);
}

let loaded: { entry: string; renderer: Promise<ListingRenderer | null> } | null = null;

function readEntry(dir: string): string | null {
  try {
    const { entry } = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { entry?: unknown };
    return typeof entry === 'string' && /^[\w.-]+\.mjs$/.test(entry) ? entry : null;
  } catch {
    return null; // no app build here (or one being written): the head-only page
  }
}

/**
 * The renderer, loaded once per build (a new build writes a new entry module and manifest; the emulator's function
 * picks it up on its next request). Null when there is none or it cannot be loaded (logged): the caller falls back to
 * the head only.
 */
export function loadListingRenderer(dir: string = RENDERER_DIR): Promise<ListingRenderer | null> {
  const entry = readEntry(dir);
  if (!entry) return Promise.resolve(null);
  if (loaded?.entry !== entry) {
    // An ES module: `import()` stays a real dynamic import in this CommonJS build (module node16).
    const renderer = (import(pathToFileURL(join(dir, entry)).href) as Promise<RendererModule>).then(
      (module): ListingRenderer => {
        const shell = readFileSync(join(dir, SHELL), 'utf8');
        return { render: (url, snapshot) => module.renderListingPage(shell, url, snapshot) };
      },
      (error: unknown) => {
        console.error('listing renderer: cannot load', error);
        return null;
      },
    );
    loaded = { entry, renderer };
  }
  return loaded.renderer;
}
