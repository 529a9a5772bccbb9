// Which local backend `npm start` runs:
//   'stand-in'            the pure-JS Firestore stand-in (@firestore-emulator/server, for the functions' Admin SDK)
//                         + the Auth and Functions emulators; the browser app runs device-only on its demo data.
//   'firestore-emulators' the real Firestore (8080) and Storage (9199) emulators from firebase-tools, started with
//                         Auth + Functions; seeded with the demo data; the app is built to sync through them.
// The Java detection is scripts/test-rules.mjs's (same rule as the security-rules tests).
import { existsSync } from 'node:fs';
import { HOST } from './emulator-env.mjs';
import { MIN_JAVA, emulatorJars, javaMajor, javaVersionOutput } from './test-rules.mjs';

/** Env override: 'stand-in' always runs the stand-in; 'emulators' insists on the Java emulators. */
export const LOCAL_FIRESTORE_ENV = 'LOCAL_FIRESTORE';
export const REAL_FIRESTORE_PORT = 8080;
export const STORAGE_PORT = 9199;
export const REAL_FIRESTORE_HOST = `${HOST}:${REAL_FIRESTORE_PORT}`;
export const STORAGE_HOST = `${HOST}:${STORAGE_PORT}`;
export const SETUP_COMMAND = 'npx firebase setup:emulators:firestore && npx firebase setup:emulators:storage';

const DEVICE_ONLY = 'the app runs device-only on its demo data; accounts use the Auth + Functions emulators';
const SYNCED = 'the app syncs through them, seeded with the demo data';

/**
 * Pure: which backend to run, and the one line that says why.
 * @param {{ javaMajorVersion: number | null; jarsPresent: boolean; env?: Record<string, string | undefined> }} input
 * @returns {{ mode: 'stand-in' | 'firestore-emulators'; reason: string } | { mode: 'error'; reason: string }}
 */
export function decideLocalBackend({ javaMajorVersion, jarsPresent, env = {} }) {
  const override = (env[LOCAL_FIRESTORE_ENV] ?? '').trim();
  const java = javaMajorVersion === null ? 'No Java found' : `Java ${javaMajorVersion} found`;
  const javaOk = javaMajorVersion !== null && javaMajorVersion >= MIN_JAVA;

  if (override === 'stand-in') {
    return { mode: 'stand-in', reason: `${LOCAL_FIRESTORE_ENV}=stand-in: Firestore stand-in; ${DEVICE_ONLY}.` };
  }
  if (override === 'emulators') {
    if (!javaOk) {
      return {
        mode: 'error',
        reason: `${LOCAL_FIRESTORE_ENV}=emulators, but ${javaMajorVersion === null ? 'no Java was found' : `Java ${javaMajorVersion} was found`}: the Firestore/Storage emulators need Java ${MIN_JAVA} or newer. Unset ${LOCAL_FIRESTORE_ENV} to run the stand-in.`,
      };
    }
    return {
      mode: 'firestore-emulators',
      reason: `${LOCAL_FIRESTORE_ENV}=emulators, ${java}: Firestore + Storage emulators${jarsPresent ? '' : ' (firebase-tools downloads them on this first start: needs internet)'}; ${SYNCED}.`,
    };
  }
  if (override !== '') {
    return { mode: 'error', reason: `${LOCAL_FIRESTORE_ENV}=${override} is not understood: use 'stand-in' or 'emulators', or leave it unset.` };
  }
  if (!javaOk) {
    return { mode: 'stand-in', reason: `${java}; the Firestore/Storage emulators need Java ${MIN_JAVA}: ${DEVICE_ONLY}.` };
  }
  if (!jarsPresent) {
    return {
      mode: 'stand-in',
      reason:
        `${java}, but the Firestore/Storage emulator downloads are missing (once, with internet: ${SETUP_COMMAND}; ` +
        `or ${LOCAL_FIRESTORE_ENV}=emulators to download them at start): ${DEVICE_ONLY}.`,
    };
  }
  return { mode: 'firestore-emulators', reason: `${java}: Firestore + Storage emulators; ${SYNCED}.` };
}

/** Build-time variables that switch the browser app to Firestore sync through the emulators (see src/data/backend-config.ts). */
export function firestoreBuildEnv(env = process.env) {
  return {
    VITE_FIRESTORE_SYNC: 'on',
    VITE_FIRESTORE_EMULATOR: REAL_FIRESTORE_HOST,
    VITE_STORAGE_EMULATOR: STORAGE_HOST,
    VITE_FIREBASE_STORAGE_BUCKET: env.VITE_FIREBASE_STORAGE_BUCKET || `${env.VITE_FIREBASE_PROJECT_ID || 'demo-harbour'}.appspot.com`,
  };
}

/** Detects Java and the emulator downloads on this machine, then decides. */
export function detectLocalBackend(env = process.env) {
  const jars = emulatorJars(env);
  return decideLocalBackend({
    javaMajorVersion: javaMajor(javaVersionOutput()),
    jarsPresent: existsSync(jars.firestore) && existsSync(jars.storage),
    env,
  });
}
