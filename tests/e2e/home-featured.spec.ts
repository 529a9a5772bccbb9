import { test, expect } from '@playwright/test';
import { buildDemoData } from '../../fixtures/demo-data';
import { snapshotOf } from '../../fixtures/demo-snapshot';
import { escapeHtml } from '../../src/lib/html-text';
import { featuredBoats } from '../../src/features/home/featured-boats';
import { appStart } from './support/app-start';
import { waitForServiceWorkerControl } from './support/service-worker';
import { FIRST_SYNC } from './support/timing';
import { startFromTheSeed } from './support/fresh-backend';

// The service worker is on for these tests (the shell it answers with); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The home page features the newest boats for sale, in the HTML the `preview` function renders for / from the live
// listings, without opening a database (budgets.spec.ts checks that, and the budget). Which boats are the newest is
// the demo business's: from a fresh seed (other specs publish listings of their own), the `seeded` project.
startFromTheSeed();
const featured = featuredBoats(snapshotOf(buildDemoData()).boats);

test.describe('featured boats on the home page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('are in the HTML served for /, each linking to its page with its title and price', async ({ request }) => {
    expect(featured).toHaveLength(3);
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const section = html.slice(html.indexOf('id="featured-title"'));
    expect(section).toContain('Featured Boats');
    for (const boat of featured) {
      expect(section).toContain(`href="/boats/${boat.id}"`);
      expect(section).toContain(escapeHtml(boat.title));
      expect(section).toContain(escapeHtml(boat.price));
      expect(section).toContain(escapeHtml(boat.photo!.src));
    }
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px: three cards with photo, title and price, hydrated, and a card opens its boat`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(appStart(page)).toHaveAttribute('data-start', 'hydrated', FIRST_SYNC);
      const section = page.getByRole('region', { name: 'Featured Boats' });
      const cards = section.getByRole('listitem');
      await expect(cards).toHaveCount(3);
      for (const [i, boat] of featured.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { name: boat.title })).toBeVisible();
        await expect(card).toContainText(boat.price);
        await expect(card.getByRole('link')).toHaveAttribute('href', `/boats/${boat.id}`);
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByRole('img', { name: boat.photo!.alt })).toHaveJSProperty('complete', true);
        const box = (await card.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width); // nothing sideways on a phone
      }
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/boats/${featured[0]!.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: featured[0]!.title })).toBeVisible(FIRST_SYNC);
    });
  }

  test('reached in the app from another page (no list in that HTML): loaded after the page, with their links', async ({
    page,
  }) => {
    await page.goto('/charter');
    await expect(appStart(page)).toHaveAttribute('data-start', 'hydrated', FIRST_SYNC);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Nassau Harbour Yachts' }).click();
    await expect(page).toHaveURL(/\/$/);
    const cards = page.getByRole('region', { name: 'Featured Boats' }).getByRole('listitem');
    await expect(cards).toHaveCount(3, FIRST_SYNC);
    for (const [i, boat] of featured.entries())
      await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', `/boats/${boat.id}`);
  });

  test('a device with the app (its service worker answers with the shell) still shows them', async ({ page }) => {
    test.setTimeout(180_000); // the service worker precaches the whole app first (slow on a loaded machine)
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expect(appStart(page)).toHaveAttribute('data-start', 'rendered', FIRST_SYNC);
    const cards = page.getByRole('region', { name: 'Featured Boats' }).getByRole('listitem');
    await expect(cards).toHaveCount(3, FIRST_SYNC);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/boats/${featured[0]!.id}`);
  });
});
