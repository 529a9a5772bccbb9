import { defineConfig, devices } from '@playwright/test';

/** Debian's chromium; Playwright's own browser downloads are not available on this machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const PORT = Number(process.env.E2E_PORT ?? 4317);
/** Build folder to serve; parallel work can build into its own folder (vite build --outDir dist-x). */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * The Firebase Auth + Functions emulators (and the Firestore stand-in) for the account specs
 * (tests/e2e/auth.spec.ts). Fixed ports: scripts/emulators.mjs reuses emulators that are already up,
 * so parallel runs share one set. E2E_EMULATORS=off skips them for runs that need no accounts.
 */
const EMULATORS = process.env.E2E_EMULATORS !== 'off';
const EMULATOR_SERVER = {
  command: 'node scripts/emulators.mjs',
  // Ready only once the demo accounts are seeded (the script prints this line last). No `url`: the Auth port
  // opens before seeding, and a url check would let the first tests start too early. The script itself reuses
  // emulators that are already running.
  wait: { stdout: /Harbour emulators ready/ },
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
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
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(EMULATORS ? [EMULATOR_SERVER] : []),
  ],
});
