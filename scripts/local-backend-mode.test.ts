import { describe, expect, it } from 'vitest';
import { SETUP_COMMAND, decideLocalBackend, firestoreBuildEnv } from './local-backend-mode.mjs';

describe('decideLocalBackend', () => {
  it('Java 17 (this machine): the stand-in, saying the emulators need Java 21 and the app runs device-only', () => {
    const plan = decideLocalBackend({ javaMajorVersion: 17, jarsPresent: false });
    expect(plan.mode).toBe('stand-in');
    expect(plan.reason).toBe(
      'Java 17 found; the Firestore/Storage emulators need Java 21: the app runs device-only on its demo data; accounts use the Auth + Functions emulators.',
    );
  });

  it('no Java at all: the stand-in', () => {
    const plan = decideLocalBackend({ javaMajorVersion: null, jarsPresent: true });
    expect(plan).toMatchObject({ mode: 'stand-in' });
    expect(plan.reason).toMatch(/^No Java found; .*need Java 21/);
  });

  it('Java 20, one below the minimum, is not enough even with the downloads', () => {
    expect(decideLocalBackend({ javaMajorVersion: 20, jarsPresent: true }).mode).toBe('stand-in');
  });

  it.each([21, 22, 25])('Java %i with the emulator downloads: the Firestore + Storage emulators', (major) => {
    const plan = decideLocalBackend({ javaMajorVersion: major, jarsPresent: true });
    expect(plan).toEqual({
      mode: 'firestore-emulators',
      reason: `Java ${major} found: Firestore + Storage emulators; the app syncs through them, seeded with the demo data.`,
    });
  });

  it('Java 21 without the downloads stays on the stand-in (npm start works offline) and says how to get them', () => {
    const plan = decideLocalBackend({ javaMajorVersion: 21, jarsPresent: false });
    expect(plan.mode).toBe('stand-in');
    expect(plan.reason).toContain(SETUP_COMMAND);
    expect(plan.reason).toContain('LOCAL_FIRESTORE=emulators');
  });

  it('LOCAL_FIRESTORE=stand-in opts out even with Java 21 and the downloads', () => {
    const plan = decideLocalBackend({ javaMajorVersion: 21, jarsPresent: true, env: { LOCAL_FIRESTORE: 'stand-in' } });
    expect(plan.mode).toBe('stand-in');
    expect(plan.reason).toMatch(/^LOCAL_FIRESTORE=stand-in: /);
  });

  it('LOCAL_FIRESTORE=emulators with Java 21 and no downloads: the emulators, warning that the first start downloads them', () => {
    const plan = decideLocalBackend({ javaMajorVersion: 21, jarsPresent: false, env: { LOCAL_FIRESTORE: 'emulators' } });
    expect(plan.mode).toBe('firestore-emulators');
    expect(plan.reason).toContain('downloads them on this first start');
  });

  it('LOCAL_FIRESTORE=emulators with Java 17 is an error, not a silent fallback', () => {
    const plan = decideLocalBackend({ javaMajorVersion: 17, jarsPresent: true, env: { LOCAL_FIRESTORE: 'emulators' } });
    expect(plan.mode).toBe('error');
    expect(plan.reason).toContain('Java 17 was found');
    expect(decideLocalBackend({ javaMajorVersion: null, jarsPresent: true, env: { LOCAL_FIRESTORE: 'emulators' } }).reason).toContain('no Java was found');
  });

  it('an unknown LOCAL_FIRESTORE value is an error naming the valid ones', () => {
    const plan = decideLocalBackend({ javaMajorVersion: 21, jarsPresent: true, env: { LOCAL_FIRESTORE: 'real' } });
    expect(plan).toEqual({ mode: 'error', reason: "LOCAL_FIRESTORE=real is not understood: use 'stand-in' or 'emulators', or leave it unset." });
  });

  it('an empty LOCAL_FIRESTORE counts as unset', () => {
    expect(decideLocalBackend({ javaMajorVersion: 21, jarsPresent: true, env: { LOCAL_FIRESTORE: ' ' } }).mode).toBe('firestore-emulators');
  });
});

describe('firestoreBuildEnv', () => {
  it('switches the build to Firestore sync through the emulators on 8080 and 9199', () => {
    expect(firestoreBuildEnv({})).toEqual({
      VITE_FIRESTORE_SYNC: 'on',
      VITE_FIRESTORE_EMULATOR: '127.0.0.1:8080',
      VITE_STORAGE_EMULATOR: '127.0.0.1:9199',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-harbour.appspot.com',
    });
  });

  it('keeps a storage bucket that is already configured', () => {
    expect(firestoreBuildEnv({ VITE_FIREBASE_STORAGE_BUCKET: 'b' }).VITE_FIREBASE_STORAGE_BUCKET).toBe('b');
  });
});
