/// <reference types="vite/client" />
/**
 * The Firebase project this build talks to: the committed `.env` points every local build at the emulators of
 * 'demo-harbour'; a deployment sets its own project.
 */

type Env = Record<string, string | undefined>;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
}

export interface EmulatorConfig {
  /** e.g. 'http://127.0.0.1:9099' */
  authUrl: string | null;
  /** host and port, e.g. { host: '127.0.0.1', port: 5001 } */
  functions: { host: string; port: number } | null;
  /** Firestore and Storage emulators, host and port */
  firestore: { host: string; port: number } | null;
  storage: { host: string; port: number } | null;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * The emulators are configured at build time as loopback addresses. A phone on the local network that opened the
 * site by the computer's LAN address (`HOST=0.0.0.0 npm start`) reaches them at that same address instead.
 */
export function emulatorHostFor(host: string, pageHost: string | undefined): string {
  return LOOPBACK.has(host) && pageHost && !LOOPBACK.has(pageHost) ? pageHost : host;
}

function hostPort(value: string | undefined, pageHost: string | undefined): { host: string; port: number } | null {
  const match = /^([^:/\s]+):(\d{1,5})$/.exec((value ?? '').trim());
  return match ? { host: emulatorHostFor(match[1]!, pageHost), port: Number(match[2]) } : null;
}

const pageHostname = (): string | undefined => (typeof location === 'undefined' ? undefined : location.hostname);

export interface AccountsBackendConfig {
  firebase: FirebaseWebConfig;
  emulators: EmulatorConfig;
  functionsRegion: string;
}

export function readFirebaseConfig(env: Env): FirebaseWebConfig | null {
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
    appId: env.VITE_FIREBASE_APP_ID ?? '',
  };
  return config.apiKey && config.projectId ? config : null;
}

/** Emulator addresses apply only to 'demo-*' projects, so a real project can never be pointed at localhost by a stray variable. */
export function readEmulatorConfig(
  env: Env,
  projectId: string,
  pageHost: string | undefined = pageHostname(),
): EmulatorConfig {
  if (!projectId.startsWith('demo-')) return { authUrl: null, functions: null, firestore: null, storage: null };
  let authUrl = (env.VITE_FIREBASE_AUTH_EMULATOR ?? '').trim() || null;
  if (authUrl) {
    try {
      const url = new URL(authUrl);
      url.hostname = emulatorHostFor(url.hostname, pageHost);
      authUrl = url.origin;
    } catch {
      authUrl = null;
    }
  }
  return {
    authUrl,
    functions: hostPort(env.VITE_FIREBASE_FUNCTIONS_EMULATOR, pageHost),
    firestore: hostPort(env.VITE_FIRESTORE_EMULATOR, pageHost),
    storage: hostPort(env.VITE_STORAGE_EMULATOR, pageHost),
  };
}

/** Auth + Functions configuration, or null when the build has no Firebase project (accounts unavailable). */
export function readAccountsConfig(env: Env = import.meta.env): AccountsBackendConfig | null {
  const firebase = readFirebaseConfig(env);
  if (!firebase) return null;
  return {
    firebase,
    emulators: readEmulatorConfig(env, firebase.projectId),
    functionsRegion: env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1',
  };
}
