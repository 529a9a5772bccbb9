/// <reference types="vite/client" />
/**
 * Which backend this build talks to. With no Firebase project configured, the app runs
 * device-only on its bundled seed data. Accounts (Auth + Functions) need a project config; the
 * committed `.env` points the local default at the Firebase emulators (project 'demo-harbour').
 */
export type BackendMode = 'device' | 'firebase';

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
}

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
export function readEmulatorConfig(env: Env, projectId: string): EmulatorConfig {
  if (!projectId.startsWith('demo-')) return { authUrl: null, functions: null };
  const authUrl = (env.VITE_FIREBASE_AUTH_EMULATOR ?? '').trim() || null;
  const fn = (env.VITE_FIREBASE_FUNCTIONS_EMULATOR ?? '').trim();
  const match = /^([^:/\s]+):(\d{1,5})$/.exec(fn);
  return { authUrl, functions: match ? { host: match[1]!, port: Number(match[2]) } : null };
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

export function backendMode(env: Env = import.meta.env): BackendMode {
  return readFirebaseConfig(env) && env.VITE_FIRESTORE_SYNC === 'on' ? 'firebase' : 'device';
}
