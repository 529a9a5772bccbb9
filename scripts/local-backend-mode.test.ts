import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { decideLocalBackend, REAL_FIRESTORE_HOST, STORAGE_HOST } from './local-backend-mode.mjs';

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

describe('the committed .env', () => {
  it('points every build at the emulators the scripts start (Firestore on 8080, Storage on 9199)', () => {
    const env = Object.fromEntries(
      readFileSync(new URL('../.env', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(env.VITE_FIRESTORE_EMULATOR).toBe(REAL_FIRESTORE_HOST);
    expect(env.VITE_STORAGE_EMULATOR).toBe(STORAGE_HOST);
    expect(env.VITE_FIREBASE_PROJECT_ID).toMatch(/^demo-/);
    expect(env.VITE_FIREBASE_STORAGE_BUCKET).toBe(`${env.VITE_FIREBASE_PROJECT_ID}.appspot.com`);
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
