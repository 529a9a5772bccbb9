#!/usr/bin/env node
// Security-rules tests on the official emulators, one suite per emulator:
//
//   node scripts/test-rules.mjs firestore   tests/rules/firestore.rules.test.ts and portal-writes.rules.test.ts on the
//                                          official Firestore emulator
//   node scripts/test-rules.mjs storage     tests/rules/storage.rules.test.ts on the official Storage emulator
//   node scripts/test-rules.mjs             both (npm run test:rules)
//
// Each suite runs on its emulator when it already answers (FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST),
// else `firebase emulators:exec` starts it: the Firestore emulator with the Java and jar scripts/firestore-emulator-java.mjs
// finds; the Storage emulator needs Java 21+ and its rules runtime jar in firebase-tools' download cache, and starts with
// the Firestore emulator beside it (storage.rules reads submissions from Firestore). Where a suite's
// emulator cannot run, it prints `NOT RUN: <why>` and exits 2 (scripts/run-tests.mjs reports the suite as not run,
// never as passed). Exit 0 = passed, 1 = failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebaseCli } from './emulator-env.mjs';
import { MIN_JAVA, findJava, firestoreEmulatorSetup } from './firestore-emulator-java.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-harbour';
export const NOT_RUN_EXIT = 2;
export const SUITES = {
  firestore: {
    file: 'tests/rules/firestore.rules.test.ts tests/rules/portal-writes.rules.test.ts',
    hostVariable: 'FIRESTORE_EMULATOR_HOST',
    label: 'Firestore',
  },
  storage: {
    file: 'tests/rules/storage.rules.test.ts',
    hostVariable: 'FIREBASE_STORAGE_EMULATOR_HOST',
    label: 'Storage',
  },
};
const VITEST = 'npx vitest run --config vitest.rules.config.ts --project emulator';

/** Where firebase-tools keeps the emulator jars it downloads, and which files it needs (from its own table). */
export function emulatorJars(env = process.env, home = os.homedir()) {
  const cacheDir = env.FIREBASE_EMULATORS_PATH || path.join(home, '.cache', 'firebase', 'emulators');
  const info = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  );
  return {
    cacheDir,
    firestore: path.join(cacheDir, info.firestore.downloadPathRelativeToCacheDir),
    storage: path.join(cacheDir, info.storage.downloadPathRelativeToCacheDir),
  };
}

/**
 * Pure: what to do for the Storage suite. `running`: its emulator answers; `start`: Java 21+ and the rules runtime jar
 * are here; `not-run` with the reason.
 */
export function decideStorage({ running, javaMajorVersion, storageJar, jarPath }) {
  if (running) return { mode: 'running' };
  const javaOk = javaMajorVersion !== null && javaMajorVersion >= MIN_JAVA;
  if (javaOk && storageJar) return { mode: 'start' };
  const missing = [
    !storageJar &&
      `its rules runtime (${path.basename(jarPath)}), a separate download that is not on this machine ` +
        '(`npx firebase setup:emulators:storage` fetches it once, with internet)',
    !javaOk && `Java ${MIN_JAVA}+`,
  ].filter(Boolean);
  return {
    mode: 'not-run',
    message: `NOT RUN: the official Storage emulator cannot start: it needs ${missing.join(' and ')}. Storage rules tests were not run.`,
  };
}

/**
 * Pure: what to do for the Firestore suite, from whether its emulator answers and what firestoreEmulatorSetup() found.
 */
export function decideFirestore({ running, setup }) {
  if (running) return { mode: 'running' };
  if (setup.ok) return { mode: 'start', env: setup.env, summary: setup.summary };
  return {
    mode: 'not-run',
    message: `NOT RUN: the official Firestore emulator cannot run: ${setup.reason} Firestore rules tests were not run.`,
  };
}

/** The official Firestore emulator answers plain HTTP on its port ('Ok'); the gRPC-only stand-in of scripts/emulators.mjs does not. */
export async function answersHttp(hostPort, timeoutMs = 1500) {
  if (!hostPort) return false;
  try {
    const res = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.status < 500;
  } catch {
    return false;
  }
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs one suite; returns its exit code (0 passed, 1 failed, NOT_RUN_EXIT not run). */
async function runSuite(name) {
  const suite = SUITES[name];
  const running = await answersHttp(process.env[suite.hostVariable]);
  let plan;
  if (name === 'firestore') {
    plan = decideFirestore({ running, setup: running ? { ok: false, reason: '' } : firestoreEmulatorSetup() });
  } else {
    const jars = emulatorJars();
    const java = findJava();
    plan = decideStorage({
      running,
      javaMajorVersion: java.best?.major ?? null,
      storageJar: existsSync(jars.storage),
      jarPath: jars.storage,
    });
    if (plan.mode === 'start') {
      // storage.rules reads the submission a photo belongs to from Firestore (cross-service rules, finding 5): the
      // Storage suite runs with the official Firestore emulator beside it.
      const firestore = firestoreEmulatorSetup();
      plan = firestore.ok
        ? { mode: 'start', env: firestore.env, only: 'storage,firestore' }
        : {
            mode: 'not-run',
            message: `NOT RUN: storage.rules reads Firestore (cross-service rules) and the official Firestore emulator cannot run: ${firestore.reason} Storage rules tests were not run.`,
          };
    }
  }
  if (plan.mode === 'not-run') {
    console.log(plan.message);
    return NOT_RUN_EXIT;
  }
  const vitest = `${VITEST} ${suite.file}`;
  if (plan.mode === 'running') {
    console.log(`${suite.label} rules tests on the running emulator (${process.env[suite.hostVariable]}).`);
    const [cmd, ...args] = vitest.split(' ');
    return (await run(cmd, args, process.env)) === 0 ? 0 : 1;
  }
  console.log(
    `${suite.label} rules tests: starting the official ${suite.label} emulator${plan.summary ? ` (${plan.summary})` : ''}.`,
  );
  const env = {
    ...process.env,
    ...plan.env,
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FORCE_COLOR: '0',
  };
  // emulators:exec points the command at the emulators it starts; never at others from the calling shell.
  delete env[suite.hostVariable];
  if (plan.only) delete env.FIRESTORE_EMULATOR_HOST;
  const code = await run(
    process.execPath,
    [
      firebaseCli(),
      'emulators:exec',
      '--only',
      plan.only ?? name,
      '--project',
      PROJECT_ID,
      '--non-interactive',
      vitest,
    ],
    env,
  );
  // Exit 2 means "not run": a failure must never look like that.
  return code === 0 ? 0 : 1;
}

/** Pure: the exit code of several suites: any failure fails; else all not run is not run; else passed. */
export function combinedExit(codes) {
  if (codes.some((c) => c !== 0 && c !== NOT_RUN_EXIT)) return 1;
  if (codes.length && codes.every((c) => c === NOT_RUN_EXIT)) return NOT_RUN_EXIT;
  return 0;
}

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !(n in SUITES));
  if (unknown.length)
    throw new Error(`Unknown rules suite(s): ${unknown.join(', ')}. Known: ${Object.keys(SUITES).join(', ')}`);
  const codes = [];
  for (const name of names.length ? names : Object.keys(SUITES)) codes.push(await runSuite(name));
  process.exit(combinedExit(codes));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
