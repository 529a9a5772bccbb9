#!/usr/bin/env node
// The local Firebase backend, offline (scripts/local-backend-mode.mjs): firebase-tools runs the Auth, Functions and
// official Firestore emulators (the Java found by scripts/firestore-emulator-java.mjs), so the functions' triggers are
// wired as when deployed, plus the local Storage endpoint (scripts/storage-local.mjs); the demo accounts and the demo
// data are seeded. Without Java 21+ or the emulator's jar it stops at once, saying how to get them.
//
//   node scripts/emulators.mjs [--dist DIR]  detect, start, seed (DIR's demo-data.json), print READY_LINE, run until Ctrl-C
//   node scripts/emulators.mjs exec "<cmd>"  `firebase emulators:exec` the command on Auth, Functions and Firestore
//
// If the emulators are already running (another terminal, a parallel e2e run), `start` reuses them
// and just waits, so two runs never fight over the fixed ports.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  REAL_FIRESTORE_HOST,
  REAL_FIRESTORE_PORT,
  STORAGE_HOST,
  STORAGE_PORT,
  detectLocalBackend,
} from './local-backend-mode.mjs';
import { AUTH_PORT, FUNCTIONS_PORT, HOST, PROJECT_ID, emulatorProcessEnv, firebaseCli } from './emulator-env.mjs';
import { writeEmulatorRules } from './rules-bucket.mjs';

export const READY_LINE = 'Harbour emulators ready';
/** The emulator hub (firebase.json), whose switch turns the Functions emulator's background triggers off and on. */
export const HUB_ORIGIN = 'http://127.0.0.1:4400';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function isPortOpen(port, host = HOST) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(check, what, timeoutMs = 90_000, intervalMs = 300) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return;
    await sleep(intervalMs);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Functions are loaded when a callable answers (with an error for a bad request; any HTTP answer will do). */
async function functionsLoaded() {
  try {
    const res = await fetch(`http://${HOST}:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/requestAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    return (res.status !== 404 && res.status < 500) || res.status === 401;
  } catch {
    return false;
  }
}

/**
 * Calls the callables the app uses first (sign-up's requestAccount, a lead's ticket, a view) once, with an empty form (each
 * answers 'unauthenticated' or 'invalid-argument'), so their workers have started before anyone signs up: turning the
 * triggers back on after the seed restarts the functions, and a first sign-up under load then waited over 60 s.
 */
export async function warmCallables() {
  await Promise.all(
    ['requestAccount', 'leadTicket', 'trackView'].map((name) =>
      fetch(`http://${HOST}:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(120_000),
      }).catch(() => undefined),
    ),
  );
}

function spawnFirebase(args, { stdio = 'inherit', env = emulatorProcessEnv(), detached = false } = {}) {
  return spawn(process.execPath, [firebaseCli(), ...args, '--project', PROJECT_ID, '--non-interactive'], {
    cwd: ROOT,
    env,
    stdio,
    detached,
  });
}

/** Signals the CLI's whole process group (it runs detached, see startEmulators). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Environment with the official Firestore emulator and the Storage endpoint for the CLI, functions and seeds. */
export function realEmulatorProcessEnv(base = process.env, javaEnv = {}) {
  return {
    ...emulatorProcessEnv(base),
    ...javaEnv,
    FIRESTORE_EMULATOR_HOST: REAL_FIRESTORE_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: STORAGE_HOST,
  };
}

/**
 * Stops this checkout's Firestore emulator if it outlived the CLI that started it (firebase-tools starts the Java
 * process detached; a CLI that did not get to stop it leaves it holding the port, and the next run would reuse a
 * stale emulator). Linux only (/proc); elsewhere it does nothing.
 */
async function stopLeftoverFirestore(log) {
  if (!(await isPortOpen(REAL_FIRESTORE_PORT)) || !existsSync('/proc')) return;
  const { isOurFirestoreEmulator } = await import('./firestore-emulator-java.mjs');
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return isOurFirestoreEmulator(readFileSync(`/proc/${pid}/cmdline`, 'utf8'), REAL_FIRESTORE_PORT);
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
  for (const pid of pids) {
    log(`The Firestore emulator (pid ${pid}) outlived the CLI: stopping it.`);
    for (const signal of ['SIGTERM', 'SIGKILL']) {
      try {
        process.kill(pid, signal);
      } catch {
        break; // already gone
      }
      await waitFor(
        async () => !(await isPortOpen(REAL_FIRESTORE_PORT)),
        'the Firestore emulator to stop',
        5_000,
      ).catch(() => {});
      if (!(await isPortOpen(REAL_FIRESTORE_PORT))) break;
    }
  }
}

/** The local Storage endpoint (firebase-tools' Storage emulator code; the official one cannot start here). */
async function startStorage(log, listen) {
  if (await isPortOpen(STORAGE_PORT)) return { stop: async () => {} };
  const { startLocalStorage } = await import('./storage-local.mjs');
  return startLocalStorage({ host: listen, port: STORAGE_PORT, projectId: PROJECT_ID, log });
}

/** Pure: firebase.json with every emulator listening on `host`. */
export function withEmulatorHost(config, host) {
  const emulators = Object.fromEntries(
    Object.entries(config.emulators ?? {}).map(([name, value]) => [
      name,
      value && typeof value === 'object' && 'host' in value ? { ...value, host } : value,
    ]),
  );
  return { ...config, emulators };
}

/** The emulators' config (git-ignored), beside firebase.json so the functions' source path still resolves. */
const EMULATOR_CONFIG_FILE = path.join(ROOT, 'firebase.emulators.json');

/**
 * Pure: firebase.json as the emulators run it: the Firestore emulator loads `rulesFile` (firestore.rules with the local
 * Storage endpoint added, finding N1: scripts/rules-bucket.mjs), and every emulator listens on `host`.
 */
export function emulatorConfig(config, { host, rulesFile }) {
  const listening = host === HOST ? config : withEmulatorHost(config, host);
  return { ...listening, firestore: { ...listening.firestore, rules: rulesFile } };
}

/**
 * Writes the emulators' rules and config (both git-ignored) and returns the config's path. The copy of the rules is
 * made at start: a change to firestore.rules reaches the emulators at their next start.
 */
function writeEmulatorConfig(host = HOST) {
  const rulesFile = path.relative(ROOT, writeEmulatorRules(STORAGE_HOST));
  const config = emulatorConfig(JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')), {
    host,
    rulesFile,
  });
  writeFileSync(EMULATOR_CONFIG_FILE, JSON.stringify(config, null, 2));
  return EMULATOR_CONFIG_FILE;
}

/** Starts Auth, Functions, Firestore and the Storage endpoint; returns stop(). Reuses emulators that are already up. */
export async function startEmulators({ log = console.log, seed = true, javaEnv = {}, listen = HOST } = {}) {
  const env = realEmulatorProcessEnv(process.env, javaEnv);
  Object.assign(process.env, env);
  const storage = await startStorage(log, listen);
  // The emulators' rules (the local Storage endpoint added) and, listening beyond loopback (HOST=0.0.0.0 npm start,
  // for a phone on the network), other hosts.
  const config = ['--config', writeEmulatorConfig(listen)];
  let child = null;
  if (await isPortOpen(AUTH_PORT)) {
    log('Firebase emulators already running: reusing them.');
  } else {
    // Its own process group: a signal to ours (Playwright stopping its web servers, Ctrl-C) reaches only this script,
    // which then asks the CLI to shut down. Killed outright, the CLI would leave the Java Firestore emulator (which
    // firebase-tools starts detached) running, holding its port.
    child = spawnFirebase(['emulators:start', '--only', 'auth,functions,firestore', ...config], {
      env,
      detached: true,
    });
    child.on('exit', (code) => {
      if (code && !stopping) log(`Firebase emulators exited with code ${code}`);
    });
  }
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      signalGroup(child, 'SIGINT');
      let timer;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 20_000)))]);
      clearTimeout(timer); // a pending timer would keep the calling process alive
      if (child.exitCode === null) signalGroup(child, 'SIGKILL');
      await stopLeftoverFirestore(log);
    }
    await storage.stop();
  };
  try {
    await waitFor(() => isPortOpen(AUTH_PORT), 'the Auth emulator');
    await waitFor(() => isPortOpen(REAL_FIRESTORE_PORT), 'the Firestore emulator');
    await waitFor(functionsLoaded, 'the Functions emulator');
    if (seed) {
      const { seedDemoAccounts } = await import('./seed-emulator-accounts.mjs');
      log('Demo accounts:');
      await seedDemoAccounts({ log });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * Seeds the demo business (the build's demo-data.json, i.e. fixtures/)
 * into the official Firestore emulator, with the functions' triggers off meanwhile: the seed writes the projections
 * and counters itself, the triggers would count everything twice. A second run adds or overwrites nothing.
 */
export async function seedDemoData({ dist = new URL('../dist/', import.meta.url), log = console.log } = {}) {
  const dataFile = new URL('demo-data.json', dist);
  if (!existsSync(dataFile))
    throw new Error(`${fileURLToPath(dataFile)} is missing: build the site first (npm run build).`);
  const [{ loadAdmin }, { seedFirestore, withTriggersDisabled }] = await Promise.all([
    import('./firebase-admin.mjs'),
    import('./seed-firestore.mjs'),
  ]);
  const data = JSON.parse(readFileSync(dataFile, 'utf8'));
  const { app, firestore } = loadAdmin();
  const admin =
    app.getApps().find((a) => a.name === 'seed-data') ?? app.initializeApp({ projectId: PROJECT_ID }, 'seed-data');
  log('Demo data (Firestore emulator):');
  await withTriggersDisabled(HUB_ORIGIN, () => seedFirestore(firestore.getFirestore(admin), data, { log }));
}

async function main() {
  const [mode, command] = process.argv.slice(2);
  // --dist DIR: the build whose /demo-data.json is seeded (default dist/).
  const distArg = process.argv.indexOf('--dist');
  const dist = distArg > 0 ? new URL(`${process.argv[distArg + 1].replace(/\/?$/, '/')}`, `file://${ROOT}`) : undefined;
  const plan = detectLocalBackend();
  if (plan.mode === 'error') {
    console.error(`Local backend cannot start. ${plan.reason}`);
    process.exit(1);
  }
  if (mode === 'exec') {
    if (!command) throw new Error('Usage: node scripts/emulators.mjs exec "<command>"');
    const env = realEmulatorProcessEnv(process.env, plan.javaEnv ?? {});
    const child = spawnFirebase(
      ['emulators:exec', '--only', 'auth,functions,firestore', '--config', writeEmulatorConfig(), command],
      { env },
    );
    process.exit(await new Promise((r) => child.on('exit', (c) => r(c ?? 1))));
  }
  console.log(`Local backend: ${plan.reason}`);
  const { stop } = await startEmulators({ javaEnv: plan.javaEnv ?? {} });
  await seedDemoData({ dist });
  await warmCallables();
  console.log(READY_LINE);
  const shutdown = async () => {
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
