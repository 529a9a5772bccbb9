import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  isOurFirestoreEmulator,
  FIRESTORE_MAIN_CLASS,
  MIN_JAVA,
  emulatorJavaEnv,
  findFirestoreJar,
  javaMajor,
  pickJava,
  wrapperManifest,
} from './firestore-emulator-java.mjs';

describe('javaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment', 17],
    ['openjdk version "25.0.3" 2026-04-21 LTS', 25],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "22" 2024-03-19', 22],
    ['', null],
    [null, null],
  ])('%j → %s', (output, major) => {
    expect(javaMajor(output)).toBe(major);
  });
});

describe('pickJava', () => {
  it('takes the newest at or above the minimum, whatever comes first on PATH', () => {
    const picked = pickJava([
      { binary: '/usr/bin/java', major: 17 },
      { binary: '/jvm/temurin-25/bin/java', major: 25 },
      { binary: '/jvm/21/bin/java', major: 21 },
    ]);
    expect(picked?.binary).toBe('/jvm/temurin-25/bin/java');
  });

  it('none when every Java is older than the minimum or unreadable', () => {
    expect(
      pickJava([
        { binary: 'a', major: MIN_JAVA - 1 },
        { binary: 'b', major: null },
      ]),
    ).toBeNull();
  });
});

describe('wrapperManifest', () => {
  it('names the emulator main class and folds the class path into manifest lines of at most 72 bytes', () => {
    const url = `file:///${'very-long-folder/'.repeat(8)}cloud-firestore-emulator.jar`;
    const text = wrapperManifest(url);
    const lines = text.split('\n');
    expect(lines[1]).toBe(`Main-Class: ${FIRESTORE_MAIN_CLASS}`);
    expect(lines.every((l) => Buffer.byteLength(l) <= 72)).toBe(true);
    const classPath = lines
      .slice(2)
      .filter(Boolean)
      .map((l, i) => (i === 0 ? l : l.slice(1)))
      .join('');
    expect(classPath).toBe(`Class-Path: ${url}`);
    expect(text.endsWith('\n\n')).toBe(true);
  });
});

describe('findFirestoreJar', () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'jar-home-'));

  it('an explicit FIRESTORE_EMULATOR_BINARY_PATH wins and is run as it is', () => {
    const jar = path.join(home, 'mine.jar');
    writeFileSync(jar, '');
    expect(findFirestoreJar({ FIRESTORE_EMULATOR_BINARY_PATH: jar, PATH: '' }, home)).toMatchObject({
      jar,
      runnable: true,
    });
  });

  it('a gcloud install found through `gcloud` on PATH needs the wrapper (its jar has no Main-Class)', () => {
    const sdk = path.join(home, 'sdk');
    mkdirSync(path.join(sdk, 'bin'), { recursive: true });
    writeFileSync(path.join(sdk, 'bin', 'gcloud'), '');
    const jarDir = path.join(sdk, 'platform', 'cloud-firestore-emulator');
    mkdirSync(jarDir, { recursive: true });
    writeFileSync(path.join(jarDir, 'cloud-firestore-emulator.jar'), '');
    const found = findFirestoreJar(
      { PATH: path.join(sdk, 'bin'), FIREBASE_EMULATORS_PATH: path.join(home, 'empty') },
      home,
    );
    expect(found).toMatchObject({ jar: path.join(jarDir, 'cloud-firestore-emulator.jar'), runnable: false });
  });
});

describe('emulatorJavaEnv', () => {
  it('puts that JDK first on PATH and points firebase-tools at the jar', () => {
    expect(emulatorJavaEnv('/jdk', '/w.jar', { PATH: '/usr/bin' })).toEqual({
      JAVA_HOME: '/jdk',
      PATH: `/jdk/bin${path.delimiter}/usr/bin`,
      FIRESTORE_EMULATOR_BINARY_PATH: '/w.jar',
    });
  });
});

describe('isOurFirestoreEmulator', () => {
  const dir = '/repo/node_modules/.cache/harbour-emulators';
  const line = (...args: string[]) => args.join('\0');
  it('knows the wrapper jar made here, or the main class, on the given port', () => {
    const jar = `${dir}/firestore-emulator-wrapper-17.jar`;
    expect(isOurFirestoreEmulator(line('java', '-jar', jar, '--host', '127.0.0.1', '--port', '8080'), 8080, dir)).toBe(
      true,
    );
    expect(
      isOurFirestoreEmulator(line('java', '-cp', 'x.jar', FIRESTORE_MAIN_CLASS, '--port', '8080'), 8080, dir),
    ).toBe(true);
  });
  it('leaves another port, another checkout and other programs alone', () => {
    const jar = `${dir}/firestore-emulator-wrapper-17.jar`;
    expect(isOurFirestoreEmulator(line('java', '-jar', jar, '--port', '8081'), 8080, dir)).toBe(false);
    const other = '/elsewhere/node_modules/.cache/harbour-emulators/firestore-emulator-wrapper-17.jar';
    expect(isOurFirestoreEmulator(line('java', '-jar', other, '--port', '8080'), 8080, dir)).toBe(false);
    expect(isOurFirestoreEmulator(line('node', 'server.js', '--port', '8080'), 8080, dir)).toBe(false);
    expect(isOurFirestoreEmulator(line('java', '-jar', jar), 8080, dir)).toBe(false);
  });
});
