#!/usr/bin/env node
// npm run test:e2e: builds the site and runs Playwright (playwright.config.ts) against it.
// - project 'device': the app built device-only (dist/), the suite most specs run in;
// - project 'firebase': the app built in Firebase mode (dist-firebase/) against the emulators playwright starts
//   (scripts/emulators.mjs: Auth, Functions, the official Firestore emulator, the local Storage endpoint, seeded with
//   the demo data), for the multi-device specs in tests/e2e/sync. Where the official Firestore emulator cannot run
//   (scripts/local-backend-mode.mjs says why), that project is left out and this says so.
//   node scripts/e2e.mjs [playwright args...]     e.g. node scripts/e2e.mjs --project firebase --repeat-each 2
// Without --project both run, one after the other (each with its own emulators). SKIP_BUILD=1 runs on the builds already there.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { detectLocalBackend, firestoreBuildEnv } from './local-backend-mode.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const plan = detectLocalBackend();
if (plan.mode === 'error') {
  console.error(`e2e: ${plan.reason}`);
  process.exit(1);
}
const firebase = plan.mode === 'firestore-emulators';
console.log(
  firebase
    ? `e2e: device-only specs, and the multi-device specs (tests/e2e/sync) in Firebase mode. ${plan.reason}`
    : `e2e: device-only specs only; the multi-device specs (tests/e2e/sync) are NOT RUN. ${plan.reason}`,
);
const env = { ...process.env, E2E_BACKEND: firebase ? 'firebase' : 'device' };
if (process.env.SKIP_BUILD !== '1') {
  const builds = [['vite', ['build', '--outDir', env.E2E_OUT_DIR ?? 'dist'], env]];
  if (firebase)
    builds.push([
      'vite',
      ['build', '--outDir', env.E2E_FIREBASE_OUT_DIR ?? 'dist-firebase'],
      { ...env, ...firestoreBuildEnv() },
    ]);
  for (const [tool, args, buildEnv] of builds) {
    const code = await run(bin(tool), args, buildEnv);
    if (code !== 0) process.exit(code);
  }
}
const args = process.argv.slice(2);
if (args.some((a) => a === '--project' || a.startsWith('--project=')))
  process.exit(await run(bin('playwright'), ['test', ...args], env));
// The whole suite: the device-only specs first, on the light backend they need (Auth + Functions with the JS Firestore
// stand-in, as a device-only deployment has), then the multi-device specs on the official emulators. One after the
// other: together, two browser workers, the Java emulator and the functions overload a two-core machine.
const device = await run(bin('playwright'), ['test', ...args, '--project', 'device', '--pass-with-no-tests'], {
  ...env,
  E2E_BACKEND: 'device',
  LOCAL_FIRESTORE: 'stand-in',
});
// Its own output folder: Playwright empties the folder when it starts, and the first pass's traces must survive.
const synced = firebase
  ? await run(
      bin('playwright'),
      ['test', ...args, '--project', 'firebase', '--pass-with-no-tests', '--output', 'test-results-firebase'],
      env,
    )
  : 0;
process.exit(device || synced);
