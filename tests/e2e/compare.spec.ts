import { test, expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker';

// The service worker is on for these tests (/compare reloaded with no connection); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The table's photos, each either shown (decoded) or the tidy placeholder; a broken image is reported by its URL. */
async function photosInTable(page: Page) {
  return page.getByRole('table').evaluate((table) =>
    [...table.querySelectorAll('thead th')].map((th) => {
      const img = th.querySelector('img');
      if (img) return img.complete && img.naturalWidth > 0 ? 'photo' : `broken ${img.currentSrc || img.src}`;
      return th.querySelector('[data-testid=photo-placeholder]') ? 'placeholder' : 'none';
    }),
  );
}

/** The first rows of the table as the visitor reads them: label, then each boat's value. */
async function keyRows(page: Page) {
  const rows: string[][] = [];
  for (const label of ['Price', 'Length', 'Year', 'Type']) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
    rows.push(await row.getByRole('cell').allInnerTexts());
  }
  return rows;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`compare saved boats at the dock, ${viewport.width} px`, () => {
    test.use({ viewport });
    // Saving downloads every photo at every size, then an offline reload and a second link: slow on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    test('open /compare from /saved, then reload it with no connection: both boats, photos and figures are there', async ({
      page,
      context,
    }) => {
      await page.goto('/boats');
      await waitForServiceWorkerControl(page);
      const cards = page.getByTestId('boat-card');
      const titles: string[] = [];
      for (const n of [0, 1]) {
        const title = (await cards.nth(n).getByTestId('boat-card-title').textContent())!;
        titles.push(title);
        await cards
          .nth(n)
          .getByRole('button', { name: `Save ${title}` })
          .click();
        await expect(cards.nth(n).getByRole('button', { name: `Remove ${title} from saved` })).toBeVisible();
      }

      await page.getByTestId('saved-nav-link').filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/saved$/);
      for (const title of titles) {
        const entry = page.getByTestId('saved-boat').filter({ has: page.getByRole('heading', { name: title }) });
        // Every photo of the boat, at every size the pages use, is kept before this says so.
        await expect(entry.getByText('Available offline')).toBeVisible({ timeout: 20_000 });
        await entry.getByRole('checkbox', { name: `Compare ${title}` }).check();
      }
      await page.getByTestId('compare-tray').getByRole('link', { name: 'Compare 2 boats' }).click();
      await expect(page).toHaveURL(/\/compare\?boats=[\w-]+%2C[\w-]+$/);
      const table = page.getByRole('table');
      for (const title of titles) await expect(table.getByRole('columnheader', { name: title })).toBeVisible();
      const online = await keyRows(page);
      // Each boat has a price in dollars (or 'Price on request') and a length.
      for (const price of online[0]!) expect(price).toMatch(/^\$[\d,]+|^Price on request/);
      for (const length of online[1]!) expect(length).toMatch(/\d/);
      const ids = new URL(page.url()).searchParams.get('boats')!.split(',');

      await context.setOffline(true);
      await page.reload();
      for (const title of titles) await expect(table.getByRole('columnheader', { name: title })).toBeVisible();
      expect(await keyRows(page)).toEqual(online);
      // The saved boats' photos were kept: shown, never a broken image.
      await expect.poll(() => photosInTable(page)).toEqual(['photo', 'photo']);

      // A link naming a boat that is neither saved nor on this device: the others are still compared, and it says so.
      await page.goto(`/compare?boats=${ids.join(',')},not-on-this-device`);
      for (const title of titles) await expect(table.getByRole('columnheader', { name: title })).toBeVisible();
      await expect(page.getByTestId('compare-missing')).toContainText(
        'One boat in this link is not listed, or not on this device yet.',
      );
      expect(await keyRows(page)).toEqual(online);
      await context.setOffline(false);
    });
  });
}
