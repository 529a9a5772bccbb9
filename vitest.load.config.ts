import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * The load test (tests/load): 200 visitors at once against the local emulators it starts (the official Firestore
 * emulator, Auth, Functions). `npm run test:load`; minutes long, so not part of `npm test`.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shared rules (packages/domain): the same files as through the workspace link, named here as '@' is.
      '@harbour/domain': fileURLToPath(new URL('./packages/domain/src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  test: {
    include: ['tests/load/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
  },
});
