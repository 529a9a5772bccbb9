import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/demo-accounts.mjs';
import { SIGN_OUT, SIGN_UP } from './timing';
import { accountMailLink } from './account-links';
import { backendAuth, backendDoc } from './backend';

export const uniqueEmail = (tag: string) =>
  `e2e-client-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
export const PASSWORD = 'sunny-harbour-42';

const SELECTS = new Set(['Boat Type', 'Condition']);
/** A field of the owner's boat submission form. */
export const submissionControl = (page: Page, label: string) =>
  page
    .getByRole('form', { name: 'Boat submission' })
    .getByRole(SELECTS.has(label) ? 'combobox' : 'textbox', { name: label, exact: true });

/** Logs in as a seeded demo owner on /auth and lands on its dashboard; returns the account. */
export async function logInAs(page: Page, uid: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.uid === uid)!;
  await logInWith(page, account.email, account.password);
  return account;
}

/** Sends the Sign Up form on /auth (#32: no password there) and waits for its "Check your email". */
export async function requestAccount(page: Page, fullName: string, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('+1 242 555 0101');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  // The callable against the Java Firestore emulator: slow on a busy machine, and cold at a run's first sign-up.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible(SIGN_UP);
}

/** Opens the link the sign-up emailed, chooses the password, and lands on the client dashboard. */
export async function finishSignUp(page: Page, email: string, password = PASSWORD) {
  await page.goto(await accountMailLink(email, 'finishSignUp'));
  const choose = page.getByRole('form', { name: 'Choose your password' });
  await choose.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await choose.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await choose.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, SIGN_UP);
}

/**
 * Signs up a new owner account as a person does (#32): the form, then the emailed link where the password is chosen;
 * lands on its dashboard and returns its email (the password is PASSWORD).
 */
export async function signUp(page: Page, fullName: string, email = uniqueEmail('owner')): Promise<string> {
  await requestAccount(page, fullName, email);
  await finishSignUp(page, email);
  return email;
}

/**
 * An account made before #32 (the old sign-up signed in at once, its address unconfirmed), made past the app with the
 * Admin SDK once its role and profile are there, as the onUserCreated trigger wrote them. Returns its email (the
 * password is PASSWORD).
 */
export async function oldAccount(fullName: string): Promise<string> {
  const email = uniqueEmail('old');
  const { uid } = await backendAuth().createUser({
    email,
    password: PASSWORD,
    displayName: fullName,
    emailVerified: false,
  });
  await expect
    .poll(async () => (await backendDoc('profiles', uid))?.fullName ?? null, { timeout: 60_000 })
    .toBe(fullName);
  return email;
}

/** An account made before #32 (oldAccount), logged in on /auth. */
export async function logInToOldAccount(page: Page, fullName: string): Promise<string> {
  const email = await oldAccount(fullName);
  await logInWith(page, email);
  return email;
}

/** Logs in with an email and password on /auth and lands on the client dashboard. */
export async function logInWith(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 30_000 });
}

/** Fills every required field of the submission form for a 2019 {make} 280 Vantage. */
export async function fillBoat(page: Page, make: string) {
  const values: Record<string, string> = {
    Make: make,
    Model: '280 Vantage',
    Year: '2019',
    'Length (feet)': '28',
    'Asking Price (USD)': '189000',
    Location: 'Nassau, Bahamas',
    Description: 'Twin Mercury 300s with 410 hours, kept on a lift at Palm Cay.',
  };
  for (const [label, value] of Object.entries(values)) await submissionControl(page, label).fill(value);
  await submissionControl(page, 'Boat Type').selectOption('center-console');
  await submissionControl(page, 'Condition').selectOption('excellent');
  if (!(await submissionControl(page, 'Phone').inputValue()))
    await submissionControl(page, 'Phone').fill('+1 242 555 0101');
}

/** Signs out from the page it is on (on a phone, from the menu), and waits until the replica is gone. */
export async function logOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  // On a phone the menu closes at once: the sign-out is done when the user's replica is gone from the device.
  await expect
    .poll(
      () => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name?.startsWith('harbour-user-'))),
      SIGN_OUT,
    )
    .toBe(false);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0, SIGN_OUT);
  // Every sign-out step has run once the session's hint (SESSION_HINT_KEY, session-store.ts) is cleared: the last
  // thing a sign-out does. On a phone the menu closes at once, before the steps after the replica's removal.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hy.session')), SIGN_OUT).not.toBe('1');
}
