import { test, expect, type Page } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';
import { logInAsAdmin } from './support/admin-login';
import { editListing } from './support/listing-form';
import { FIRST_SYNC } from './support/timing';
import { waitForServiceWorkerControl } from './support/service-worker';
import { startFromTheSeed } from './support/fresh-backend';

// #17 "Saved searches, and what changed since you last looked": saved on this device, listed on /saved, and what
// changed since each was last opened, worked out from the boats the device holds. It counts the seeded listings and
// changes them: from a fresh seed, its tests in order (playwright.config.ts, `seeded`).
startFromTheSeed();

const boat = (id: string) => seedBoats.find((b) => b.id === id)!;
// The search: center consoles. The broker reprices one, puts one under offer and publishes a draft.
const repriced = boat('boat-yellowfin-36-2022');
const underOffer = boat('boat-contender-39st-2021');
const published = boat('boat-scout-330-lxf-2024');
const unchanged = boat('boat-grady-white-canyon-306-2020');
const centerConsoles = seedBoats.filter((b) => b.type === 'Center Console' && b.status === 'active');

const card = (page: Page, b: Parameters<typeof boatTitle>[0]) =>
  page
    .getByRole('list', { name: 'Boats', exact: true })
    .getByTestId('boat-card')
    .filter({ hasText: boatTitle(b) });
const savedSearch = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Saved searches' }).getByRole('article', { name, exact: true });

const activeCount = seedBoats.filter((b) => b.status === 'active' || b.status === 'under_offer').length;

/** On /boats with the center consoles: "Save this search", named as typed. */
async function saveCenterConsoles(page: Page, name?: string) {
  await page.goto('/boats?type=Center+Console');
  await expect(page.getByTestId('boats-count')).toHaveText(
    `Showing ${centerConsoles.length} of ${activeCount} boats`,
    FIRST_SYNC,
  );
  await page.getByRole('button', { name: 'Save this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  const field = form.getByRole('textbox', { name: 'Name of this search' });
  await expect(field).toHaveValue('Type: Center Console');
  if (name !== undefined) await field.fill(name);
  await form.getByRole('button', { name: 'Save search' }).click();
  return form;
}

for (const [label, size] of [
  ['390px', { width: 390, height: 844 }],
  ['1280px', { width: 1280, height: 900 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: size });

    test('save a search (a bad name is refused), see it on /saved, rename and delete it', async ({ page }) => {
      test.setTimeout(120_000);
      // Nothing saved yet: the empty page says how to save a boat and a search.
      await page.goto('/saved');
      await expect(page.getByTestId('saved-empty')).toContainText('Tap the heart', FIRST_SYNC);
      await expect(page.getByTestId('saved-empty')).toContainText('Save this search');
      await expect(page.getByTestId('saved-searches-empty')).toContainText('No saved searches yet.');

      // A bad name is refused with a clear message, and nothing is saved.
      const form = await saveCenterConsoles(page, '   ');
      const field = form.getByRole('textbox', { name: 'Name of this search' });
      await expect(form.getByText('Give this search a name.')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill('x'.repeat(81));
      await form.getByRole('button', { name: 'Save search' }).click();
      await expect(form.getByText('Keep the name to 80 characters or fewer.')).toBeVisible();
      await field.fill('Center consoles');
      await form.getByRole('button', { name: 'Save search' }).click();
      const summary = page.getByTestId('saved-search-changes');
      await expect(summary).toContainText('Saved search: Center consoles');
      await expect(summary.getByTestId('search-changes')).toHaveText('No changes since you last looked');
      await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);

      await page.goto('/saved');
      const item = savedSearch(page, 'Center consoles');
      await expect(item).toContainText(`Type: Center Console — ${centerConsoles.length} boats now`, FIRST_SYNC);
      await expect(item.getByTestId('search-changes')).toHaveText('No changes since you last looked');
      await expect(page.getByTestId('saved-searches-empty')).toHaveCount(0);
      // Emails need an account: signed out, the page says how to get them, and offers no switch.
      await expect(page.getByText('to get an email when a new boat matches one of your saved searches.')).toBeVisible();
      await expect(item.getByRole('checkbox')).toHaveCount(0);

      // Rename (a bad name is refused with the same message), then delete.
      await item.getByRole('button', { name: 'Rename Center consoles' }).click();
      const rename = item.getByRole('form', { name: 'Rename Center consoles' });
      await rename.getByRole('textbox', { name: 'Name of this search' }).fill('');
      await rename.getByRole('button', { name: 'Save name' }).click();
      await expect(rename.getByText('Give this search a name.')).toBeVisible();
      await rename.getByRole('textbox', { name: 'Name of this search' }).fill('Center consoles for the reef');
      await rename.getByRole('button', { name: 'Save name' }).click();
      const renamed = savedSearch(page, 'Center consoles for the reef');
      await expect(renamed.getByRole('heading', { name: 'Center consoles for the reef' })).toBeVisible();
      await page.reload();
      await expect(renamed).toBeVisible(FIRST_SYNC);
      await renamed.getByRole('button', { name: 'Delete Center consoles for the reef' }).click();
      await expect(page.getByTestId('saved-search')).toHaveCount(0);
      await expect(page.getByTestId('saved-searches-empty')).toBeVisible();
    });
  });
}

test.describe('at the dock, with no connection', () => {
  // The service worker is on here (the suite blocks it elsewhere): with no connection, pages come from it.
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

  test('saved searches and what changed since open offline: they are on the device', async ({ page, context }) => {
    // The service worker precaches the whole app first (seen past 120 s on a loaded machine).
    test.setTimeout(180_000);
    await saveCenterConsoles(page);
    const summary = page.getByTestId('saved-search-changes');
    await expect(summary.getByTestId('search-changes')).toHaveText('No changes since you last looked');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.goto('/saved');
    const item = savedSearch(page, 'Type: Center Console');
    await expect(item.getByTestId('search-changes')).toHaveText('No changes since you last looked', FIRST_SYNC);
    await expect(item).toContainText(`${centerConsoles.length} boats now`);
    await item.getByRole('link', { name: 'Open Type: Center Console' }).click();
    await expect(summary.getByTestId('search-changes')).toHaveText('No changes since you last looked', FIRST_SYNC);
    await expect(card(page, unchanged)).toBeVisible();
    await context.setOffline(false);
  });
});

// Last: the broker changes seeded listings (a price, an offer, a draft published), which the tests above count as the
// seed has them. At a phone's width, where a buyer looks: the badges and counts are the same parts at every width.
test.describe('390px, after the broker changes the listings', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('what changed since it was last opened: counts on /saved and above the results, badges on its cards, seen once', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(repriced.status).toBe('active');
    expect(underOffer.status).toBe('active');
    expect(published.status).toBe('draft');
    expect(published.type).toBe('Center Console');
    await saveCenterConsoles(page);
    const summary = page.getByTestId('saved-search-changes');
    await expect(summary.getByTestId('search-changes')).toHaveText('No changes since you last looked');

    // The broker (the admin on this device) reprices one, puts one under offer and publishes a new one.
    await logInAsAdmin(page, `/admin/listings/${repriced.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(boatTitle(repriced), FIRST_SYNC);
    await editListing(page, repriced.id, { price: String(repriced.price - 20000) });
    await editListing(page, underOffer.id, { status: 'under_offer' });
    await editListing(page, published.id, { status: 'active' });

    // On /saved, the device works out what changed since the search was last opened.
    await page.goto('/saved');
    const item = savedSearch(page, 'Type: Center Console');
    await expect(item.getByTestId('search-changes')).toHaveText(
      'Since you last looked: 1 new · 1 price changed · 1 now under offer',
      FIRST_SYNC,
    );
    await expect(item).toContainText(`${centerConsoles.length + 1} boats now`);

    // Opening it shows the same above the results, and the cards say which are new or repriced.
    await item.getByRole('link', { name: 'Open Type: Center Console' }).click();
    await expect(page).toHaveURL(/\/boats\?type=Center(\+|%20)Console$/);
    await expect(summary.getByTestId('search-changes')).toHaveText(
      'Since you last looked: 1 new · 1 price changed · 1 now under offer',
    );
    await expect(card(page, published).getByTestId('since-last-visit')).toHaveText('New since your last visit');
    await expect(card(page, repriced).getByTestId('since-last-visit')).toHaveText('Price changed');
    await expect(card(page, underOffer).getByTestId('since-last-visit')).toHaveCount(0);
    await expect(card(page, unchanged).getByTestId('since-last-visit')).toHaveCount(0);
    await expect(page.getByTestId('since-last-visit')).toHaveCount(2);

    // Once looked at, it is what the next visit compares with.
    await summary.getByRole('link', { name: 'Your saved searches' }).click();
    await expect(item.getByTestId('search-changes')).toHaveText('No changes since you last looked');
    await page.goto('/boats?type=Center+Console');
    await expect(summary.getByTestId('search-changes')).toHaveText('No changes since you last looked', FIRST_SYNC);
    await expect(card(page, published)).toBeVisible();
    await expect(page.getByTestId('since-last-visit')).toHaveCount(0);
  });
});
