import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_RUN_EXIT, NOT_RUN_MESSAGE, decide, emulatorJars, javaMajor } from './test-rules.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('javaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment', 17],
    ['openjdk version "21.0.4" 2024-07-16 LTS', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "22" 2024-03-19', 22],
    ['', null],
    [null, null],
  ])('%j → %s', (output, major) => {
    expect(javaMajor(output)).toBe(major);
  });
});

describe('decide', () => {
  it('uses emulators that already answer, whatever Java is installed', () => {
    expect(decide({ running: true, javaMajorVersion: null, firestoreJar: false, storageJar: false })).toEqual({ mode: 'running' });
  });

  it('starts the emulators with Java 21+ and both downloads', () => {
    expect(decide({ running: false, javaMajorVersion: 21, firestoreJar: true, storageJar: true })).toEqual({ mode: 'start' });
  });

  it('says plainly that nothing ran on this kind of machine (Java 17, no download)', () => {
    const plan = decide({ running: false, javaMajorVersion: 17, firestoreJar: false, storageJar: false });
    expect(plan.mode).toBe('not-run');
    if (plan.mode !== 'not-run') return;
    expect(plan.message).toBe(NOT_RUN_MESSAGE);
    expect(plan.details.join('\n')).toMatch(/Java: 17 found, need 21 or newer/);
    expect(plan.details.join('\n')).toMatch(/missing \(Firestore, Storage rules runtime\)/);
  });

  it('names what is missing when only one thing is', () => {
    const noDownload = decide({ running: false, javaMajorVersion: 21, firestoreJar: true, storageJar: false });
    expect(noDownload.mode === 'not-run' && noDownload.message).toMatch(/^NOT RUN: .*lacks the download\. Security-rules tests were not run\.$/);
    const oldJava = decide({ running: false, javaMajorVersion: 17, firestoreJar: true, storageJar: true });
    expect(oldJava.mode === 'not-run' && oldJava.message).toMatch(/lacks Java 21\./);
    const noJava = decide({ running: false, javaMajorVersion: null, firestoreJar: true, storageJar: true });
    expect(noJava.mode === 'not-run' && noJava.details[0]).toMatch(/Java: not found/);
  });
});

describe('emulatorJars', () => {
  it('looks in the Firebase cache (or FIREBASE_EMULATORS_PATH) for the jars firebase-tools downloads', () => {
    const jars = emulatorJars({}, '/home/someone');
    expect(jars.cacheDir).toBe('/home/someone/.cache/firebase/emulators');
    expect(path.basename(jars.firestore)).toMatch(/^cloud-firestore-emulator-v[\d.]+\.jar$/);
    expect(path.basename(jars.storage)).toMatch(/^cloud-storage-rules-runtime-v[\d.]+\.jar$/);
    expect(emulatorJars({ FIREBASE_EMULATORS_PATH: '/opt/emu' }).firestore.startsWith('/opt/emu/')).toBe(true);
  });
});

describe('npm run test:rules where the emulators cannot start', () => {
  it('prints NOT RUN and exits 2 (never 0)', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, FIREBASE_EMULATORS_PATH: mkdtempSync(path.join(os.tmpdir(), 'no-emulators-')) };
    delete env.FIRESTORE_EMULATOR_HOST;
    delete env.FIREBASE_STORAGE_EMULATOR_HOST;
    const result = spawnSync(process.execPath, ['scripts/test-rules.mjs'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(result.status).toBe(NOT_RUN_EXIT);
    expect(result.stdout).toMatch(/^NOT RUN: the Firestore and Storage emulators need Java 21 and a one-time download.*Security-rules tests were not run\.$/m);
  });
});
