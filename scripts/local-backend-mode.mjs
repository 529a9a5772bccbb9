// The one local backend `npm start`, the tests and the bench run: firebase-tools runs the Auth, Functions and official
// Firestore emulators (Java 21+ and the emulator's jar, found by scripts/firestore-emulator-java.mjs), so the functions'
// triggers fire on every write as when deployed; photos go to the local Storage endpoint on 9199
// (scripts/storage-local.mjs: firebase-tools' Storage emulator code, storage.rules NOT enforced, because the official
// one's rules runtime is missing here); seeded with the demo data; the app is built against them (the committed .env).
// Where Java 21+ or the jar is missing, everything stops at once with the reason and the ways to get them.
import { FIRESTORE_PORT, HOST } from './emulator-env.mjs';
import { firestoreEmulatorSetup } from './firestore-emulator-java.mjs';

export const REAL_FIRESTORE_PORT = FIRESTORE_PORT;
export const STORAGE_PORT = 9199;
export const REAL_FIRESTORE_HOST = `${HOST}:${REAL_FIRESTORE_PORT}`;
export const STORAGE_HOST = `${HOST}:${STORAGE_PORT}`;

/**
 * Pure: whether the local backend can run, and the one line that says what runs or why not.
 * @param {{ firestore: { ok: true; summary: string } | { ok: false; reason: string } }} input
 * @returns {{ mode: 'firestore-emulators'; reason: string } | { mode: 'error'; reason: string }}
 */
export function decideLocalBackend({ firestore }) {
  if (!firestore.ok)
    return { mode: 'error', reason: `The official Firestore emulator cannot run: ${firestore.reason}` };
  return {
    mode: 'firestore-emulators',
    reason:
      `Auth, Functions and the ${firestore.summary}; photos on the local Storage endpoint; ` +
      'the app syncs through them, seeded with the demo data.',
  };
}

/** Looks for the official emulator on this machine, then decides. `javaEnv` is what the firebase CLI needs to run it. */
export function detectLocalBackend(env = process.env) {
  const setup = firestoreEmulatorSetup(env);
  return { ...decideLocalBackend({ firestore: setup }), javaEnv: setup.ok ? setup.env : null };
}
