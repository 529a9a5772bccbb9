// Builds the bench-only seed page (scripts/bench/seed-page) into <outDir>/__bench/ so it is served from the
// same origin as the production build under test. It imports the app's own data modules (same database name,
// storage and seed), so no bench code path exists in the production bundle.
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function buildSeedPage(outDir) {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./seed-page/', import.meta.url)),
    envDir: ROOT,
    base: '/__bench/',
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('../../src', import.meta.url)),
        'styled-system': fileURLToPath(new URL('../../styled-system', import.meta.url)),
      },
    },
    css: { postcss: { plugins: [] } },
    build: {
      outDir: `${ROOT}${outDir}/__bench`,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: fileURLToPath(new URL('./seed-page/bench-seed.html', import.meta.url)) },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildSeedPage(process.argv[2] ?? 'dist-bench');
}
