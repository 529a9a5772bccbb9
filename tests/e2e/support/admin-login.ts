import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/demo-accounts.mjs';

export const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

/** Opens an admin page signed out, logs in as the seeded admin on /auth and lands back on it. */
export async function logInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  const target = new RegExp(`${path.replace(/[$]/g, '\\$')}$`);
  // The Auth emulator is shared by parallel runs and may be restarting: retry the login a few times.
  for (let attempt = 1; ; attempt++) {
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(demoAdmin.email);
    await form.getByLabel('Password').fill(demoAdmin.password);
    await form.getByRole('button', { name: 'Login' }).click();
    try {
      await expect(page).toHaveURL(target, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
      await page.waitForTimeout(5_000);
    }
  }
}
