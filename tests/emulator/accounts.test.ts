import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { firebaseAuthService } from '@/data/firebase/auth-service';
import { authErrorMessage } from '@/data/firebase/auth-errors';
import { firebase } from '@/data/firebase/app';
import { adminSdk, eventually, uniqueEmail } from './admin-sdk';
import { AUTH_PORT, FUNCTIONS_PORT, HOST, PROJECT_ID } from '../../scripts/emulator-env.mjs';
import { signInWithSecondFactor } from '../../scripts/second-factor-sign-in.mjs';

const run = promisify(execFile);
const PASSWORD = 'sunny-harbour-42';

/** A second, independent web client (the app's own firebase() is a singleton). */
function webClient(name: string) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${AUTH_PORT}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, HOST, FUNCTIONS_PORT);
  return { app, auth, functions };
}

const apps: FirebaseApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
  if (firebase().auth.currentUser) await firebaseAuthService.signOut();
});

async function signedInClient(email: string, password = PASSWORD) {
  const client = webClient(`c-${Math.random()}`);
  apps.push(client.app);
  await signInWithEmailAndPassword(client.auth, email, password);
  return client;
}

let phones = 0;
/** A phone of its own per account (a Bahamas 242 number), so each sign-in reads its own code. */
const newPhone = () => `+1242${String((Date.now() + phones++) % 1e7).padStart(7, '0')}`;

/** An account; `secondFactor`: a verified address and a phone enrolled as the second factor (#32). */
async function createAccount(role?: 'admin' | 'client', { secondFactor = false } = {}) {
  const { auth } = adminSdk();
  const email = uniqueEmail(role ?? 'plain');
  const user = await auth.createUser({ email, password: PASSWORD, displayName: 'Test Person' });
  // Wait for the onUserCreated trigger before changing the role, as the seed script does.
  await eventually(
    () => auth.getUser(user.uid),
    (u) => u.customClaims?.role === 'client',
  );
  if (role === 'admin') await auth.setCustomUserClaims(user.uid, { role: 'admin' });
  if (secondFactor)
    await auth.updateUser(user.uid, {
      emailVerified: true,
      // The Auth emulator wants the enrolment's id on an update (a sign-up makes one itself).
      multiFactor: { enrolledFactors: [{ uid: `${user.uid}-phone`, factorId: 'phone', phoneNumber: newPhone() }] },
    });
  return { uid: user.uid, email };
}

/**
 * A callable as the web SDK calls it, with the ID token of a session that passed the second factor (the SDK's phone
 * step needs a browser: scripts/second-factor-sign-in.mjs makes the same REST calls). The error as the app reads it.
 */
async function callAs(
  idToken: string,
  name: string,
  data: unknown,
): Promise<{ data?: unknown; code?: string; message?: string }> {
  const res = await fetch(`http://${HOST}:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const json = (await res.json()) as { result?: unknown; error?: { status: string; message: string } };
  if (json.error)
    return { code: `functions/${json.error.status.toLowerCase().replace(/_/g, '-')}`, message: json.error.message };
  return { data: json.result };
}

const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

beforeAll(() => {
  adminSdk();
});

/** The account emails written for an address (the Trigger Email format). */
async function accountMails(email: string) {
  const snap = await adminSdk().db.collection('mail').where('to', '==', email).get();
  return snap.docs.map((d) => d.data() as { kind: string; message: { subject: string; text: string } });
}

/** The code in the link of an account email. */
function codeIn(text: string, mode: 'finishSignUp' | 'resetPassword'): string {
  const link = text.match(new RegExp(`https?://\\S+/auth\\?mode=${mode}&oobCode=\\S+`))?.[0];
  if (!link) throw new Error(`no ${mode} link in: ${text}`);
  return new URL(link).searchParams.get('oobCode')!;
}

describe('sign up (#32: the requestAccount callable → onAccountRequested → Auth emulator)', () => {
  it('answers the same for a new and a known address; only the new one gets an account, finished on its link', async () => {
    const email = uniqueEmail('signup');
    const known = await createAccount();
    // An account in use: it has signed in.
    await signedInClient(known.email);
    const request = (address: string) =>
      firebaseAuthService.requestAccount({ fullName: 'Dana Munroe', email: address, phone: '+1 242 555 0101' });
    // Same answer: nothing tells the two apart.
    expect(await request(email.toUpperCase())).toBeUndefined();
    expect(await request(known.email)).toBeUndefined();
    expect(firebase().auth.currentUser).toBeNull();

    const [welcome] = await eventually(
      () => accountMails(email),
      (m) => m.length === 1,
      30_000,
    );
    expect(welcome).toMatchObject({ kind: 'accountRequest' });
    expect(welcome!.message.subject).toBe('Finish creating your Nassau Harbour Yachts account');
    const [note] = await eventually(
      () => accountMails(known.email),
      (m) => m.length === 1,
      30_000,
    );
    expect(note!.message.subject).toBe('You already have a Nassau Harbour Yachts account');
    expect(note!.message.text).not.toContain('Dana Munroe');

    // The known account is as it was; the new one exists, a client with the form's profile, with no password yet.
    const { auth, db } = adminSdk();
    expect((await auth.getUser(known.uid)).displayName).toBe('Test Person');
    const user = await auth.getUserByEmail(email);
    expect(user).toMatchObject({ emailVerified: false, displayName: 'Dana Munroe', customClaims: { role: 'client' } });
    const profile = await eventually(
      () => db.collection('profiles').doc(user.uid).get(),
      (p) => p.get('fullName') === 'Dana Munroe',
    );
    expect(profile.data()).toMatchObject({ phone: '+1 242 555 0101', email });
    await expect(firebaseAuthService.signIn(email, PASSWORD)).rejects.toThrow('Invalid login credentials');
    // The requests are gone once handled (they hold a name and an address).
    await eventually(
      () => db.collection('accountRequests').where('email', 'in', [email, known.email]).get(),
      (snap) => snap.empty,
    );

    // The link: the password chosen there signs in, with the address verified by the same token.
    const { confirmPasswordReset } = await import('firebase/auth');
    await confirmPasswordReset(firebase().auth, codeIn(welcome!.message.text, 'finishSignUp'), 'Exuma-cays-2026');
    expect(await firebaseAuthService.signIn(email, 'Exuma-cays-2026')).toBeNull();
    expect(firebase().auth.currentUser).toMatchObject({ emailVerified: true, displayName: 'Dana Munroe' });
    expect(await firebaseAuthService.getRole()).toBe('client');
  });

  it('an account never finished gets a fresh link; an address is emailed at most once a minute', async () => {
    const email = uniqueEmail('unfinished');
    const { auth, db } = adminSdk();
    await auth.createUser({ email, displayName: 'First Try' });
    const request = () => firebaseAuthService.requestAccount({ fullName: 'Second Try', email, phone: '' });
    await request();
    await request();
    const mails = await eventually(
      () => accountMails(email),
      (m) => m.length === 1,
      30_000,
    );
    expect(mails[0]!.message.subject).toBe('Finish creating your Nassau Harbour Yachts account');
    expect(codeIn(mails[0]!.message.text, 'finishSignUp')).not.toBe('');
    // The second request within the minute was answered the same and recorded nothing.
    const limit = await db
      .collection('accountRequestLimits')
      .doc(createHash('sha256').update(email).digest('hex'))
      .get();
    expect(limit.get('sentAt')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await accountMails(email)).toHaveLength(1);
    await eventually(
      () => db.collection('profiles').where('email', '==', email).get(),
      (snap) => snap.docs[0]?.get('fullName') === 'Second Try',
    );
  });

  it("refuses a bad form with the form's message and records nothing", async () => {
    const email = uniqueEmail('bad');
    await expect(firebaseAuthService.requestAccount({ fullName: 'A', email, phone: '' })).rejects.toThrow(
      'Full name must be at least 2 characters',
    );
    await expect(
      firebaseAuthService.requestAccount({ fullName: 'Al', email: 'not-an-address', phone: '' }),
    ).rejects.toThrow('Invalid email address');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await accountMails(email)).toHaveLength(0);
    await expect(adminSdk().auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('login', () => {
  it('a wrong password gives "Invalid login credentials"', async () => {
    const { email } = await createAccount();
    await expect(firebaseAuthService.signIn(email, 'wrong-password')).rejects.toThrow('Invalid login credentials');
  });

  it('the right password signs in and the role comes from the token', async () => {
    const { email } = await createAccount('admin');
    await firebaseAuthService.signIn(email, PASSWORD);
    expect(await firebaseAuthService.getRole()).toBe('admin');
  });

  it('a session whose token was minted before the role claim was set waits for the claim (no portal without a role)', async () => {
    const { uid, email } = await createAccount();
    const { auth } = adminSdk();
    await auth.setCustomUserClaims(uid, null);
    await firebaseAuthService.signIn(email, PASSWORD);
    const claimSet = new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
      auth.setCustomUserClaims(uid, { role: 'client' }),
    );
    expect(await firebaseAuthService.getRole()).toBe('client');
    await claimSet;
  });

  it('an unknown account gets the same message (no account enumeration)', async () => {
    const client = webClient(`x-${Math.random()}`);
    apps.push(client.app);
    const error = await signInWithEmailAndPassword(client.auth, uniqueEmail('nobody'), PASSWORD).catch(
      (e: unknown) => e,
    );
    expect(authErrorMessage(error)).toBe('Invalid login credentials');
  });
});

describe('setUserRole', () => {
  it('refuses a non-admin caller with permission-denied', async () => {
    const caller = await createAccount('client');
    const target = await createAccount();
    const client = await signedInClient(caller.email);
    await expect(
      httpsCallable(client.functions, 'setUserRole')({ uid: target.uid, role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect((await adminSdk().auth.getUser(target.uid)).customClaims?.role).toBe('client');
  });

  it('#32: refuses an admin whose session did not pass the second factor', async () => {
    const admin = await createAccount('admin');
    const target = await createAccount();
    const client = await signedInClient(admin.email);
    await expect(
      httpsCallable(client.functions, 'setUserRole')({ uid: target.uid, role: 'admin' }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
    expect((await adminSdk().auth.getUser(target.uid)).customClaims?.role).toBe('client');
  });

  it('refuses bad input with invalid-argument and a clear message', async () => {
    const admin = await createAccount('admin', { secondFactor: true });
    const token = await signInWithSecondFactor(admin.email, PASSWORD);
    expect(await callAs(token, 'setUserRole', { uid: admin.uid, role: 'owner' })).toEqual({
      code: 'functions/invalid-argument',
      message: 'role must be one of: admin, client',
    });
    expect(await callAs(token, 'setUserRole', { role: 'client' })).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await callAs(token, 'setUserRole', { uid: 'no-such-user', role: 'client' })).toMatchObject({
      code: 'functions/not-found',
    });
  });

  it('lets an admin change a role, keeping other claims', async () => {
    const admin = await createAccount('admin', { secondFactor: true });
    const target = await createAccount();
    await adminSdk().auth.setCustomUserClaims(target.uid, { role: 'client', beta: true });
    const token = await signInWithSecondFactor(admin.email, PASSWORD);
    expect(await callAs(token, 'setUserRole', { uid: target.uid, role: 'admin' })).toMatchObject({
      data: { uid: target.uid, role: 'admin' },
    });
    expect((await adminSdk().auth.getUser(target.uid)).customClaims).toEqual({ role: 'admin', beta: true });

    // The target sees it after a token refresh.
    const targetClient = await signedInClient(target.email);
    expect((await targetClient.auth.currentUser!.getIdTokenResult(true)).claims.role).toBe('admin');
    await signOut(targetClient.auth);
  });
});

describe('finding 14: demoting an admin', () => {
  it('records the demotion, ends its sessions, and refuses the admin token it still holds', async () => {
    const boss = await createAccount('admin', { secondFactor: true });
    const broker = await createAccount('admin', { secondFactor: true });
    const bossToken = await signInWithSecondFactor(boss.email, PASSWORD);
    const brokerToken = await signInWithSecondFactor(broker.email, PASSWORD);
    const validBefore = Date.parse((await adminSdk().auth.getUser(broker.uid)).tokensValidAfterTime ?? '');
    // Auth keeps that time in whole seconds: demote in a later second, so the revocation shows.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, validBefore + 1100 - Date.now())));
    expect(await callAs(bossToken, 'setUserRole', { uid: broker.uid, role: 'client' })).toMatchObject({
      data: { uid: broker.uid, role: 'client' },
    });

    const revocation = await adminSdk().db.collection('roleRevocations').doc(broker.uid).get();
    expect(typeof revocation.get('at')).toBe('number');
    const demoted = await adminSdk().auth.getUser(broker.uid);
    expect(demoted.customClaims?.role).toBe('client');
    expect(Date.parse(demoted.tokensValidAfterTime!)).toBeGreaterThan(validBefore);
    // Its current token still says admin; the functions go by the demotion.
    expect(claimsOf(brokerToken).role).toBe('admin');
    expect(await callAs(brokerToken, 'setUserRole', { uid: boss.uid, role: 'client' })).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect((await adminSdk().auth.getUser(boss.uid)).customClaims?.role).toBe('admin');
  });
});

describe('npm run admin:grant', () => {
  it('grants role admin to the account with that email once its address is verified', async () => {
    const target = await createAccount();
    await adminSdk().auth.updateUser(target.uid, { emailVerified: true });
    const { stdout } = await run(process.execPath, ['scripts/admin-grant.mjs', target.email], { env: process.env });
    expect(stdout).toContain(`Role 'admin' granted to ${target.email}`);
    expect((await adminSdk().auth.getUser(target.uid)).customClaims?.role).toBe('admin');
  });

  it('finding N3: refuses an unverified address, says how to grant by uid, and --uid grants', async () => {
    const target = await createAccount();
    const error = await run(process.execPath, ['scripts/admin-grant.mjs', target.email], { env: process.env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr).toContain('has not verified its email address');
    expect((error as { stderr: string }).stderr).toContain(`npm run admin:grant -- --uid ${target.uid}`);
    expect((await adminSdk().auth.getUser(target.uid)).customClaims?.role).not.toBe('admin');
    const { stdout } = await run(process.execPath, ['scripts/admin-grant.mjs', '--uid', target.uid], {
      env: process.env,
    });
    expect(stdout).toContain(`(uid ${target.uid})`);
    expect((await adminSdk().auth.getUser(target.uid)).customClaims?.role).toBe('admin');
  });

  it('fails clearly for an unknown email', async () => {
    const email = uniqueEmail('ghost');
    const error = await run(process.execPath, ['scripts/admin-grant.mjs', email], { env: process.env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr).toContain(`No account with email ${email}.`);
  });
});

describe('demo accounts seeded by scripts/emulators.mjs', () => {
  it('the demo admin has role admin and a second factor; the owners are clients with profiles', async () => {
    const { DEMO_ACCOUNTS } = await import('../../scripts/demo-accounts.mjs');
    const { seedDemoAccounts } = await import('../../scripts/seed-emulator-accounts.mjs');
    await seedDemoAccounts({ log: () => undefined });
    const { auth, db } = adminSdk();
    for (const account of DEMO_ACCOUNTS) {
      const user = await auth.getUser(account.uid);
      expect(user.customClaims?.role).toBe(account.role);
      expect(user.email).toBe(account.email);
      // #32: the admin's phone is enrolled as the second factor; the owners have none.
      expect(user.multiFactor?.enrolledFactors.map((f) => (f as { phoneNumber?: string }).phoneNumber) ?? []).toEqual(
        account.secondFactorPhone ? [account.secondFactorPhone] : [],
      );
      expect((await db.collection('profiles').doc(account.uid).get()).get('fullName')).toBe(account.fullName);
    }
  });
});
