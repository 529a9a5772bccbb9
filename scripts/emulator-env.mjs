// One place for the local Firebase emulator setup: project id, ports and the environment the
// Firebase CLI needs to run offline. Used by scripts/emulators.mjs, scripts/start-local.mjs,
// scripts/admin-grant.mjs and the emulator tests.
export const PROJECT_ID = 'demo-harbour';
export const HOST = '127.0.0.1';
export const AUTH_PORT = 9099;
export const FUNCTIONS_PORT = 5001;
/** The official Firestore emulator (firebase.json). */
export const FIRESTORE_PORT = 8080;
export const REGION = 'us-central1';

export const AUTH_EMULATOR_HOST = `${HOST}:${AUTH_PORT}`;
export const FIRESTORE_EMULATOR_HOST = `${HOST}:${FIRESTORE_PORT}`;
export const FUNCTIONS_ORIGIN = `http://${HOST}:${FUNCTIONS_PORT}`;

/** Environment for the Firebase CLI and everything it spawns (functions runtime, emulators:exec command). */
export function emulatorProcessEnv(base = process.env) {
  return {
    ...base,
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST,
    // No update checks, prompts or usage reporting: this machine (and CI) has no internet.
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FORCE_COLOR: '0',
    // The Functions emulator learns the functions from their code each time it loads them (at start, and when a seed
    // switches the triggers back on): with this it has the code write its manifest to a file instead of serving it
    // over HTTP and polling for it, 0.9 s instead of 4.2 s per load here (docs/PERFORMANCE.md). Same manifest.
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
  };
}

export function firebaseCli() {
  return new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url).pathname;
}
