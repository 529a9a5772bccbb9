import { test, expect } from '@playwright/test';
import { buildDemoData } from '../../src/data/seed/demo-data';
import { snapshotOf } from '../../src/data/seed/demo-snapshot';
import { appStart } from './support/app-start';
import { FIRST_SYNC } from './support/timing';

// Back from a boat to the list lands where the visitor left it, also far down a list that rendered more cards on the
// way (src/app/list-scroll-return.ts): the same card is in view.
const listed = snapshotOf(buildDemoData()).boats.filter((b) => b.status === 'active' || b.status === 'under_offer');

test.describe('back from a boat to the list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('at 390 px, far down /boats after Show more: the same card is in view again', async ({ page }) => {
    expect(listed.length, 'the demo data has more boats than one step of the list').toBeGreaterThan(24);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/boats');
    await expect(appStart(page)).toHaveAttribute('data-start', /hydrated|rendered|recovered/, FIRST_SYNC);
    const cards = page.getByRole('list', { name: 'Boats', exact: true }).getByTestId('boat-card');
    await expect(cards).toHaveCount(24, FIRST_SYNC);
    // Scrolling to 'Show more boats' renders the next step by itself (the button goes when there is no more). The
    // backend is shared: other tests' listings may be there too, so at least the demo's.
    await page.getByRole('button', { name: 'Show more boats' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(Math.min(48, listed.length));

    // Far down: the last card, from the second step (beyond what the list shows at first).
    const card = cards.nth((await cards.count()) - 1);
    await card.scrollIntoViewIfNeeded();
    const title = await card.getByTestId('boat-card-title').textContent();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(8_000);

    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible(FIRST_SYNC);
    await page.goBack();
    await expect(page).toHaveURL(/\/boats$/);

    const same = cards.filter({ has: page.getByTestId('boat-card-title').getByText(title!, { exact: true }) });
    await expect(same).toBeInViewport(FIRST_SYNC);
    // Where the visitor was, not the top. (No closer bound: the backend is shared, and a listing another test adds
    // meanwhile puts a card above this one; the card in view is what the visitor needs.)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 200);
  });
});
