#!/usr/bin/env node
// npm start: the local default, fully offline. First decides the local backend (scripts/local-backend-mode.mjs)
// and prints which one runs and why:
//   stand-in (Java < 21, or LOCAL_FIRESTORE=stand-in):
//     1. builds the site (vite build; the committed .env points accounts at the emulators),
//     2. starts the Firestore stand-in + Firebase Auth and Functions emulators, seeds the demo accounts,
//     3. serves the build with `vite preview` on http://127.0.0.1:4173; the app runs device-only on its demo data.
//   firestore-emulators (Java 21 and the emulator downloads, or LOCAL_FIRESTORE=emulators):
//     1. builds the site with VITE_FIRESTORE_SYNC=on and the Firestore (8080) / Storage (9199) emulator addresses,
//     2. starts the Auth, Functions, Firestore and Storage emulators, seeds the demo accounts, then the demo data
//        (scripts/seed-firestore.mjs, with the functions' triggers off while it writes),
//     3. serves the build; the app syncs through the emulators.
// SKIP_BUILD=1 serves the dist/ already there (a warning if it was built for the other backend).
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HUB_ORIGIN, startEmulators } from './emulators.mjs';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { detectLocalBackend, firestoreBuildEnv } from './local-backend-mode.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.PORT ?? 4173);
const DIST = new URL('../dist/', import.meta.url);
/** Which backend dist/ was built for (a dotfile: hosting ignores it). */
const BUILD_MARKER = new URL('.local-backend', DIST);
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function build(mode) {
  if (process.env.SKIP_BUILD === '1') {
    const built = existsSync(BUILD_MARKER) ? readFileSync(BUILD_MARKER, 'utf8').trim() : 'stand-in';
    if (built !== mode) console.warn(`Warning: SKIP_BUILD=1 serves a dist/ built for '${built}', not '${mode}'; run without SKIP_BUILD to rebuild.`);
    return;
  }
  console.log('Building the site...');
  const env = mode === 'firestore-emulators' ? { ...process.env, ...firestoreBuildEnv() } : process.env;
  await run(bin('vite'), ['build'], env);
  writeFileSync(BUILD_MARKER, `${mode}\n`);
}

async function seedDemoData() {
  const [{ loadAdmin }, { seedFirestore, withTriggersDisabled }, { PROJECT_ID }] = await Promise.all([
    import('./firebase-admin.mjs'), import('./seed-firestore.mjs'), import('./emulator-env.mjs'),
  ]);
  // The demo business exactly as the device-only app loads it: the build's /demo-data.json (src/data/seed).
  const data = JSON.parse(readFileSync(new URL('demo-data.json', DIST), 'utf8'));
  const { app, firestore } = loadAdmin();
  const admin = app.getApps().find((a) => a.name === 'seed-data') ?? app.initializeApp({ projectId: PROJECT_ID }, 'seed-data');
  console.log('Demo data (Firestore emulator):');
  // Triggers off while seeding: the seed writes the projections and counters itself, the triggers would count twice.
  await withTriggersDisabled(HUB_ORIGIN, () => seedFirestore(firestore.getFirestore(admin), data, { log: console.log }));
}

async function main() {
  const plan = detectLocalBackend();
  console.log(`Local backend: ${plan.mode === 'error' ? 'cannot start' : plan.mode}. ${plan.reason}`);
  if (plan.mode === 'error') process.exit(1);

  await build(plan.mode);
  console.log(plan.mode === 'firestore-emulators'
    ? 'Starting the Firebase emulators: Auth, Functions, Firestore, Storage (offline)...'
    : 'Starting the Firebase emulators (offline)...');
  const emulators = await startEmulators({ backend: plan.mode });
  if (plan.mode === 'firestore-emulators') {
    try {
      await seedDemoData();
    } catch (error) {
      await emulators.stop();
      throw error;
    }
  }
  const preview = spawn(bin('vite'), ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { cwd: ROOT, stdio: 'inherit' });

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    if (preview.exitCode === null) preview.kill('SIGTERM');
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  preview.on('exit', (code) => void stop(code ?? 0));

  console.log(`\nNassau Harbour Yachts: http://127.0.0.1:${PORT}/`);
  console.log(plan.mode === 'firestore-emulators'
    ? 'Data: Firestore + Storage emulators (127.0.0.1:8080, 127.0.0.1:9199), seeded with the demo data; the app syncs through them.'
    : 'Data: device-only in the browser, seeded from /demo-data.json (no Firestore emulator: see the line "Local backend" above).');
  console.log('Demo sign-ins (local emulator only):');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email}  /  ${a.password}`);
  console.log('Ctrl-C stops the site and the emulators.\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
