// The web app's code the functions run that is more than a few import-free files (copy-shared.cjs copies those): the
// search alerts' matcher is /boats' own URL check and filters (valibot included). Vite, already the web app's builder,
// bundles it into one CommonJS file the functions require (lib/bundled/), so an alert email never disagrees with what
// the page shows. Run by `npm run build` here, after tsc.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Bundle file in lib/bundled/ → its entry in the web app. */
export const BUNDLES = {
  'search-alert-match': 'src/features/boats/model/search-alert-match.ts',
};

for (const [name, entry] of Object.entries(BUNDLES))
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': join(root, 'src') } },
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: join(root, entry),
      outDir: join(root, 'functions', 'lib', 'bundled'),
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      target: 'node20',
      rollupOptions: { output: { format: 'cjs', entryFileNames: `${name}.cjs` } },
    },
  });
console.log(`functions: bundled ${Object.keys(BUNDLES).join(', ')} into lib/bundled/`);
