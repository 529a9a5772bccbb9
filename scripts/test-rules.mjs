#!/usr/bin/env node
// Security-rules tests (tests/rules/*.rules.test.ts) on the real Firestore and Storage emulators.
//
//   node scripts/test-rules.mjs     (npm run test:rules)
//
// - Emulators already running (FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST answer): runs the suites.
// - Else, Java 21+ and the emulator jars in the Firebase cache: `firebase emulators:exec` starts both and runs them.
// - Else: says plainly that they were NOT RUN and exits 2 (scripts/run-tests.mjs reports the suite as not run,
//   never as passed). Exit 0 = passed, 1 = failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebaseCli } from './emulator-env.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-harbour';
export const NOT_RUN_EXIT = 2;
export const MIN_JAVA = 21;
export const VITEST_COMMAND = 'npx vitest run --config vitest.rules.config.ts --project emulator';
export const NOT_RUN_MESSAGE =
  'NOT RUN: the Firestore and Storage emulators need Java 21 and a one-time download, neither available on this machine. Security-rules tests were not run.';

/** Major version from `java -version` output ('openjdk version "17.0.15"' → 17, '"1.8.0_392"' → 8); null if none. */
export function javaMajor(output) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(output ?? '');
  if (!m) return null;
  const major = Number(m[1]);
  return major === 1 && m[2] ? Number(m[2]) : major;
}

/** Where firebase-tools keeps the emulator jars it downloads, and which files it needs (from its own table). */
export function emulatorJars(env = process.env, home = os.homedir()) {
  const cacheDir = env.FIREBASE_EMULATORS_PATH || path.join(home, '.cache', 'firebase', 'emulators');
  const info = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'));
  return {
    cacheDir,
    firestore: path.join(cacheDir, info.firestore.downloadPathRelativeToCacheDir),
    storage: path.join(cacheDir, info.storage.downloadPathRelativeToCacheDir),
  };
}

/**
 * Pure: what to do. `running`: both emulators already answer; `start`: Java and jars are here;
 * `not-run`: neither, with the reason lines to print.
 */
export function decide({ running, javaMajorVersion, firestoreJar, storageJar }) {
  if (running) return { mode: 'running' };
  const javaOk = javaMajorVersion !== null && javaMajorVersion >= MIN_JAVA;
  const jarsOk = firestoreJar && storageJar;
  if (javaOk && jarsOk) return { mode: 'start' };
  const details = [];
  details.push(
    javaMajorVersion === null
      ? `- Java: not found (need ${MIN_JAVA} or newer).`
      : `- Java: ${javaMajorVersion} found, ${javaOk ? 'fine' : `need ${MIN_JAVA} or newer`}.`,
  );
  details.push(
    jarsOk
      ? '- Emulator downloads: present.'
      : `- Emulator downloads: missing (${[!firestoreJar && 'Firestore', !storageJar && 'Storage rules runtime'].filter(Boolean).join(', ')}); ` +
        'with internet, `npx firebase setup:emulators:firestore && npx firebase setup:emulators:storage` fetches them once.',
  );
  const message = !javaOk && !jarsOk
    ? NOT_RUN_MESSAGE
    : `NOT RUN: the Firestore and Storage emulators need Java ${MIN_JAVA} and a one-time download; this machine lacks ${javaOk ? 'the download' : `Java ${MIN_JAVA}`}. Security-rules tests were not run.`;
  return { mode: 'not-run', message, details };
}

/** The Java Firestore emulator answers plain HTTP on its port ('Ok'); the gRPC-only stand-in of scripts/emulators.mjs does not. */
export async function answersHttp(hostPort, timeoutMs = 1500) {
  if (!hostPort) return false;
  try {
    const res = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.status < 500;
  } catch {
    return false;
  }
}

/** `java -version` output (it prints to stderr), or null when there is no java on the PATH. */
export function javaVersionOutput() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return `${result.stderr ?? ''}${result.stdout ?? ''}`;
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const running =
    (await answersHttp(process.env.FIRESTORE_EMULATOR_HOST)) && (await answersHttp(process.env.FIREBASE_STORAGE_EMULATOR_HOST));
  const jars = emulatorJars();
  const plan = decide({
    running,
    javaMajorVersion: javaMajor(javaVersionOutput()),
    firestoreJar: existsSync(jars.firestore),
    storageJar: existsSync(jars.storage),
  });

  if (plan.mode === 'not-run') {
    console.log(plan.message);
    for (const line of plan.details) console.log(line);
    console.log('- The static check of the rules text (tests/rules/rules-static.test.ts) is no substitute; see README, "Security rules tests".');
    process.exit(NOT_RUN_EXIT);
  }

  let code;
  if (plan.mode === 'running') {
    console.log('Security-rules tests on the running emulators.');
    code = await run('npx', VITEST_COMMAND.split(' ').slice(1), process.env);
  } else {
    console.log('Security-rules tests: starting the Firestore and Storage emulators.');
    const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', FORCE_COLOR: '0' };
    // emulators:exec points the command at the emulators it starts; never at a stand-in from another script.
    delete env.FIRESTORE_EMULATOR_HOST;
    delete env.FIREBASE_STORAGE_EMULATOR_HOST;
    code = await run(
      process.execPath,
      [firebaseCli(), 'emulators:exec', '--only', 'firestore,storage', '--project', PROJECT_ID, '--non-interactive', VITEST_COMMAND],
      env,
    );
  }
  // Exit 2 means "not run": a failure must never look like that.
  process.exit(code === 0 ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
