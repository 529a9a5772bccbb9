#!/usr/bin/env node
// npm start: the site on its local backend, fully offline, seeded with the demo data.
//   1. decides the local backend (scripts/local-backend-mode.mjs) and prints which one runs and why;
//   2. builds the site against the emulators (the committed .env) while they start; a build of the same sources is
//      reused;
//   3. seeds the demo accounts and the demo data, then serves the build on http://127.0.0.1:4173.
// HOST=0.0.0.0 also serves it to the local network and prints the LAN address (for a phone on the same Wi-Fi).
// SKIP_BUILD=1 serves the dist/ already there; FORCE_BUILD=1 rebuilds even when nothing changed. Ctrl-C stops all.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { READY_LINE, seedDemoData, startEmulators } from './emulators.mjs';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { smsCodes } from './sms-codes.mjs';
import { loadAdmin } from './firebase-admin.mjs';
import { PROJECT_ID } from './emulator-env.mjs';
import { REAL_FIRESTORE_HOST, detectLocalBackend } from './local-backend-mode.mjs';
import { buildFingerprint, lanAddresses } from './start-local-helpers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.PORT ?? 4173);
const LISTEN = process.env.HOST || '127.0.0.1';
const DIST = new URL('../dist/', import.meta.url);
/** Which backend and sources dist/ was built for (a dotfile: hosting ignores it). */
const BUILD_MARKER = new URL('.local-backend', DIST);
const RENDERER = new URL('../functions/lib/renderer/renderer.json', import.meta.url);
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const started = Date.now();
const step = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
    // The build's own output is long: a dot per chunk as progress, its last lines shown if it fails.
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-6000);
      process.stdout.write('.');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      process.stdout.write('\n');
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${tail}`));
    });
  });
}

async function build(mode) {
  const marker = existsSync(BUILD_MARKER) ? readFileSync(BUILD_MARKER, 'utf8').trim() : '';
  const wanted = `${mode} ${buildFingerprint(ROOT)}`;
  if (process.env.SKIP_BUILD === '1') {
    if (!marker.startsWith(`${mode} `))
      console.warn(
        `Warning: SKIP_BUILD=1 serves a dist/ built for '${marker.split(' ')[0] || 'unknown'}', not '${mode}'.`,
      );
    return;
  }
  // The build also writes the `preview` function's renderer of the boats pages (vite-listing-renderer.ts).
  const rendererThere = existsSync(RENDERER);
  if (marker === wanted && rendererThere && process.env.FORCE_BUILD !== '1') {
    step('Build: dist/ is up to date for these sources and this backend (FORCE_BUILD=1 rebuilds).');
    return;
  }
  step('Building the site (against the local emulators)...');
  await run(bin('vite'), ['build']);
  writeFileSync(BUILD_MARKER, `${wanted}\n`);
  step('Build done.');
}

async function main() {
  const plan = detectLocalBackend();
  if (plan.mode === 'error') {
    console.error(`Local backend cannot start. ${plan.reason}`);
    process.exit(1);
  }
  step(`Local backend: ${plan.reason}`);
  step('Starting the Firebase emulators (Auth, Functions, Firestore) and the local Storage endpoint, offline...');
  const log = (line) => step(`  ${line}`);
  // Build and emulators start side by side; the demo data is seeded from the build's /demo-data.json.
  const [built, emulators] = await Promise.allSettled([
    build(plan.mode),
    startEmulators({ javaEnv: plan.javaEnv ?? {}, log, listen: LISTEN }),
  ]);
  const stopEmulators = emulators.status === 'fulfilled' ? emulators.value.stop : async () => {};
  try {
    if (built.status === 'rejected') throw built.reason;
    if (emulators.status === 'rejected') throw emulators.reason;
    step('Emulators ready; demo accounts seeded.');
    await seedDemoData({ dist: DIST, log });
  } catch (error) {
    await stopEmulators();
    throw error;
  }
  const preview = spawn(bin('vite'), ['preview', '--port', String(PORT), '--strictPort', '--host', LISTEN], {
    cwd: ROOT,
    stdio: 'ignore',
  });

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    if (preview.exitCode === null) preview.kill('SIGTERM');
    await stopEmulators();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  preview.on('exit', (code) => void stop(code ?? 0));

  step(READY_LINE);
  console.log(`\nNassau Harbour Yachts: http://127.0.0.1:${PORT}/`);
  if (LISTEN === '0.0.0.0')
    for (const address of lanAddresses()) console.log(`  on your network:    http://${address}:${PORT}/`);
  else console.log('  (HOST=0.0.0.0 npm start also serves it to phones on your network)');
  console.log(
    'Data: Firestore emulator (127.0.0.1:8080) seeded with the demo data, photos on 127.0.0.1:9199; every browser syncs through them.',
  );
  console.log('Demo sign-ins (local emulator only):');
  for (const a of DEMO_ACCOUNTS)
    console.log(
      `  ${a.role.padEnd(6)} ${a.email}  /  ${a.password}` +
        (a.secondFactorPhone ? `  (then the text-message code, printed here: ${a.secondFactorPhone})` : ''),
    );
  console.log('Ctrl-C stops the site and the emulators.\n');
  printTextMessages();
  printAccountEmails();
}

/**
 * No email leaves the emulators: each account email (#32: a sign-up's "Choose your password" link, or the note to an
 * address that has an account) is printed here with its link on this site (the email's own link names the production
 * site).
 */
function printAccountEmails() {
  process.env.FIRESTORE_EMULATOR_HOST ??= REAL_FIRESTORE_HOST;
  const { app, firestore } = loadAdmin();
  const instance =
    app.getApps().find((a) => a.name === 'start') ?? app.initializeApp({ projectId: PROJECT_ID }, 'start');
  const since = new Date().toISOString();
  firestore
    .getFirestore(instance)
    .collection('mail')
    .where('kind', '==', 'accountRequest')
    .onSnapshot(
      (snap) => {
        for (const change of snap.docChanges()) {
          const mail = change.doc.data();
          if (change.type !== 'added' || String(mail.createdAt) < since) continue;
          const link = String(mail.message?.text ?? '').match(/https?:\/\/\S+\/auth\?\S+/)?.[0];
          const local = link ? new URL(link) : null;
          console.log(
            `Email to ${mail.to}: ${mail.message?.subject}` +
              (local ? `: http://127.0.0.1:${PORT}${local.pathname}${local.search}` : ''),
          );
        }
      },
      () => undefined,
    );
}

/**
 * The emulator sends no SMS: each code it issues for a second factor (#32, the admin's sign-in) is printed here, as the
 * phone would show it.
 */
function printTextMessages() {
  // By session: the emulator deletes a code once it is used, so the list is no log to count through.
  const seen = new Set();
  const timer = setInterval(async () => {
    const codes = await smsCodes().catch(() => null);
    if (!codes) return;
    for (const c of codes.filter((c) => !seen.has(c.sessionInfo))) {
      seen.add(c.sessionInfo);
      console.log(`SMS to ${c.phoneNumber}: your security code is ${c.code}`);
    }
  }, 1000);
  timer.unref();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
