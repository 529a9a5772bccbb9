// The functions' build: `tsc` checks the types (it emits nothing), then esbuild writes lib/. Firebase deploys the
// functions/ folder alone and installs only the dependencies in its package.json there, so lib/ must hold everything
// else the functions run: each entry below is one CommonJS file with the shared rules (@harbour/domain,
// packages/domain) and any other code they import inlined. The functions' own npm dependencies (firebase-admin,
// firebase-functions) stay `require`d from functions/node_modules. Run by `npm run build` here.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/**
 * lib/index.js is what Firebase (and the Functions emulator, firebase.json) loads. The others are the functions'
 * pure cores the seed script uses to write projections and counters as the triggers would
 * (scripts/seed-firestore.mjs, loadFunctionsLib; the charter boat's demo season too), and the one-off backfills (scripts/backfill.mjs). A script that
 * imports another lib/ file finds nothing (scripts/functions-lib-imports.test.ts).
 */
export const ENTRIES = ['index', 'projections', 'counters', 'replication', 'backfills', 'charter-season'];

/** Written into lib/ by the web app's build (scripts/vite-listing-renderer.ts), not by this one: kept. */
const KEPT = new Set(['renderer']);

// What an earlier build wrote (other entries, or the per-file output of builds before this one) must not linger in
// what is deployed.
const lib = join(dir, 'lib');
mkdirSync(lib, { recursive: true });
for (const entry of readdirSync(lib, { withFileTypes: true }).filter((e) => !KEPT.has(e.name)))
  rmSync(join(lib, entry.name), { recursive: true, force: true });
// Builds before @harbour/domain copied the shared rules into src/shared/ (never committed): a checkout that still
// has those copies must not type-check or lint them.
rmSync(join(dir, 'src', 'shared'), { recursive: true, force: true });

await build({
  absWorkingDir: dir,
  entryPoints: ENTRIES.map((name) => `src/${name}.ts`),
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Only what `npm install` puts beside lib/ when deployed.
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(`functions: bundled ${ENTRIES.map((name) => `lib/${name}.js`).join(', ')}`);
