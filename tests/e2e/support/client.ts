import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/demo-accounts.mjs';

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
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 15_000 });
  return account;
}

/** Signs up a new owner account on /auth and lands on its dashboard. */
export async function signUp(page: Page, fullName: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Email').fill(uniqueEmail('owner'));
  await form.getByLabel('Phone (optional)').fill('+1 242 555 0101');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  // Sign-up runs the functions' trigger and callable against the Java Firestore emulator: slow on a busy machine.
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
