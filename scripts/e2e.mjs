#!/usr/bin/env node
// npm run test:e2e: builds the site and runs Playwright (playwright.config.ts) against it, in one run:
// - projects 'firebase' and 'seeded': the app built in Firebase mode (dist-firebase/), every browser context a device
//   syncing through the emulators Playwright starts (scripts/emulators.mjs: Auth, Functions, the official Firestore
//   emulator, the local Storage endpoint, seeded with the demo data);
// - project 'device': the specs not yet moved to the production path (#29), on the device-only build (dist/).
// Without Java 21+ or the Firestore emulator's jar it stops at once with the reason (scripts/local-backend-mode.mjs).
//   node scripts/e2e.mjs [playwright args...]     e.g. node scripts/e2e.mjs --project firebase --repeat-each 2
// SKIP_BUILD=1 runs on the builds already there.
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
  console.error(`e2e cannot run. ${plan.reason}`);
  process.exit(1);
}
console.log(`e2e: ${plan.reason}`);
const env = process.env;
if (process.env.SKIP_BUILD !== '1') {
  // The Firebase-mode build last: it also writes the `preview` function's renderer (functions/lib/renderer).
  const builds = [
    ['vite', ['build', '--outDir', env.E2E_OUT_DIR ?? 'dist'], env],
    ['vite', ['build', '--outDir', env.E2E_FIREBASE_OUT_DIR ?? 'dist-firebase'], { ...env, ...firestoreBuildEnv() }],
  ];
  for (const [tool, args, buildEnv] of builds) {
    const code = await run(bin(tool), args, buildEnv);
    if (code !== 0) process.exit(code);
  }
}
process.exit(await run(bin('playwright'), ['test', ...process.argv.slice(2)], env));
