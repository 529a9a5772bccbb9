import { defineConfig, devices } from '@playwright/test';
import { SEEDED_SPECS } from './tests/e2e/support/spec-projects';

/** Debian's chromium; Playwright's own browser downloads are not available on this machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The app, built against the emulators (scripts/e2e.mjs builds it), served on its own port: every browser context is
 * a device syncing through the emulators, as in production.
 */
const PORT = Number(process.env.E2E_PORT ?? 4318);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

const specPattern = (files: readonly string[]) =>
  files.length ? new RegExp(`/tests/e2e/(${files.map((f) => f.replace(/[.]/g, '[.]')).join('|')})$`) : /^$/;

/**
 * The Firebase Auth, Functions and official Firestore emulators, the local Storage endpoint, seeded with the demo
 * business (scripts/emulators.mjs). Fixed ports: the script reuses emulators that are already up.
 */
const EMULATOR_SERVER = {
  command: `node scripts/emulators.mjs --dist ${OUT_DIR}`,
  // Ready only once the demo accounts are seeded (the script prints this line last). No `url`: the Auth port
  // opens before seeding, and a url check would let the first tests start too early. The script itself reuses
  // emulators that are already running.
  wait: { stdout: /Harbour emulators ready/ },
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  // scripts/emulators.mjs waits up to 20 s for the CLI to stop the emulators (the Java one included).
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
};

/**
 * Slow reliability tests are tagged @soak and left out of the default run; `npm run test:soak`
 * (playwright test --grep @soak) or E2E_SOAK=1 runs them.
 */
const SOAK = process.env.E2E_SOAK === '1' || process.argv.some((a) => a.includes('@soak'));

export default defineConfig({
  testDir: './tests/e2e',
  ...(SOAK ? {} : { grepInvert: /@soak/ }),
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // No retries anywhere: a test that passes only on a retry is a race to find, not to hide.
  retries: 0,
  // Per test: a test walks several pages, and on the two-core CI machine with two browser workers (and whatever
  // else runs there) single tests were measured at 30-40 s without being stuck anywhere (traces read). A stuck test
  // still fails, at its first expectation's own timeout.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Both below took the browser suite from 33 to 23.5 minutes on two cores (docs/PERFORMANCE.md, "The test suite").
    // A trace of every test, kept when it fails: actions, console, network. No screencast and no DOM snapshots: they
    // cost CPU in every test (about 6 % of the suite), and a failure keeps its page's accessibility snapshot
    // (error-context.md) and a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // The service worker precaches the whole app (~2 MB) in each fresh browser, for nothing in most tests. Specs that
    // need it (offline reloads, photos kept on the device) turn it on with test.use({ serviceWorkers: 'allow' }); a
    // real browser's first visit runs the same way, before the worker installs.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'firebase', testIgnore: specPattern(SEEDED_SPECS) },
    {
      name: 'seeded',
      testMatch: specPattern(SEEDED_SPECS),
      // After the shared-backend specs (a reset under them would take their records away), one file at a time.
      dependencies: ['firebase'],
      workers: 1,
      fullyParallel: false,
    },
  ],
  // scripts/e2e.mjs starts these itself (E2E_EXTERNAL_SERVERS) and keeps them up across its two runs.
  webServer: process.env.E2E_EXTERNAL_SERVERS
    ? []
    : [
        {
          command: `npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
          url: `http://127.0.0.1:${PORT}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        EMULATOR_SERVER,
      ],
});
