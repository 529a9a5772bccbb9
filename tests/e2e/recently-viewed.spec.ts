import { test, expect } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';

// #17 "Recently viewed" (device only) on /boats and the home page: the boats this device opened last, newest first.
// The home page shows it from a localStorage hint, after hydration, and opens no database for it.

const [first, second] = seedBoats.filter((b) => b.status === 'active');
const strip = (page: import('@playwright/test').Page) => page.getByTestId('recently-viewed');

for (const [label, size] of [
  ['390px', { width: 390, height: 844 }],
  ['1280px', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: size });

    test('boats opened on this device show on the home page and /boats, newest first, and lead back', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.locator('#root')).toHaveAttribute('data-start', /hydrated|rendered|recovered/);
      await expect(strip(page)).toHaveCount(0); // nothing viewed yet

      for (const boat of [first!, second!]) {
        await page.goto(`/boats/${boat.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(boatTitle(boat));
        // The view is noted once the page has run and the device's database has opened: wait for its hint.
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('hy.recentlyViewed') ?? ''), { timeout: 20_000 })
          .toContain(boat.id);
      }

      await page.goto('/');
      await expect(strip(page).getByRole('heading', { name: 'Recently Viewed' })).toBeVisible({ timeout: 20_000 });
      const links = strip(page).getByRole('link');
      await expect(links).toHaveCount(2);
      await expect(links.nth(0)).toContainText(boatTitle(second!));
      await expect(links.nth(1)).toContainText(boatTitle(first!));

      await page.goto('/boats');
      await expect(strip(page).getByRole('link')).toHaveCount(2, { timeout: 20_000 });

      await page.goto('/');
      await strip(page)
        .getByRole('link', { name: new RegExp(boatTitle(first!)) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/boats/${first!.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(boatTitle(first!));
    });
  });
}

test('the home page shows the strip from the hint alone and opens no database', async ({ page }) => {
  const snapshot = {
    boatId: first!.id,
    at: '2026-11-26T10:00:00.000Z',
    title: boatTitle(first!),
    price: first!.price,
    priceOnRequest: first!.priceOnRequest,
    length: first!.length,
    imageUrl: null,
  };
  await page.addInitScript((value) => localStorage.setItem('hy.recentlyViewed', value), JSON.stringify([snapshot]));
  await page.goto('/', { waitUntil: 'networkidle' });
  // Not in the page the build rendered (each device has its own), shown once the app runs.
  await expect(strip(page).getByRole('link', { name: new RegExp(boatTitle(first!)) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  expect(names.filter((n) => /harbour|firebase/i.test(n))).toEqual([]);
});
