import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Integration tests against the Firebase Auth, Functions and official Firestore emulators. Run through
 * `npm run test:emulator`, which starts them (scripts/emulators.mjs exec).
 * Also runs the functions' own pure unit tests (functions/src/*.test.ts).
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
    include: ['tests/emulator/**/*.test.ts', 'functions/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One emulator set: files share its state, so run them one after another.
    fileParallelism: false,
  },
});
