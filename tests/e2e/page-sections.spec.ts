import { SIGN_OUT } from './support/timing';
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin-login';

// The site has two parts (src/data/page-section.ts): the public pages and the portals. Each page load opens only the
// collections its part needs (RxDB core allows 13 per page); a link into the other part loads a new page. These tests
// tell a new page from a client-side move by a mark left on `window`, which only a new page load clears.
// A sign-in and three page loads, each opening its part's database: on the busy CI machine (two workers) past 30 s.
test.describe.configure({ timeout: 60_000 });

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { mark?: number }).mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`${width}px: an admin moves between the portal and the public site, each move across a new page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await logInAsAdmin(page, '/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // Within the portal: the page stays.
    await mark(page);
    await page.getByRole('link', { name: 'View Leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    expect(await marked(page)).toBe(true);

    // Into the public site: a new page, still signed in, the boats there.
    const openMenu = async () => {
      if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    };
    await openMenu();
    await page.getByRole('link', { name: 'Boats For Sale' }).first().click();
    await expect(page).toHaveURL(/\/boats$/);
    await expect(page.getByTestId('boat-card').first()).toBeVisible();
    expect(await marked(page)).toBe(false);
    await openMenu();
    await expect(page.getByRole('link', { name: 'Admin Portal' }).first()).toBeVisible();

    // Back: the portal page it came from, as a page of its own.
    await mark(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await marked(page)).toBe(false);
  });
}

test('logging out of a portal finishes before home loads: the session is gone and the replica deleted', async ({
  page,
}) => {
  await logInAsAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/, SIGN_OUT);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  const replicas = await page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes('harbour-user-')),
  );
  expect(replicas).toEqual([]);
  // A reload does not bring the session back.
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});
