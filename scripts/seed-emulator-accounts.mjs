// Creates the demo accounts in the Auth emulator (idempotent) with their role claim and profile.
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { loadAdmin } from './firebase-admin.mjs';
import { PROJECT_ID } from './emulator-env.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function seedDemoAccounts({ log = console.log } = {}) {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error('Refusing to seed: FIREBASE_AUTH_EMULATOR_HOST is not set');
  const { app, auth, firestore } = loadAdmin();
  const admin = app.getApps().find((a) => a.name === 'seed') ?? app.initializeApp({ projectId: PROJECT_ID }, 'seed');
  const authApi = auth.getAuth(admin);
  const db = firestore.getFirestore(admin);
  for (const account of DEMO_ACCOUNTS) {
    let created = false;
    try {
      await authApi.getUser(account.uid);
    } catch {
      await authApi.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.fullName,
        emailVerified: true,
      });
      created = true;
    }
    if (created) {
      // The onUserCreated trigger gives every new account role 'client'; wait for it so it
      // cannot overwrite the admin role set below.
      for (let i = 0; i < 40; i++) {
        const user = await authApi.getUser(account.uid);
        if (user.customClaims?.role) break;
        await sleep(250);
      }
    }
    const user = await authApi.getUser(account.uid);
    await authApi.setCustomUserClaims(account.uid, { ...(user.customClaims ?? {}), role: account.role });
    // The admin's phone as the second factor (#32): admin rights need a session that passed it.
    if (account.secondFactorPhone && !user.multiFactor?.enrolledFactors.length)
      await authApi.updateUser(account.uid, {
        multiFactor: {
          enrolledFactors: [
            {
              uid: `${account.uid}-phone`,
              factorId: 'phone',
              phoneNumber: account.secondFactorPhone,
              displayName: 'Mobile',
            },
          ],
        },
      });
    const now = new Date().toISOString();
    await db
      .collection('profiles')
      .doc(account.uid)
      .set(
        { fullName: account.fullName, phone: account.phone, email: account.email, createdAt: now, updatedAt: now },
        { merge: true },
      );
    log(`  ${account.role.padEnd(6)} ${account.fullName} <${account.email}>`);
  }
}
