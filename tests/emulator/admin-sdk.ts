// Admin SDK handles for the emulator tests (firebase-admin comes from functions/node_modules).
import { loadAdmin } from '../../scripts/firebase-admin.mjs';
import { PROJECT_ID } from '../../scripts/emulator-env.mjs';

export function requireEmulators(): void {
  for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']) {
    if (!process.env[name]) throw new Error(`${name} is not set: run these tests with \`npm run test:emulator\``);
  }
}

export function adminSdk() {
  requireEmulators();
  const { app, auth, firestore } = loadAdmin();
  const instance =
    app.getApps().find((a) => a.name === 'tests') ?? app.initializeApp({ projectId: PROJECT_ID }, 'tests');
  return { auth: auth.getAuth(instance), db: firestore.getFirestore(instance) };
}

/**
 * Firestore of a project no function watches (the Functions emulator serves PROJECT_ID only): for tests that run a
 * trigger's handler themselves, so the deployed trigger does not run it a second time on the same write.
 */
export function directFirestore() {
  requireEmulators();
  const { app, firestore } = loadAdmin();
  const projectId = `${PROJECT_ID}-direct`;
  const instance = app.getApps().find((a) => a.name === projectId) ?? app.initializeApp({ projectId }, projectId);
  return firestore.getFirestore(instance);
}

export const uniqueEmail = (tag: string) => `it-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}
