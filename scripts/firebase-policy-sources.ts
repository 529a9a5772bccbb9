import { readEmulatorConfig, readFirebaseConfig } from '../src/data/backend-config';

type Env = Record<string, string | undefined>;

/** Where a build's pages may fetch from and show images from, beyond the site itself (#32, CSP). */
export interface FirebaseSources {
  connect: string[];
  images: string[];
}

/**
 * Pure: Firebase's hosts for the page's content policy. A real project: Firestore, Auth, its Storage, its callables'
 * region and App Check. A 'demo-*' build talks to the local emulators instead: any host on their ports, as a phone on
 * the local network reaches them at the computer's address (backend-config.ts emulatorHostFor). No project: none.
 */
export function firebaseSources(env: Env): FirebaseSources {
  const firebase = readFirebaseConfig(env);
  if (!firebase) return { connect: [], images: [] };
  if (firebase.projectId.startsWith('demo-')) {
    const emulators = readEmulatorConfig(env, firebase.projectId, undefined);
    const onPort = (port: number | undefined) => (port ? [`http://*:${port}`] : []);
    const authPort = emulators.authUrl ? Number(new URL(emulators.authUrl).port) : undefined;
    const storage = onPort(emulators.storage?.port);
    return {
      connect: [
        ...onPort(authPort),
        ...onPort(emulators.firestore?.port),
        ...onPort(emulators.functions?.port),
        ...storage,
      ],
      images: storage,
    };
  }
  const region = env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1';
  return {
    connect: [
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
      `https://${region}-${firebase.projectId}.cloudfunctions.net`,
      'https://content-firebaseappcheck.googleapis.com',
    ],
    images: ['https://firebasestorage.googleapis.com'],
  };
}
