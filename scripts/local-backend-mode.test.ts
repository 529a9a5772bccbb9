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

  it('not found: an error with the reason and the ways to get it, never a fallback', () => {
    expect(decideLocalBackend({ firestore: MISSING })).toEqual({
      mode: 'error',
      reason: `The official Firestore emulator cannot run: ${MISSING.reason}`,
    });
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
