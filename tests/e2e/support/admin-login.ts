import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/demo-accounts.mjs';
import { FIRST_SYNC } from './timing';

export const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

/**
 * Opens an admin page signed out, logs in as the seeded admin on /auth and lands back on it. One attempt: a sign-in
 * that fails is the app's failure to show (the page's message is in the trace), not one to try again.
 */
export async function logInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  const target = new RegExp(`${path.replace(/[$?.*+()[\]{}|^\\]/g, '\\$&')}$`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(demoAdmin.email);
  await form.getByLabel('Password').fill(demoAdmin.password);
  await form.getByRole('button', { name: 'Login' }).click();
  // The sign-in, the admin's role read from the token, the redirect: seconds, past 10 s on the loaded CI machine.
  await expect(page).toHaveURL(target, FIRST_SYNC);
}
