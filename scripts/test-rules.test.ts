import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_RUN_EXIT, combinedExit, decideFirestore, decideStorage, emulatorJars } from './test-rules.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const JAR = '/cache/cloud-storage-rules-runtime-v1.1.3.jar';

describe('decideFirestore', () => {
  it('uses an emulator that already answers', () => {
    expect(decideFirestore({ running: true, setup: { ok: false, reason: 'x' } })).toEqual({ mode: 'running' });
  });

  it('starts the official emulator with the Java and jar that were found', () => {
    const setup = { ok: true as const, env: { JAVA_HOME: '/jdk' }, summary: 'official Firestore emulator on Java 25' };
    expect(decideFirestore({ running: false, setup })).toEqual({
      mode: 'start',
      env: { JAVA_HOME: '/jdk' },
      summary: setup.summary,
    });
  });

  it('says plainly why it did not run, with the reason the search gave', () => {
    const plan = decideFirestore({
      running: false,
      setup: { ok: false, reason: 'No Java 21+ found (seen: /usr/bin/java (17)).' },
    });
    expect(plan).toEqual({
      mode: 'not-run',
      message:
        'NOT RUN: the official Firestore emulator cannot run: No Java 21+ found (seen: /usr/bin/java (17)). Firestore rules tests were not run.',
    });
  });
});

describe('decideStorage', () => {
  it('runs with Java 21+ and the rules runtime, or on an emulator that answers', () => {
    expect(decideStorage({ running: false, javaMajorVersion: 25, storageJar: true, jarPath: JAR })).toEqual({
      mode: 'start',
    });
    expect(decideStorage({ running: true, javaMajorVersion: null, storageJar: false, jarPath: JAR })).toEqual({
      mode: 'running',
    });
  });

  it('this machine: Java 25 but no rules runtime: NOT RUN, naming the jar and how to get it', () => {
    const plan = decideStorage({ running: false, javaMajorVersion: 25, storageJar: false, jarPath: JAR });
    expect(plan.mode).toBe('not-run');
    expect(plan.mode === 'not-run' && plan.message).toBe(
      'NOT RUN: the official Storage emulator cannot start: it needs its rules runtime (cloud-storage-rules-runtime-v1.1.3.jar), a separate ' +
        'download that is not on this machine (`npx firebase setup:emulators:storage` fetches it once, with internet). Storage rules tests were not run.',
    );
  });

  it('names an old Java too', () => {
    const plan = decideStorage({ running: false, javaMajorVersion: 17, storageJar: true, jarPath: JAR });
    expect(plan.mode === 'not-run' && plan.message).toMatch(/it needs Java 21\+\. Storage rules tests were not run\.$/);
  });
});

describe('combinedExit', () => {
  it('a failure fails the run; all not run is not run; otherwise passed', () => {
    expect(combinedExit([0, NOT_RUN_EXIT])).toBe(0);
    expect(combinedExit([1, NOT_RUN_EXIT])).toBe(1);
    expect(combinedExit([0, 1])).toBe(1);
    expect(combinedExit([NOT_RUN_EXIT, NOT_RUN_EXIT])).toBe(NOT_RUN_EXIT);
  });
});

describe('emulatorJars', () => {
  it('looks in the Firebase cache (or FIREBASE_EMULATORS_PATH) for the jars firebase-tools downloads', () => {
    const jars = emulatorJars({}, '/home/someone');
    expect(jars.cacheDir).toBe('/home/someone/.cache/firebase/emulators');
    expect(path.basename(jars.storage)).toMatch(/^cloud-storage-rules-runtime-v[\d.]+\.jar$/);
    expect(emulatorJars({ FIREBASE_EMULATORS_PATH: '/opt/emu' }).storage.startsWith('/opt/emu/')).toBe(true);
  });
});

describe('npm run test:rules storage where the Storage emulator cannot start', () => {
  it('prints NOT RUN and exits 2 (never 0)', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FIREBASE_EMULATORS_PATH: mkdtempSync(path.join(os.tmpdir(), 'no-emulators-')),
    };
    delete env.FIREBASE_STORAGE_EMULATOR_HOST;
    const result = spawnSync(process.execPath, ['scripts/test-rules.mjs', 'storage'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(result.status).toBe(NOT_RUN_EXIT);
    expect(result.stdout).toMatch(
      /^NOT RUN: the official Storage emulator cannot start: .*Storage rules tests were not run\.$/m,
    );
  });
});
