import { test } from '@playwright/test';
import { seedDemoData, warmCallables } from '../../../scripts/emulators.mjs';
import { PROJECT_ID } from '../../../scripts/emulator-env.mjs';
import { REAL_FIRESTORE_HOST } from '../../../scripts/local-backend-mode.mjs';

/** The build whose /demo-data.json the emulators were seeded from (playwright.config.ts serves it). */
const DIST = new URL(`../../../${process.env.E2E_OUT_DIR ?? 'dist-e2e'}/`, import.meta.url);

/**
 * Puts the backend back to the demo business: every Firestore document removed (the emulator's own endpoint), then the
 * demo data seeded again as `npm start` seeds it. For the specs that check the seed's exact figures or change the
 * seeded records; they run one at a time (the `seeded` project in playwright.config.ts), each file from a fresh seed.
 * The demo accounts stay in the Auth emulator with their roles; their profiles come back with the seed.
 */
export async function resetBackend(): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST ??= REAL_FIRESTORE_HOST;
  const res = await fetch(
    `http://${REAL_FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Firestore emulator: clearing the data failed (${res.status} ${await res.text()})`);
  await seedDemoData({ dist: DIST, log: () => {} });
  // The seed's trigger switch restarts the functions: their callables answer again before a test signs anyone in.
  await warmCallables();
}

/**
 * This spec file starts from the demo business as seeded: the backend is reset before its first test. Only for the
 * `seeded` project's specs (SEEDED_SPECS in spec-projects.ts), which run one file at a time, their tests in order: a
 * file whose tests change records puts them where the later tests do not count them (a reset costs seconds on an idle
 * machine and half a minute on the busy CI one, where the Functions emulator reloads its triggers).
 */
export function startFromTheSeed(): void {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from an object pattern
  test.beforeAll(async ({}, testInfo) => {
    // The reset's own time: seconds, a minute at most on a loaded machine.
    testInfo.setTimeout(180_000);
    await resetBackend();
  });
}
