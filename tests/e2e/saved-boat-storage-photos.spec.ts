import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './support/admin-login';
import { photo } from './support/png';
import { toast } from './support/toasts';
import { YEAR, fillListing, listingForm } from './support/listing-form';
import { waitForServiceWorkerControl } from './support/service-worker';
import { FIRST_SYNC } from './support/timing';
import { updateAsServer } from './support/backend';

// #30 item 1: a listing added after launch has its photos in Storage, not the site's /media/. A buyer who saves it
// opens it at the dock with no connection and sees those photos, as with the demo fleet's.

test('a saved boat whose photos are in Storage shows them offline', async ({ page, browser }) => {
  // The admin's upload, the buyer's first visit with the service worker installing, then an offline visit.
  test.setTimeout(180_000);
  const make = `Storage${Date.now().toString(36)}`;
  const title = `${YEAR - 3} ${make} Flats 32`;
  await logInAsAdmin(page, '/admin/listings/new');
  await fillListing(page, { make, model: 'Flats 32', status: 'active' });
  await page
    .getByLabel('Select images')
    .setInputFiles([photo('bow.png', 90, [200, 30, 30]), photo('helm.png', 70, [30, 30, 200])]);
  await expect(page.getByText('2 / 10 images uploaded')).toBeVisible();
  await listingForm(page).getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Listing created successfully')).toBeVisible();

  // A buyer's phone: its own device, with the service worker that keeps photos for offline.
  const phone = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  let boatId: string | undefined;
  try {
    const buyer = await phone.newPage();
    await buyer.goto('/boats');
    await waitForServiceWorkerControl(buyer);
    const card = buyer.getByTestId('boat-card').filter({ hasText: make });
    // The photos reach Storage after the listing is saved: the card shows them once the boat points at them.
    await expect
      .poll(
        async () => {
          await buyer.reload();
          await buyer.getByPlaceholder('Search by name, make, or model...').fill(make);
          return card
            .locator('img')
            .first()
            .getAttribute('src', { timeout: 15_000 })
            .catch(() => null);
        },
        { timeout: 60_000 },
      )
      .toMatch(/\/v0\/b\/.+\?alt=media/);
    boatId = (await card.getByRole('link', { name: /View Details/ }).getAttribute('href'))!.split('/').pop()!;
    await card.getByRole('button', { name: `Save ${title}` }).click();
    await buyer.getByTestId('saved-nav-link').filter({ visible: true }).click();
    const entry = buyer.getByTestId('saved-boat').filter({ hasText: title });
    await expect(entry.getByText('Available offline')).toBeVisible({ timeout: 30_000 });

    await phone.setOffline(true);
    await buyer.reload();
    await buyer.getByRole('link', { name: `View Details of ${title}` }).click();
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(title, FIRST_SYNC);
    const main = buyer.getByTestId('gallery-main-image');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(main).toHaveAttribute('src', /\/v0\/b\/.+\?alt=media/);
    await expect(buyer.getByText('Photo not available offline')).toHaveCount(0);
    await expect(buyer.getByTestId('photo-placeholder')).toHaveCount(0);
  } finally {
    await phone.close();
    // The backend is shared: the listing leaves the public list again (other tests count the demo fleet's).
    if (boatId) await updateAsServer('boats', boatId, { status: 'draft' });
  }
});
