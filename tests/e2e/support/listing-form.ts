import { expect, type Page } from '@playwright/test';
import { withPageLog } from './page-log';
import { dismissToasts, toast } from './toasts';

export const YEAR = new Date().getFullYear();

/** The admin's Create Listing form. */
export const listingForm = (page: Page) => page.getByRole('form', { name: 'Create Listing' });

/** Fills every required field of Create Listing (photos are added by the caller). */
export async function fillListing(page: Page, o: { make: string; model: string; status?: string }) {
  const f = listingForm(page);
  await f.getByRole('textbox', { name: 'Make', exact: true }).fill(o.make);
  await f.getByRole('textbox', { name: 'Model', exact: true }).fill(o.model);
  await f.getByLabel('Year').fill(String(YEAR - 3));
  await f.getByLabel('Length (ft)').fill('32.5');
  await f.getByLabel(/^Type/).selectOption('Center Console');
  await f.getByLabel('Condition').selectOption('used');
  await f.getByLabel('Location').fill('Nassau, Bahamas');
  await f.getByLabel('Price ($)').fill('215000');
  await f
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Clean, well maintained, ready for the flats and the reef.');
  await f.getByLabel('Feature 1', { exact: true }).fill('Twin Mercury 300s');
  await f.getByRole('button', { name: 'Add Feature' }).click();
  await f.getByLabel('Feature 2', { exact: true }).fill('T-top with outriggers');
  await f.getByLabel('Beam (ft)').fill('10.2');
  await f.getByRole('button', { name: 'Add Custom Specification' }).click();
  await f.getByLabel('Custom specification 1 label').fill('Electronics');
  await f.getByLabel('Custom specification 1 value').fill('Garmin 8612 pair');
  await f.getByLabel('Commission Rate (%)').fill('8.25');
  if (o.status) await f.getByRole('combobox', { name: 'Status', exact: true }).selectOption(o.status);
}

/** Opens a listing's editor and changes what is asked; saves unless told not to. */
export async function editListing(
  page: Page,
  id: string,
  change: {
    addFeature?: string;
    status?: string;
    maxSpeed?: string;
    price?: string;
    priceOnRequest?: boolean;
    showAsSold?: boolean;
  },
  save = true,
) {
  await page.bringToFront();
  await page.goto(`/admin/listings/${id}`);
  await page.getByRole('button', { name: 'Edit Listing' }).click();
  if (change.price) await page.getByLabel('Price ($)').fill(change.price);
  if (change.priceOnRequest !== undefined)
    await page.getByRole('checkbox', { name: 'Price on Request' }).setChecked(change.priceOnRequest);
  if (change.status) await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption(change.status);
  if (change.showAsSold !== undefined)
    await page.getByRole('checkbox', { name: /^Show as Sold for \d+ days$/ }).setChecked(change.showAsSold);
  if (change.addFeature) {
    const n = await page.getByLabel(/^Feature \d+$/).count();
    await page.getByRole('button', { name: 'Add Feature' }).click();
    await page.getByLabel(`Feature ${n + 1}`, { exact: true }).fill(change.addFeature);
  }
  if (change.maxSpeed) await page.getByLabel('Max Speed (knots)').fill(change.maxSpeed);
  if (save) await saveEdit(page);
}

/** Saves the open listing editor and waits for the confirmation. */
export async function saveEdit(page: Page) {
  await page.bringToFront();
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Listing updated successfully')).toBeVisible();
  await dismissToasts(page);
}

/**
 * Waits until the portal's changes reached the server (its "syncing" notice gone), as a broker would before leaving
 * the portal for the public site: a page load of the public site carries no portal, so a change still on its way
 * waits on the device until the portal opens again. A fresh admin replica on a device sends once its first pull is
 * under way: up to a minute on the loaded CI machine.
 */
export async function untilSent(page: Page) {
  const status = page.getByTestId('sync-status');
  await withPageLog(page, () =>
    expect.poll(async () => (await status.allTextContents()).join(' '), { timeout: 60_000 }).toBe(''),
  );
}
