/**
 * Which backend this build talks to. With no Firebase project configured (the local default),
 * the app runs device-only on its bundled seed data.
 */
export type BackendMode = 'device' | 'firebase';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
}

export function readFirebaseConfig(env: Record<string, string | undefined>): FirebaseWebConfig | null {
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
    appId: env.VITE_FIREBASE_APP_ID ?? '',
  };
  return config.apiKey && config.projectId ? config : null;
}

export function backendMode(env: Record<string, string | undefined> = import.meta.env): BackendMode {
  return readFirebaseConfig(env) && env.VITE_FIRESTORE_SYNC === 'on' ? 'firebase' : 'device';
}
