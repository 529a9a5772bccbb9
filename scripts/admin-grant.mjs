#!/usr/bin/env node
// npm run admin:grant -- <email>
// Gives the account with that email role 'admin' (custom claim), keeping its other claims.
// Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set; otherwise against the real
// project of the service account in GOOGLE_APPLICATION_CREDENTIALS.
import { fileURLToPath } from 'node:url';
import { loadAdmin } from './firebase-admin.mjs';
import { PROJECT_ID } from './emulator-env.mjs';

export async function grantAdmin(email, { env = process.env } = {}) {
  const { app, auth } = loadAdmin();
  const emulated = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (!emulated && !env.GOOGLE_APPLICATION_CREDENTIALS) {
    throw new Error('Set FIREBASE_AUTH_EMULATOR_HOST (emulator) or GOOGLE_APPLICATION_CREDENTIALS (real project).');
  }
  const name = `admin-grant-${Date.now()}`;
  const options = emulated ? { projectId: env.GCLOUD_PROJECT || PROJECT_ID } : { credential: app.applicationDefault() };
  const instance = app.initializeApp(options, name);
  try {
    const authApi = auth.getAuth(instance);
    const user = await authApi.getUserByEmail(email);
    await authApi.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: 'admin' });
    return { uid: user.uid, emulated };
  } finally {
    await app.deleteApp(instance);
  }
}

async function main() {
  const email = process.argv[2];
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run admin:grant -- <email>');
    process.exit(2);
  }
  try {
    const { uid, emulated } = await grantAdmin(email);
    console.log(
      `Role 'admin' granted to ${email} (uid ${uid}) on ${emulated ? 'the Auth emulator' : 'the real project'}.`,
    );
    console.log('The user gets it on the next token refresh (sign out and in again).');
  } catch (error) {
    const code = error?.code ?? error?.errorInfo?.code;
    console.error(code === 'auth/user-not-found' ? `No account with email ${email}.` : String(error?.message ?? error));
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
