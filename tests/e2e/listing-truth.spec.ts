import { test, expect, type Page } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { STANDARD_SPEC_KEYS } from '../../packages/domain/src/schemas/boat';
import { customSpecLabel } from '../../packages/domain/src/boats/boat-specs';
import { logInAsAdmin } from './support/admin-login';
import { editListing, untilSent } from './support/listing-form';
import { FIRST_SYNC } from './support/timing';
import { boatOfOwn } from './support/backend';

// #16 "Listing truth": what a buyer sees of a boat's status and price, and what the broker does to change it. Beside the
// other specs (firebase project): the demo boats are read as seeded, and the broker sells a copy of its own.

const title = (b: { year: number; make: string; model: string }) => `${b.year} ${b.make} ${b.model}`;
const underOffer = seedBoats.find((b) => b.status === 'under_offer')!;
const onRequest = seedBoats.find((b) => b.priceOnRequest && b.status === 'active')!;
const card = (page: Page, boat: { year: number; make: string; model: string }) =>
  page
    .getByRole('list', { name: 'Boats', exact: true })
    .getByTestId('boat-card')
    .filter({ hasText: title(boat) });

async function productOffer(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'Product');
  return (product?.offers ?? {}) as Record<string, unknown>;
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search by name, make, or model...').fill(text);
}

for (const [label, size] of [
  ['390px', { width: 390, height: 844 }],
  ['1280px', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: size });

    test('a boat under offer says so on its card and page, and asks for backup buyers', async ({ page }) => {
      await page.goto('/boats');
      await search(page, `${underOffer.make} ${underOffer.model}`);
      await expect(card(page, underOffer).getByTestId('listing-badges')).toContainText('Under Offer');
      await card(page, underOffer)
        .getByRole('link', { name: /View Details/ })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(underOffer));
      await expect(page.getByTestId('listing-badges')).toContainText('Under Offer');
      await expect(page.getByRole('heading', { name: 'Ask to be a backup buyer' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Inquiry' })).toBeVisible();
      expect(await productOffer(page)).toMatchObject({ availability: 'https://schema.org/Reserved' });
    });

    test("the admin's custom specifications are shown to buyers, in words", async ({ page }) => {
      const standard: string[] = [...STANDARD_SPEC_KEYS];
      const boat = seedBoats.find(
        (b) => b.status === 'active' && Object.keys(b.specifications).some((k) => !standard.includes(k)),
      )!;
      const custom = Object.entries(boat.specifications).filter(([k]) => !standard.includes(k));
      await page.goto(`/boats/${boat.id}`);
      const specs = page.getByTestId('boat-specifications');
      for (const [key, value] of custom) {
        const row = specs.locator('div').filter({ has: page.locator('dt', { hasText: customSpecLabel(key) }) });
        await expect(row.locator('dd')).toHaveText(value);
      }
    });

    test('a price on request shows no number anywhere, and sorts after every priced boat', async ({ page }) => {
      await page.goto(`/boats/${onRequest.id}`);
      await expect(page.getByTestId('boat-price')).toHaveText('Price on Request');
      const offer = await productOffer(page);
      expect(offer).not.toHaveProperty('price');
      expect(offer.availability).toBe('https://schema.org/InStock');
      const digits = String(onRequest.price);
      const thousands = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      for (const html of [await page.content(), await (await page.request.get(`/boats/${onRequest.id}`)).text()]) {
        expect(html).not.toContain(digits);
        expect(html).not.toContain(thousands);
      }

      // Among the boats of its type (one page of cards), in both price sorts, it comes last.
      const ofType = seedBoats.filter((b) => b.type === onRequest.type && b.status !== 'draft');
      expect(ofType.length).toBeGreaterThan(2);
      for (const sort of ['Price: Low to High', 'Price: High to Low']) {
        await page.goto('/boats');
        await page.getByRole('combobox', { name: 'Boat type' }).selectOption(onRequest.type);
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: sort });
        const titles = page.getByRole('list', { name: 'Boats', exact: true }).getByTestId('boat-card-title');
        await expect(titles.first()).not.toHaveText(title(onRequest));
        await expect(titles.last()).toHaveText(title(onRequest));
        await expect(card(page, onRequest).getByTestId('boat-card-price')).toHaveText('Price on Request');
      }
    });
  });
}

test('the broker lowers a price, then sells the boat and shows it as sold: each step is what buyers see', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const base = seedBoats.find((b) => b.id === 'boat-tiara-39-coupe-2023')!;
  expect(base.status).toBe('active');
  expect(base.price).toBe(749000);
  // The demo boat's twin, told apart by its model (searches find it alone).
  const model = `39 Coupe ${Date.now().toString(36)}`;
  const boat = { ...base, model, id: await boatOfOwn(base.id, { model }) };
  await logInAsAdmin(page, `/admin/listings/${boat.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(boat), FIRST_SYNC);

  // A reduction: recorded with its date; the card and page show the old price struck through.
  await editListing(page, boat.id, { price: '699000' });
  await untilSent(page);
  const history = page.getByTestId('listing-history');
  await expect(history).toContainText('Price reduced from $749,000 to $699,000');
  await expect(history.getByTestId('days-on-market')).toContainText('On the market since');

  await page.goto(`/boats/${boat.id}`);
  await expect(page.getByTestId('boat-price')).toContainText('$699,000', FIRST_SYNC);
  await expect(page.getByTestId('previous-price')).toHaveText('was $749,000');
  await expect(page.getByTestId('listing-badges')).toContainText('Price Reduced');
  await expect(page.getByTestId('price-reductions')).toHaveText(/^Reduced [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.goto('/boats');
  await search(page, boat.model);
  await expect(card(page, boat).getByTestId('previous-price')).toHaveText('was $749,000');

  // Sold, shown as sold: greyed in "Recently Sold", out of searches unless asked for, its page says it sold.
  await editListing(page, boat.id, { status: 'sold', showAsSold: true });
  await untilSent(page);
  await expect(page.getByTestId('listing-history')).toContainText('Status: Active → Sold');
  await page.goto('/boats');
  const sold = page.getByRole('list', { name: 'Recently sold boats' }).getByTestId('boat-card');
  await expect(sold.filter({ hasText: title(boat) })).toHaveAttribute('data-sold', 'true', FIRST_SYNC);
  await expect(sold.filter({ hasText: title(boat) }).getByTestId('listing-badges')).toHaveText('Sold');
  await expect(card(page, boat)).toHaveCount(0);
  await search(page, boat.model);
  await expect(page.getByRole('heading', { name: 'Recently Sold' })).toHaveCount(0);
  await expect(card(page, boat)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Include recently sold boats' }).check();
  await expect(page).toHaveURL(/[?&]sold=1/);
  await expect(card(page, boat)).toHaveCount(1);
  await card(page, boat)
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page.getByRole('heading', { name: 'This boat has sold' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Inquiry' })).toHaveCount(0);
  expect(await productOffer(page)).toMatchObject({ availability: 'https://schema.org/SoldOut' });

  // Not shown as sold any more: gone from the site, as any boat off the market.
  await editListing(page, boat.id, { showAsSold: false });
  await untilSent(page);
  await page.goto(`/boats/${boat.id}`);
  await expect(page.getByRole('heading', { name: 'Boat Not Found' })).toBeVisible(FIRST_SYNC);
});
