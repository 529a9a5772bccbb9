import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { pwaOptions } from './src/app/pwa/pwa-options';
import { seoFiles } from './scripts/vite-seo-files';
import { demoData } from './scripts/vite-demo-data';
import { routePreload } from './scripts/vite-route-preload';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    VitePWA(pwaOptions),
    seoFiles(),
    demoData(),
    // Pages whose first paint needs their route chunk and the data layer: fetched alongside index.js.
    routePreload({
      '^/boats/?$': 'src/routes/boats/index.tsx',
      '^/boats/[^/]+/?$': 'src/routes/boats/$boatId.tsx',
      '^/blogs/?$': 'src/routes/blogs/index.tsx',
      '^/blogs/[^/]+/?$': 'src/routes/blogs/$slug.tsx',
    }),
  ],
  build: { target: 'es2022', sourcemap: false },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
