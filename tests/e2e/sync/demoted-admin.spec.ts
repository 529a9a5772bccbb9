import { test, expect, type Page } from '@playwright/test';
import { loadAdmin } from '../../../scripts/firebase-admin.mjs';
import { AUTH_EMULATOR_HOST, FUNCTIONS_ORIGIN, PROJECT_ID } from '../../../scripts/emulator-env.mjs';
import { demoAdmin } from '../support/admin-login';
import { seedLeads } from '../../../fixtures/portal-seed';
import { writeAsServer } from '../support/backend';
import { FIRST_SYNC } from '../support/timing';
import { withSecondFactor } from '../../../scripts/second-factor-page.mjs';
import { signInWithSecondFactor } from '../../../scripts/second-factor-sign-in.mjs';
import { smsCode } from '../../../scripts/sms-codes.mjs';
import { ACTIVE_AT_KEY, ADMIN_IDLE_LIMIT_MS, IDLE_ENDED_TEXT } from '../../../src/data/session/admin-idle';

// #32, finding N7: a broker demoted while their tab is open. The rules refuse the tab's reads at once (roleRevocations);
// the tab then asks Auth for a fresh token (a revoked session ends, a changed role arrives) and forgets every lead and
// note it held. Checked in the tab's own IndexedDB, as someone picking up the phone could read it.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'sunny-harbour-42';
const lead = seedLeads[0]!;

function adminAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
  const { app, auth } = loadAdmin();
  const instance =
    app.getApps().find((a) => a.name === 'e2e-auth') ?? app.initializeApp({ projectId: PROJECT_ID }, 'e2e-auth');
  return auth.getAuth(instance);
}

/** A phone number of its own for each broker (a Bahamas 242 number), so each test reads its own codes. */
const newPhone = () => `+1242${String(Date.now() % 1e7).padStart(7, '0')}`;

/**
 * A new broker's account: verified, role admin (as `npm run admin:grant` leaves it), with a phone enrolled as the
 * second factor unless `enrolled` is false (#32).
 */
async function newBroker({ enrolled = true } = {}): Promise<{ uid: string; email: string; phone: string }> {
  const auth = adminAuth();
  const email = `e2e-broker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const phone = newPhone();
  const user = await auth.createUser({ email, password: PASSWORD, emailVerified: true, displayName: 'Rhonda Bain' });
  // The onUserCreated trigger sets role client first; admin after it, as the seed does.
  await expect.poll(async () => (await auth.getUser(user.uid)).customClaims?.role ?? null, FIRST_SYNC).toBe('client');
  await auth.setCustomUserClaims(user.uid, { role: 'admin' });
  if (enrolled)
    await auth.updateUser(user.uid, {
      multiFactor: {
        // The Auth emulator wants the enrolment's id on an update.
        enrolledFactors: [{ uid: `${user.uid}-phone`, factorId: 'phone', phoneNumber: phone, displayName: 'Mobile' }],
      },
    });
  return { uid: user.uid, email, phone };
}

/** The broker logs in on /auth with the password and, when enrolled, the SMS code. */
async function logInAsBroker(page: Page, broker: { email: string; phone: string }, enrolled = true) {
  await page.goto('/auth?redirect=/admin/dashboard?tab=leads');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(broker.email);
  await form.getByLabel('Password').fill(PASSWORD);
  const submit = () => form.getByRole('button', { name: 'Login' }).click();
  if (enrolled) await withSecondFactor(page, broker.phone, submit);
  else await submit();
}

/** The demo admin demotes the broker through the app's own callable (setUserRole), as another broker would. */
async function demote(uid: string) {
  const idToken = await signInWithSecondFactor(demoAdmin.email, demoAdmin.password);
  const res = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/setUserRole`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { uid, role: 'client' } }),
  });
  expect(res.ok, await res.text()).toBe(true);
}

/** Whether any of this user's IndexedDB databases on the page still holds `text` in a record. */
function deviceHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes('harbour-user-'));
    for (const name of names) {
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => resolve(null);
      });
      if (!db) continue;
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const rows = await new Promise<unknown[]>((resolve) => {
            const all = db.transaction(store, 'readonly').objectStore(store).getAll();
            all.onsuccess = () => resolve(all.result as unknown[]);
            all.onerror = () => resolve([]);
          });
          if (rows.some((row) => JSON.stringify(row).includes(needle))) return true;
        }
      } finally {
        db.close();
      }
    }
    return false;
  }, text);
}

/** A new broker on a phone, signed in with the code, the Leads tab open with the leads on the device. */
async function brokerWithLeadsOpen(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const broker = await newBroker();
  await logInAsBroker(page, broker);
  await expect(page.getByText(lead.email).first()).toBeVisible(FIRST_SYNC);
  return broker;
}

test("finding N7: a broker demoted with the leads open loses them from the device, and the tab leaves the admin's pages", async ({
  page,
}) => {
  const broker = await brokerWithLeadsOpen(page);
  expect(await deviceHolds(page, lead.email)).toBe(true);

  await demote(broker.uid);
  // A new lead reaches every admin's listener: this tab's next read is refused (it may be refused already).
  await writeAsServer('inquiries', {
    ...lead,
    id: `lead-n7-${Date.now()}`,
    name: 'Percy Rolle',
    email: 'percy.rolle@example.com',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });

  // The session changes once the device has forgotten the admin's data (session-store.ts): the tab leaves the admin's
  // pages by itself, no reload.
  await expect(page).toHaveURL(/\/client\/dashboard$/, FIRST_SYNC);
  await expect(page.getByText(lead.email)).toHaveCount(0);
  // Nothing of it left in the tab's storage. Read after a reload: a database the app deleted while one of the closed
  // replica's connections lingered is gone once the old page is (reading it before would wait behind the deletion).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Rhonda Bain' })).toBeVisible(FIRST_SYNC);
  expect(await deviceHolds(page, lead.email)).toBe(false);
  expect(await deviceHolds(page, 'percy.rolle@example.com')).toBe(false);
});

test('#32: an admin idle for 12 hours is signed out when the phone is picked up, and the device forgets the leads', async ({
  page,
}) => {
  await brokerWithLeadsOpen(page);

  // The last touch on this device was 12 hours and a minute ago (every tab writes it: admin-idle.ts), and the page
  // comes back into view, as a phone left on a table overnight does.
  await page.evaluate(
    ({ key, at }) => {
      localStorage.setItem(key, String(at));
      document.dispatchEvent(new Event('visibilitychange'));
    },
    { key: ACTIVE_AT_KEY, at: Date.now() - ADMIN_IDLE_LIMIT_MS - 60_000 },
  );
  await expect(page).toHaveURL(/\/auth\?redirect=/, FIRST_SYNC);
  await expect(page.getByText(IDLE_ENDED_TEXT)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  expect(await deviceHolds(page, lead.email)).toBe(false);
});

test('#32: a broker without the second factor sees no lead until a phone is enrolled; then the leads open', async ({
  page,
}) => {
  // The narrowest phone the site serves: each step fits it, nothing reaches past the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const broker = await newBroker({ enrolled: false });
  await logInAsBroker(page, broker, false);
  const gate = page.getByRole('region', { name: 'Protect the broker account with your phone' });
  await expect(gate).toBeVisible(FIRST_SYNC);
  expect(await overflow()).toBe(0);
  await expect(page.getByText(lead.email)).toHaveCount(0);
  expect(await deviceHolds(page, lead.email)).toBe(false);

  // A number without its country code is refused with the reason; then the phone, its code, and the leads.
  const phoneForm = gate.getByRole('form', { name: 'Protect the broker account with your phone' });
  await phoneForm.getByLabel('Mobile number').fill('242 555 0100');
  await phoneForm.getByRole('button', { name: 'Send code' }).click();
  await expect(phoneForm.getByText('Enter the number with its country code, e.g. +1 242 555 0100.')).toBeVisible();
  await phoneForm.getByLabel('Mobile number').fill(broker.phone.replace(/^\+1242/, '+1 242 '));
  await phoneForm.getByRole('button', { name: 'Send code' }).click();
  const codeForm = gate.getByRole('form', { name: 'Protect the broker account with your phone' });
  await expect(codeForm.getByLabel('Security code')).toBeVisible();
  expect(await overflow()).toBe(0);
  let code: string | null = null;
  await expect.poll(async () => (code = await smsCode({ phoneNumber: broker.phone })), FIRST_SYNC).not.toBeNull();
  await codeForm.getByLabel('Security code').fill('000000' === code ? '111111' : '000000');
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(codeForm.getByText('That code is not right. Check the text message, or send a new code.')).toBeVisible();
  await codeForm.getByLabel('Security code').fill(code!);
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone now protects this account.')).toBeVisible(FIRST_SYNC);
  await expect(page.getByText(lead.email).first()).toBeVisible(FIRST_SYNC);
});
