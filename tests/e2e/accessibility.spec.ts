import { test, expect, type Locator, type Page } from '@playwright/test';
import { appStart } from './support/app-start';
import { PAGE_START } from './support/public-pages';
import { logInAs } from './support/client';
import { logInAsAdmin } from './support/admin-login';
import { ADMIN_TABS, openAdminTab } from './support/admin-tabs';
import { wcagViolations } from './support/axe';
import { FIRST_SYNC } from './support/timing';

// #17: every public page passes axe-core's WCAG 2.x A and AA rules at a phone's width and a desktop's (the sweep of
// every public page is in public-pages-widths.spec.ts); here, the phone menu open, a refused form and the portals.
// axe runs inside the page, so the page policy (CSP) is bypassed for these pages only (support/axe.ts).

async function openPage(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(appStart(page)).toBeAttached(PAGE_START);
  await expect(ready(page)).toBeVisible(PAGE_START);
  // Toasts and images settle; axe reads colours as painted, so let transitions finish.
  await page.waitForTimeout(300);
}

test.describe('accessibility of the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('the open phone menu has no WCAG A/AA violations', async ({ page }) => {
    await openPage(page, '/charter', (p) => p.getByRole('heading', { level: 1 }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('accessibility of a refused form', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('/sell after an empty submit (every inline message and the red toast) has no WCAG A/AA violations', async ({
    page,
  }) => {
    await openPage(page, '/sell', (p) => p.getByRole('heading', { level: 1 }));
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Validation Error' })).toBeVisible();
    await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

// #30: every screen of both portals on a phone, with their demo data in (a table becomes cards there), passes all of
// axe's rules, its best practices included.
test.describe('accessibility of the portals at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test("the owner's portal screens have no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await logInAs(page, 'demo-owner-marina');
    for (const [path, ready] of [
      ['/client/dashboard', page.getByRole('heading', { name: 'Welcome, Marina Knowles' })],
      ['/client/listings', page.getByTestId('listing-row').first()],
      ['/client/submissions', page.getByTestId('submission-row').first()],
      ['/client/submit-boat', page.getByRole('form', { name: 'Boat submission' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible(FIRST_SYNC);
      await page.waitForTimeout(300);
      expect(await wcagViolations(page, null), path).toEqual([]);
    }
  });

  test("every tab of the admin's dashboard has no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await logInAsAdmin(page, '/admin/dashboard');
    for (const [tab] of ADMIN_TABS) {
      await openAdminTab(page, tab);
      await page.waitForTimeout(300);
      expect(await wcagViolations(page, null), tab).toEqual([]);
    }
  });
});
