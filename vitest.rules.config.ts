import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Security-rules tests (tests/rules), two projects:
 * - `static`: reads firestore.rules / storage.rules as text (runs everywhere; NOT a substitute);
 * - `emulator`: evaluates the rules on the Firestore and Storage emulators with @firebase/rules-unit-testing.
 *   Run through `npm run test:rules` (scripts/test-rules.mjs), which starts the emulators, or says plainly
 *   that it cannot.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shared rules (packages/domain): the same files as through the workspace link, named here as '@' is.
      '@harbour/domain': fileURLToPath(new URL('./packages/domain/src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'static', include: ['tests/rules/rules-static.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['tests/rules/*.rules.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One emulator: the files clear and seed the same project.
          fileParallelism: false,
        },
      },
    ],
  },
});
