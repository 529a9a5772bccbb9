import { describe, expect, it } from 'vitest';
import { decideLocalBackend, firestoreBuildEnv } from './local-backend-mode.mjs';

const FOUND = { ok: true as const, summary: 'official Firestore emulator (the gcloud install) on Java 25 (/jdk)' };
const MISSING = { ok: false as const, reason: 'No Java 21+ found (seen: /usr/bin/java (17)). Two ways to get it: ...' };

describe('decideLocalBackend', () => {
  it('the official Firestore emulator found: Auth, Functions, Firestore and the Storage endpoint, the app synced', () => {
    expect(decideLocalBackend({ firestore: FOUND })).toEqual({
      mode: 'firestore-emulators',
      reason:
        'Auth, Functions and the official Firestore emulator (the gcloud install) on Java 25 (/jdk); photos on the local Storage endpoint; ' +
        'the app syncs through them, seeded with the demo data.',
    });
  });

  it('not found: the stand-in, saying why and that the app runs device-only', () => {
    const plan = decideLocalBackend({ firestore: MISSING });
    expect(plan.mode).toBe('stand-in');
    expect(plan.reason).toBe(
      `The official Firestore emulator cannot run: ${MISSING.reason} Meanwhile: Firestore stand-in; ` +
        'the app runs device-only on its demo data; accounts use the Auth + Functions emulators.',
    );
  });

  it('LOCAL_FIRESTORE=stand-in opts out even where the emulator runs', () => {
    const plan = decideLocalBackend({ firestore: FOUND, env: { LOCAL_FIRESTORE: 'stand-in' } });
    expect(plan.mode).toBe('stand-in');
    expect(plan.reason).toMatch(/^LOCAL_FIRESTORE=stand-in: /);
  });

  it('LOCAL_FIRESTORE=emulators where the emulator cannot run is an error with the reason, not a silent fallback', () => {
    const plan = decideLocalBackend({ firestore: MISSING, env: { LOCAL_FIRESTORE: 'emulators' } });
    expect(plan.mode).toBe('error');
    expect(plan.reason).toContain(MISSING.reason);
    expect(decideLocalBackend({ firestore: FOUND, env: { LOCAL_FIRESTORE: 'emulators' } }).mode).toBe(
      'firestore-emulators',
    );
  });

  it('an unknown LOCAL_FIRESTORE value is an error naming the valid ones', () => {
    const plan = decideLocalBackend({ firestore: FOUND, env: { LOCAL_FIRESTORE: 'real' } });
    expect(plan).toEqual({
      mode: 'error',
      reason: "LOCAL_FIRESTORE=real is not understood: use 'stand-in' or 'emulators', or leave it unset.",
    });
  });

  it('an empty LOCAL_FIRESTORE counts as unset', () => {
    expect(decideLocalBackend({ firestore: FOUND, env: { LOCAL_FIRESTORE: ' ' } }).mode).toBe('firestore-emulators');
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

describe('withEmulatorHost (HOST=0.0.0.0 npm start)', () => {
  it('moves every emulator to the host and keeps ports and everything else', async () => {
    const { withEmulatorHost } = await import('./emulators.mjs');
    const config = {
      functions: [{ source: 'functions' }],
      emulators: { auth: { host: '127.0.0.1', port: 9099 }, ui: { enabled: false }, singleProjectMode: true },
    };
    expect(withEmulatorHost(config, '0.0.0.0')).toEqual({
      functions: [{ source: 'functions' }],
      emulators: { auth: { host: '0.0.0.0', port: 9099 }, ui: { enabled: false }, singleProjectMode: true },
    });
  });
});
