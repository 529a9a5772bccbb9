import { expect } from '@playwright/test';
import { loadAdmin } from '../../../scripts/firebase-admin.mjs';
import { AUTH_EMULATOR_HOST, PROJECT_ID } from '../../../scripts/emulator-env.mjs';
import { REAL_FIRESTORE_HOST } from '../../../scripts/local-backend-mode.mjs';

/**
 * What the backend (the official Firestore emulator the specs sync through) holds, read with the
 * Admin SDK from the test process: the server side of a multi-device test.
 */
export function backendFirestore() {
  process.env.FIRESTORE_EMULATOR_HOST ??= REAL_FIRESTORE_HOST;
  const { app, firestore } = loadAdmin();
  const instance = app.getApps().find((a) => a.name === 'e2e') ?? app.initializeApp({ projectId: PROJECT_ID }, 'e2e');
  return firestore.getFirestore(instance);
}

/** The Admin SDK's Auth on the Auth emulator (the accounts behind a multi-device test). */
export function backendAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
  backendFirestore();
  const { auth, app } = loadAdmin();
  return auth.getAuth(app.getApp('e2e'));
}

/** The documents of a collection whose field equals a value. */
export async function backendDocs(
  collection: string,
  field: string,
  value: unknown,
): Promise<Record<string, unknown>[]> {
  const snap = await backendFirestore().collection(collection).where(field, '==', value).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

/** One document by id, or null. */
export async function backendDoc(collection: string, id: string): Promise<Record<string, unknown> | null> {
  const snap = await backendFirestore().collection(collection).doc(id).get();
  return snap.exists ? { id: snap.id, ...snap.data() } : null;
}

/**
 * Writes a document as the server holds replicated ones (with the pull's server timestamp, not deleted), past the
 * rules: what a script holding the web config, or the backend itself, could write. The functions' triggers run on it.
 */
export async function writeAsServer(collection: string, doc: Record<string, unknown> & { id?: unknown }) {
  const { firestore } = loadAdmin();
  await backendFirestore()
    .collection(collection)
    .doc(String(doc.id))
    .set({ ...doc, serverTimestamp: firestore.FieldValue.serverTimestamp(), _deleted: false });
}

/** Changes fields of a stored document as a server write would (a new server timestamp): the triggers run on it. */
export async function updateAsServer(collection: string, id: string, fields: Record<string, unknown>) {
  const { firestore } = loadAdmin();
  await backendFirestore()
    .collection(collection)
    .doc(id)
    .update({
      ...fields,
      updatedAt: new Date().toISOString(),
      serverTimestamp: firestore.FieldValue.serverTimestamp(),
    });
}

/** Removes a document outright, as a script past the rules could (the triggers run on the removal). */
export async function removeAsServer(collection: string, id: string) {
  await backendFirestore().collection(collection).doc(id).delete();
}

/**
 * A listing of the test's own: a copy of a demo boat under a new id, with `fields` changed, written as an admin's save
 * reaches the server; resolves once the functions have made its public copy. Specs that change a boat's record use
 * one, so the demo boats stay as seeded for the specs beside them.
 */
export async function boatOfOwn(baseId: string, fields: Record<string, unknown>): Promise<string> {
  const base = await backendDoc('boats', baseId);
  if (!base) throw new Error(`boats/${baseId} is not in the backend`);
  const id = `${baseId}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await writeAsServer('boats', { ...base, ...fields, id, updatedAt: new Date().toISOString() });
  await expect.poll(async () => (await backendDoc('listings', id))?.id ?? null, { timeout: 30_000 }).toBe(id);
  return id;
}
