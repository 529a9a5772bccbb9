#!/usr/bin/env node
// npm run admin:grant -- <email>
// npm run admin:grant -- --uid <uid>      (after confirming out of band who holds the account)
// Gives that account role 'admin' (custom claim), keeping its other claims. By email only once the address is
// verified (#32, finding N3: anyone could register a new broker's address first and be granted admin rights).
// Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set; otherwise against the real
// project of the service account in GOOGLE_APPLICATION_CREDENTIALS.
import { fileURLToPath } from 'node:url';
import { loadAdmin } from './firebase-admin.mjs';
import { PROJECT_ID } from './emulator-env.mjs';

/**
 * Pure: why an account may not be made admin this way, or null. By email, the address must be verified: the person
 * who opened the link holds it. By uid, the operator confirmed who holds the account themselves (in person, by phone).
 */
export function grantRefusal(user, how) {
  if (how === 'uid' || user.emailVerified) return null;
  return [
    `The account ${user.email} (uid ${user.uid}) has not verified its email address, so whoever holds it is unknown.`,
    'Ask the person to open the link in their sign-up email (or "Send the link again" on their dashboard), then run',
    'this again. Or confirm out of band who holds the account (in person, or a call to a number you already have)',
    `and grant by uid: npm run admin:grant -- --uid ${user.uid}`,
  ].join('\n');
}

export async function grantAdmin(target, { env = process.env } = {}) {
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
    const user = 'uid' in target ? await authApi.getUser(target.uid) : await authApi.getUserByEmail(target.email);
    const refusal = grantRefusal(user, 'uid' in target ? 'uid' : 'email');
    if (refusal) throw new Error(refusal);
    await authApi.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: 'admin' });
    return { uid: user.uid, email: user.email, emulated };
  } finally {
    await app.deleteApp(instance);
  }
}

/** Pure: the target named on the command line, or null when the arguments are not a usage. */
export function grantTarget(args) {
  if (args[0] === '--uid') return args[1] && args.length === 2 ? { uid: args[1] } : null;
  return args.length === 1 && args[0].includes('@') ? { email: args[0] } : null;
}

async function main() {
  const target = grantTarget(process.argv.slice(2));
  if (!target) {
    console.error('Usage: npm run admin:grant -- <email>\n       npm run admin:grant -- --uid <uid>');
    process.exit(2);
  }
  try {
    const { uid, email, emulated } = await grantAdmin(target);
    console.log(
      `Role 'admin' granted to ${email ?? uid} (uid ${uid}) on ${emulated ? 'the Auth emulator' : 'the real project'}.`,
    );
    console.log('The user gets it on the next token refresh (sign out and in again).');
  } catch (error) {
    const code = error?.code ?? error?.errorInfo?.code;
    const who = target.email ? `email ${target.email}` : `uid ${target.uid}`;
    console.error(code === 'auth/user-not-found' ? `No account with ${who}.` : String(error?.message ?? error));
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
