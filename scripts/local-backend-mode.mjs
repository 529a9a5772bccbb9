// Which local backend `npm start`, the e2e suite and the bench run:
//   'firestore-emulators' (the default wherever the official Firestore emulator can run: Java 21+ and its jar, found
//                         by scripts/firestore-emulator-java.mjs): firebase-tools runs Auth, Functions and Firestore
//                         (8080), so the functions' triggers fire on every write as when deployed; photos go to the
//                         local Storage endpoint on 9199 (scripts/storage-local.mjs: firebase-tools' Storage emulator
//                         code, storage.rules NOT enforced, because the official one's rules runtime is missing here);
//                         seeded with the demo data; the app is built in Firebase mode against them.
//   'stand-in'            the fallback where the official emulator cannot run: a pure-JS Firestore stand-in
//                         (@firestore-emulator/server, for the functions' Admin SDK) + Auth and Functions; the browser
//                         app runs device-only on its demo data.
import { HOST } from './emulator-env.mjs';
import { firestoreEmulatorSetup } from './firestore-emulator-java.mjs';

/** Env override: 'stand-in' always runs the stand-in; 'emulators' insists on the official emulators. */
export const LOCAL_FIRESTORE_ENV = 'LOCAL_FIRESTORE';
export const REAL_FIRESTORE_PORT = 8080;
export const STORAGE_PORT = 9199;
export const REAL_FIRESTORE_HOST = `${HOST}:${REAL_FIRESTORE_PORT}`;
export const STORAGE_HOST = `${HOST}:${STORAGE_PORT}`;

const DEVICE_ONLY = 'the app runs device-only on its demo data; accounts use the Auth + Functions emulators';
const SYNCED = 'the app syncs through them, seeded with the demo data';

/**
 * Pure: which backend to run, and the one line that says why.
 * @param {{ firestore: { ok: true; summary: string } | { ok: false; reason: string }; env?: Record<string, string | undefined> }} input
 * @returns {{ mode: 'stand-in' | 'firestore-emulators'; reason: string } | { mode: 'error'; reason: string }}
 */
export function decideLocalBackend({ firestore, env = {} }) {
  const override = (env[LOCAL_FIRESTORE_ENV] ?? '').trim();
  if (override !== '' && override !== 'stand-in' && override !== 'emulators') {
    return {
      mode: 'error',
      reason: `${LOCAL_FIRESTORE_ENV}=${override} is not understood: use 'stand-in' or 'emulators', or leave it unset.`,
    };
  }
  if (override === 'stand-in') {
    return { mode: 'stand-in', reason: `${LOCAL_FIRESTORE_ENV}=stand-in: Firestore stand-in; ${DEVICE_ONLY}.` };
  }
  if (!firestore.ok) {
    if (override === 'emulators') {
      return {
        mode: 'error',
        reason: `${LOCAL_FIRESTORE_ENV}=emulators, but the official Firestore emulator cannot run: ${firestore.reason}`,
      };
    }
    return {
      mode: 'stand-in',
      reason: `The official Firestore emulator cannot run: ${firestore.reason} Meanwhile: Firestore stand-in; ${DEVICE_ONLY}.`,
    };
  }
  return {
    mode: 'firestore-emulators',
    reason: `Auth, Functions and the ${firestore.summary}; photos on the local Storage endpoint; ${SYNCED}.`,
  };
}

/** Build-time variables that switch the browser app to Firestore sync through the emulators (see src/data/backend-config.ts). */
export function firestoreBuildEnv(env = process.env) {
  return {
    VITE_FIRESTORE_SYNC: 'on',
    VITE_FIRESTORE_EMULATOR: REAL_FIRESTORE_HOST,
    VITE_STORAGE_EMULATOR: STORAGE_HOST,
    VITE_FIREBASE_STORAGE_BUCKET:
      env.VITE_FIREBASE_STORAGE_BUCKET || `${env.VITE_FIREBASE_PROJECT_ID || 'demo-harbour'}.appspot.com`,
  };
}

/** Looks for the official emulator on this machine, then decides. `setup.env` is what the firebase CLI needs to run it. */
export function detectLocalBackend(env = process.env) {
  const setup =
    env[LOCAL_FIRESTORE_ENV] === 'stand-in' ? { ok: false, reason: 'not looked for' } : firestoreEmulatorSetup(env);
  return { ...decideLocalBackend({ firestore: setup, env }), javaEnv: setup.ok ? setup.env : null };
}
