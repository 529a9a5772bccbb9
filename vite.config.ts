import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { pwaOptions } from './src/app/pwa/pwa-options';
import { seoFiles } from './scripts/vite-seo-files';
import { feeds } from './scripts/vite-feeds';
import { demoData, holdsPublicData } from './scripts/vite-demo-data';
import { routePreload } from './scripts/vite-route-preload';
import { appShell } from './scripts/vite-app-shell';
import { prerender, routerPlugin } from './scripts/vite-prerender';
import { listingRenderer } from './scripts/vite-listing-renderer';
import { rxdbKeyOrder } from './scripts/vite-rxdb-key-order';
import { hostingHeaders } from './scripts/vite-hosting-headers';
import { scriptPolicyPlugin } from './scripts/vite-script-policy';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shared rules (packages/domain): the same files as through the workspace link, named here as '@' is.
      '@harbour/domain': fileURLToPath(new URL('./packages/domain/src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  plugins: [
    // First: every preview answer (files, the shell, the listing renderer's pages) carries Hosting's headers.
    hostingHeaders(),
    routerPlugin(),
    react(),
    rxdbKeyOrder(),
    VitePWA(pwaOptions),
    seoFiles(),
    feeds(),
    demoData(),
    appShell(),
    // Before prerender(): its preview middleware answers pages without a file with the shell.
    listingRenderer(),
    prerender(),
    // Data pages: their route chunk is fetched alongside index.js, and so is the database code, except on a
    // device's first visit (the page paints from the first-visit snapshot before it needs it; see vite-demo-data.ts).
    routePreload(
      {
        '^/boats/?$': 'src/routes/boats/index.tsx',
        '^/boats/[^/]+/?$': 'src/routes/boats/$boatId.tsx',
        '^/blogs/?$': 'src/routes/blogs/index.tsx',
        '^/blogs/[^/]+/?$': 'src/routes/blogs/$slug.tsx',
      },
      {
        modules: ['src/data/public/public-db-client.ts', 'src/data/query/rx.ts'],
        when: () => holdsPublicData(),
      },
    ),
    // Last: the page's script policy names every inline script the transforms above wrote.
    scriptPolicyPlugin(),
  ],
  build: { target: 'es2022', sourcemap: false },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
