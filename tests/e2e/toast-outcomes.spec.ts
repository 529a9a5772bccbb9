import { test, expect, type Page } from '@playwright/test';
import { demoAdmin } from './support/admin-login';
import { withSecondFactor } from '../../scripts/second-factor-page.mjs';
import { photo } from './support/png';
import { toast } from './support/toasts';
import { fillSellForm, sellField } from './support/sell-form';
import { fillListing, listingForm } from './support/listing-form';

// #17: a new outcome replaces the toasts of the attempt before it. A stale red toast beside the real outcome
// ("Validation Error" beside "Thank you for your submission!") told a newcomer the opposite of what happened.

const errorToasts = (page: Page) => page.locator('[data-testid="toast"][data-type="error"]');

/** Presses a button and waits for the toast that press brings (a toast not on screen before). */
async function pressForNewToast(page: Page, press: () => Promise<void>) {
  const ids = () => page.getByTestId('toast').evaluateAll((els) => els.map((e) => e.id));
  const before = await ids();
  await press();
  await expect.poll(async () => (await ids()).some((id) => !before.includes(id))).toBe(true);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sell: after a refused submit, a valid one shows the thanks alone', async ({ page }) => {
    await page.goto('/sell');
    await fillSellForm(page, { description: 'Too short' });
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(toast(page, 'Validation Error')).toBeVisible();

    await sellField(page, 'Description').fill('A well kept boat with low hours.');
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(toast(page, 'Thank you for your submission!')).toBeVisible();
    await expect(toast(page, 'Validation Error')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveCount(1);
  });
});

test.describe('at a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('login: after a wrong password, the right one shows "Logged in successfully!" alone', async ({ page }) => {
    test.setTimeout(120_000);
    // From a portal page the login stays in the same page load, so both outcomes share one screen.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(demoAdmin.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid login credentials')).toBeVisible({ timeout: 15_000 });

    await form.getByLabel('Password').fill(demoAdmin.password);
    await withSecondFactor(page, demoAdmin.secondFactorPhone!, () =>
      form.getByRole('button', { name: 'Login' }).click(),
    );
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(toast(page, 'Invalid login credentials')).toHaveCount(0);
    await expect(errorToasts(page)).toHaveCount(0);
  });

  test('create listing: three refused tries leave one error, and the saved listing shows its success alone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/listings/new');
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(demoAdmin.email);
    await login.getByLabel('Password').fill(demoAdmin.password);
    await withSecondFactor(page, demoAdmin.secondFactorPhone!, () =>
      login.getByRole('button', { name: 'Login' }).click(),
    );
    await expect(page).toHaveURL(/\/admin\/listings\/new$/, { timeout: 15_000 });
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();

    await fillListing(page, { make: `Toasty${Date.now().toString(36)}`, model: 'Flats 32' });
    const create = listingForm(page).getByRole('button', { name: 'Create Listing' });
    for (let i = 0; i < 3; i++) {
      await pressForNewToast(page, () => create.click());
      await expect(toast(page, 'Please upload at least one image')).toHaveCount(1);
    }
    await expect(page.getByTestId('toast')).toHaveCount(1);

    await page.getByLabel('Select images').setInputFiles([photo('wide.png', 90, [200, 30, 30])]);
    await expect(page.getByText('1 / 10 images uploaded')).toBeVisible();
    await create.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toast(page, 'Listing created successfully')).toBeVisible();
    await expect(errorToasts(page)).toHaveCount(0);
  });
});
