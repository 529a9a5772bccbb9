import { test, expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker';
import { logInAsAdmin } from './support/admin-login';
import { editListing } from './support/listing-form';
import { seedBoats } from '../../fixtures/boats';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';
import { boatOfOwn } from './support/backend';
import { publicDataOnDevice } from './support/public-pull';
import { FIRST_SYNC } from './support/timing';

// The service worker is on for these tests (saved boats opened with no connection); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Every photo element of the page that is shown: loaded, not broken (a placeholder stands in for missing ones). */
async function brokenImages(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => img.getBoundingClientRect().width > 0 && img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

const firstCard = (page: Page) => page.getByTestId('boat-card').first();
const SEARCH = 'Search by name, make, or model...';

/**
 * A listing of the test's own (the backend is shared: other specs change and copy demo boats): a copy of a demo boat
 * whose model carries `tag`, so a search for the tag on /boats finds only the test's copies. Returns its title.
 */
async function ownBoat(baseId: string, tag: string): Promise<{ id: string; title: string }> {
  const base = seedBoats.find((b) => b.id === baseId)!;
  const model = `${base.model} ${tag}`;
  const id = await boatOfOwn(baseId, { model });
  return { id, title: boatTitle({ ...base, model }) };
}

/** /boats narrowed to the listings whose name has `tag`, once the device holds them. */
async function boatsWith(page: Page, tag: string, count: number) {
  await page.getByPlaceholder(SEARCH).fill(tag);
  await expect(page.getByTestId('boat-card')).toHaveCount(count, FIRST_SYNC);
}

test.describe('the shortlist on a phone at the dock', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test('save a boat from the list, then open it and its photos with no connection', async ({ page, context }) => {
    const tag = `Dock${Date.now().toString(36)}`;
    const { title } = await ownBoat('boat-yellowfin-36-2022', tag);
    await page.goto('/boats');
    await waitForServiceWorkerControl(page);
    await boatsWith(page, tag, 1);
    await expect(firstCard(page).getByTestId('boat-card-title')).toHaveText(title);
    const heart = firstCard(page).getByRole('button', { name: `Save ${title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const saved = firstCard(page).getByRole('button', { name: `Remove ${title} from saved` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('saved-count').first()).toHaveText(/^1/);
    // A small badge in the header, not a capsule its height (#30 item 13), on a phone and on a desktop.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const badge = await page.getByTestId('saved-count').filter({ visible: true }).boundingBox();
      expect(badge!.height, `the saved count at ${width} px`).toBeLessThanOrEqual(24);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByTestId('saved-nav-link').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/saved$/);
    const entry = page.getByTestId('saved-boat');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('heading', { name: title })).toBeVisible();
    // Every photo of the boat, at every size the pages use, is kept before this says so.
    await expect(entry.getByText('Available offline')).toBeVisible({ timeout: 20_000 });
    // What a page reloaded offline is drawn from: the device's copy of the public listings.
    await publicDataOnDevice(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('saved-boat').getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('saved-boat').getByText('Available offline')).toBeVisible();
    await page.getByRole('link', { name: `View Details of ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const main = page.getByTestId('gallery-main-image');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The thumbnails too (lazy: scrolled into view), never a broken image.
    await page.getByRole('button', { name: /^Show photo 2 of/ }).scrollIntoViewIfNeeded();
    await expect.poll(() => brokenImages(page)).toEqual([]);
    await expect(page.getByTestId('photo-placeholder')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('offline, photos never downloaded show a tidy placeholder, not a broken image', async ({ page, context }) => {
    await page.goto('/boats');
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expect(firstCard(page)).toBeVisible({ timeout: 20_000 });
    await publicDataOnDevice(page);
    await context.setOffline(true);
    await page.reload();
    await expect(firstCard(page)).toBeVisible({ timeout: 20_000 });
    // Scroll through the list: the cards below the first screen were never shown, so their photos are not here.
    for (let i = 0; i < 12; i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await expect(page.getByTestId('photo-placeholder').first()).toBeVisible();
    // 'Photo not available offline' when the browser knows it is offline (after a reload it may not: network-reachable.ts).
    await expect(page.getByTestId('photo-placeholder').first()).toContainText(/^Photo not available/);
    await expect.poll(() => brokenImages(page)).toEqual([]);

    // A boat never opened: its gallery's thumbnails are placeholders too, and their words never spill out of them
    // (#30 item 14: too narrow for the words, the icon alone).
    await page
      .getByTestId('boat-card')
      .last()
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page.getByTestId('photo-placeholder').nth(1)).toBeAttached({ timeout: 20_000 });
    await page.getByRole('button', { name: /^Show photo 2 of/ }).scrollIntoViewIfNeeded();
    const spilling = await page.getByTestId('photo-placeholder').evaluateAll((boxes) =>
      boxes
        .flatMap((box) => {
          const outer = box.getBoundingClientRect();
          return [...box.querySelectorAll('span:not(:has(*))')].filter((words) => {
            if (words.getClientRects().length === 0) return false; // not shown
            const r = words.getBoundingClientRect();
            return (
              r.left < outer.left - 1 ||
              r.right > outer.right + 1 ||
              r.top < outer.top - 1 ||
              r.bottom > outer.bottom + 1
            );
          });
        })
        .map((words) => words.textContent ?? ''),
    );
    expect(spilling).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('the shortlist on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('empty at first, save from the boat page, remove from /saved', async ({ page }) => {
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Boats' })).toBeVisible();
    await expect(page.getByTestId('saved-empty')).toContainText('No saved boats yet.');
    await page.getByRole('link', { name: 'Browse Boats For Sale' }).click();
    await page
      .getByRole('link', { name: /^View Details/ })
      .nth(1)
      .click();
    // The boat page's own heading, not the list's (read before the router has moved on, it was 'Boats For Sale').
    await expect(page).toHaveURL(/\/boats\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Boats For Sale');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${title} from saved` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: /^Saved 1 boat$/ })).toBeVisible();

    await page.getByRole('link', { name: /^Saved/ }).click();
    await expect(page.getByTestId('saved-boat').getByRole('heading', { name: title })).toBeVisible();
    // Saved boats stay saved across visits (the device's records).
    await page.reload();
    await expect(page.getByTestId('saved-boat')).toHaveCount(1);
    await page.getByRole('button', { name: `Remove ${title} from saved` }).click();
    await expect(page.getByTestId('saved-empty')).toBeVisible();
    await expect(page.getByTestId('saved-count')).toHaveCount(0);
  });
});

test('a saved boat that is withdrawn stays on /saved, marked no longer available, until removed', async ({ page }) => {
  test.setTimeout(90_000);
  const boat = await ownBoat('boat-bertram-35-2022', `Gone${Date.now().toString(36)}`);
  const { title } = boat;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/boats/${boat.id}`);
  await page.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${title} from saved` })).toBeVisible();

  // The broker withdraws it (the admin on this device: the public copy goes as the projection runs).
  await logInAsAdmin(page, '/admin/dashboard');
  await editListing(page, boat.id, { status: 'draft' });
  await page.goto('/saved');
  const entry = page.getByTestId('saved-boat').filter({ hasText: title });
  await expect(entry.getByText('No longer available')).toBeVisible(FIRST_SYNC);
  await expect(entry.getByText('Available offline')).toHaveCount(0);
  await expect(entry.getByRole('link', { name: /^View Details/ })).toHaveCount(0);
  await entry.getByRole('button', { name: `Remove ${title} from saved` }).click();
  await expect(page.getByTestId('saved-empty')).toBeVisible();
});

test.describe('compare', () => {
  test('pick two boats on the list, compare them side by side; the link is shareable', async ({ page }) => {
    // Two different boats of the test's own: copies of one boat, which other specs make, differ in nothing shown.
    const tag = `Cmp${Date.now().toString(36)}`;
    const picked = [await ownBoat('boat-viking-54-2021', tag), await ownBoat('boat-cabo-41-2016', tag)];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/boats');
    await boatsWith(page, tag, 2);
    const cards = page.getByTestId('boat-card');
    const titles = [
      (await cards.nth(0).getByTestId('boat-card-title').textContent())!,
      (await cards.nth(1).getByTestId('boat-card-title').textContent())!,
    ];
    expect([...titles].sort()).toEqual(picked.map((b) => b.title).sort());
    await cards
      .nth(0)
      .getByRole('checkbox', { name: `Compare ${titles[0]}` })
      .check();
    await expect(page.getByTestId('compare-tray')).toContainText('1 boat picked: pick one more to compare');
    await cards
      .nth(1)
      .getByRole('checkbox', { name: `Compare ${titles[1]}` })
      .check();
    await page.getByTestId('compare-tray').getByRole('link', { name: 'Compare 2 boats' }).click();
    await expect(page).toHaveURL(/\/compare\?boats=[\w-]+%2C[\w-]+$/);
    const table = page.getByRole('table');
    for (const title of titles) await expect(table.getByRole('columnheader', { name: title })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^Price/ })).toBeVisible();
    // Two different boats differ somewhere, and the difference is said, not only coloured.
    await expect(table.getByRole('rowheader', { name: /\(differs\)$/ }).first()).toBeVisible();

    // Shared: another device (a fresh context) opening the link sees the same boats.
    const url = page.url();
    const other = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 844 } });
    await other.goto(url);
    for (const title of titles)
      await expect(other.getByRole('table').getByRole('columnheader', { name: title })).toBeVisible();
    // On a phone the table scrolls in its own box: the page itself does not scroll sideways.
    expect(await other.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await other.close();
  });

  test('a link with bad ids says what to do, and writes nothing', async ({ page }) => {
    await page.goto('/compare?boats=%3Cscript%3E,nope');
    await expect(page.getByTestId('compare-too-few')).toContainText('Pick 2 to 4 boats to compare');
    await expect(page.getByTestId('compare-missing')).toContainText(
      'One boat in this link is not listed, or not on this device yet.',
    );
  });
});
