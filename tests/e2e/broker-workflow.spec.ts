import { test, expect, type Locator, type Page } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { logInAsAdmin } from './support/admin-login';
import { fillBoat, logInAs, submissionControl } from './support/client';
import { photo } from './support/png';
import { FIRST_SYNC, SIGN_OUT } from './support/timing';
import { dismissToasts, toast } from './support/toasts';
import { startFromTheSeed } from './support/fresh-backend';

// Checks the demo business's own figures or changes its records: from a fresh seed (playwright.config.ts, `seeded`).
startFromTheSeed();

// A broker on a phone and at a desk (the owner's submission and the admin's review meet on the seeded emulators). Findings: review a whole submission before deciding;
// an approved draft says what it needs before publishing and leads there; the image manager works by touch.

const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}
/** The element a tap at the centre of `locator` lands on is that element (or inside it): nothing covers it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Marina sends a boat with two photos and an asking price the listing cannot read; then she logs out. */
async function ownerSubmits(page: Page, make: string) {
  await logInAs(page, 'demo-owner-marina');
  await page.goto('/client/submit-boat');
  await fillBoat(page, make);
  await submissionControl(page, 'Asking Price (USD)').fill('189k');
  await page
    .locator('input[type=file]')
    .setInputFiles([photo('bow.png', 70, [200, 90, 20]), photo('stern.png', 60, [20, 90, 200])]);
  await expect(page.getByTestId('photo-counter')).toHaveText('2 / 10 photos');
  await page.getByRole('button', { name: 'Submit Boat' }).click();
  await expect(page.getByText('Thank you for your submission!')).toBeVisible();
  // The submission and both photos reach the backend before the owner leaves: the first writes after this file's reset,
  // whose trigger reload restarts the functions (their cold start on the loaded CI machine was seen past 20 s).
  await expect(page.getByTestId('sync-status')).toHaveCount(0, { timeout: 60_000 });
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible(SIGN_OUT);
}

for (const [width, height] of WIDTHS) {
  test(`${width}px: review the whole submission, approve it, and the draft's checklist leads to each missing part`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const make = `Review${Date.now().toString(36)}`;
    const title = `2019 ${make} 280 Vantage`;
    // The owner's part is set-up, at the default width; the broker's part is what is under test at this width.
    await ownerSubmits(page, make);
    await page.setViewportSize({ width, height });

    await logInAsAdmin(page, '/admin/submissions');
    const row = page.getByRole('table', { name: 'Submissions' }).locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('pending', FIRST_SYNC);
    await row.getByRole('button', { name: `Review ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Submission' });
    await expect(dialog).toBeVisible();

    // Everything the owner sent: both photos (loaded), the price as typed and that it cannot be read, the length read
    // as feet, the boat, the full description, the owner's contact.
    const photos = dialog.getByRole('list', { name: 'Photos sent by the owner' }).getByRole('img');
    await expect(photos).toHaveCount(2);
    await expect(photos.nth(0)).toHaveAccessibleName('Photo 1 of 2');
    await expect
      .poll(() => photos.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => i.naturalWidth > 0)), {
        timeout: 15_000,
      })
      .toEqual([true, true]);
    await expect(dialog).toContainText('As typed: “189k”');
    await expect(dialog).toContainText('Cannot be read as dollars');
    await expect(dialog).toContainText('Read as: 28 ft');
    await expect(dialog).toContainText('Center Console');
    await expect(dialog).toContainText('Excellent');
    await expect(dialog.getByTestId('review-description')).toHaveText(
      'Twin Mercury 300s with 410 hours, kept on a lift at Palm Cay.',
    );
    await expect(dialog).toContainText('Marina Knowles');
    await expect(dialog.getByRole('link', { name: 'marina.knowles@example.com' })).toBeVisible();
    // What approving would produce, before anything is written.
    const preview = dialog.getByTestId('approval-preview');
    await expect(preview).toContainText('The asking price "189k" is not an amount in dollars');
    await expect(preview).toContainText('Before publishing it needs a price and a key feature.');

    if (width < 400) {
      // On the narrowest phones too: the dialog fits the width, its body scrolls inside, the decision stays in view.
      await page.setViewportSize({ width: 360, height: 740 });
      const content = await box(dialog);
      expect(content.x).toBeGreaterThanOrEqual(0);
      expect(content.x + content.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const body = dialog.getByTestId('submission-review-body');
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeInViewport();
      await page.setViewportSize({ width, height });
    }

    await dismissToasts(page);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // The row updates in place; the toast says what the draft still needs.
    const approved = toast(page, 'Submission Approved');
    await expect(approved).toContainText('Before publishing it needs a price and a key feature.');
    await expect(row).toContainText('approved');
    await dismissToasts(page);
    await row.getByRole('link', { name: 'Open listing' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, FIRST_SYNC);
    const checklist = page.getByRole('region', { name: 'Before publishing' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('listitem')).toHaveCount(2);
    await expect(checklist).toContainText('The price is not set ($0).');
    await expect(checklist).toContainText('No key feature yet: at least one is required.');

    // Each button opens the editor at its section, with focus there.
    await checklist.getByRole('button', { name: 'Add a key feature' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    const feature1 = page.getByLabel('Feature 1', { exact: true });
    await expect(feature1).toBeFocused();
    await expect(feature1).toBeInViewport();
    await checklist.getByRole('button', { name: 'Set the price' }).click();
    const price = page.getByLabel('Price ($)');
    await expect(price).toBeFocused();
    await expect(price).toBeInViewport();
    await price.fill('189000');

    // Saving it Active with no feature, from the Media tab: the error is at the features editor and focus is there.
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('active');
    await page.getByRole('tab', { name: /^Media/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const features = page.getByRole('region', { name: 'Key Features' });
    await expect(features.getByText('At least one feature is required', { exact: true })).toBeVisible();
    await expect(feature1).toBeFocused();
    await expect(feature1).toBeInViewport();
    await expect(feature1).toHaveAccessibleDescription('At least one feature is required');

    await feature1.fill('Kept on a lift at Palm Cay');
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Listing updated successfully')).toBeVisible();
    await expect(page.getByTestId('listing-status')).toHaveText('Active');
    // Nothing is missing any more and the listing is on the market: no checklist.
    await expect(checklist).toHaveCount(0);
  });
}

test.describe('the image manager by touch', () => {
  test.use({ hasTouch: true });
  const boat = seedBoats.find((b) => b.images.length >= 3)!;

  for (const [width, height] of WIDTHS) {
    test(`${width}px: every photo and the Primary badge are uncovered; make primary and reorder with 44 px buttons`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      await logInAsAdmin(page, `/admin/listings/${boat.id}`);
      await page.getByRole('button', { name: 'Edit Listing' }).click(FIRST_SYNC);
      await page.getByRole('tab', { name: /^Media/ }).click();
      const thumbs = page.getByTestId('image-thumb');
      await expect(thumbs).toHaveCount(boat.images.length);

      for (let i = 0; i < boat.images.length; i++) {
        const thumb = thumbs.nth(i);
        await thumb.scrollIntoViewIfNeeded();
        const img = thumb.getByRole('img');
        await expect(img).toBeVisible();
        const photoBox = await box(img);
        expect(await uncovered(img), `photo ${i + 1} is not covered`).toBe(true);
        // Every action is a touch-sized button beside the photo, never on it.
        const buttons = thumb.getByRole('button');
        expect(await buttons.count()).toBeGreaterThanOrEqual(3);
        for (const b of await buttons.all()) {
          const bb = await box(b);
          expect(bb.width, `${await b.getAttribute('aria-label')} width`).toBeGreaterThanOrEqual(44);
          expect(bb.height).toBeGreaterThanOrEqual(44);
          expect(overlaps(bb, photoBox)).toBe(false);
        }
      }
      const badges = page.getByTestId('primary-badge');
      await expect(badges).toHaveCount(1);
      await expect(thumbs.nth(0).getByText('Primary', { exact: true })).toBeVisible();
      expect(await uncovered(badges)).toBe(true);

      // Make the third photo primary with a tap.
      const thirdId = await thumbs.nth(2).getAttribute('data-image-id');
      await thumbs.nth(2).getByRole('button', { name: 'Make primary' }).tap();
      await expect(thumbs.nth(2)).toHaveAttribute('data-primary', 'true');
      await expect(thumbs.nth(2).getByText('Primary', { exact: true })).toBeVisible();
      await expect(thumbs.nth(0).getByText('Primary', { exact: true })).toHaveCount(0);
      expect(await uncovered(thumbs.nth(2).getByTestId('primary-badge'))).toBe(true);

      // Reorder without dragging: move it earlier twice, to the front; focus stays on its button while it can move.
      await thumbs.nth(2).getByRole('button', { name: 'Move earlier' }).tap();
      await expect(thumbs.nth(1)).toHaveAttribute('data-image-id', thirdId!);
      await expect(page.getByTestId('image-announcer')).toHaveText(
        `Image moved to position 2 of ${boat.images.length}.`,
      );
      await expect(thumbs.nth(1).getByRole('button', { name: 'Move earlier' })).toBeFocused();
      await thumbs.nth(1).getByRole('button', { name: 'Move earlier' }).tap();
      await expect(thumbs.nth(0)).toHaveAttribute('data-image-id', thirdId!);
      await expect(thumbs.nth(0).getByRole('button', { name: 'Move earlier' })).toBeDisabled();
      const secondId = await thumbs.nth(1).getAttribute('data-image-id');
      await thumbs.nth(1).getByRole('button', { name: 'Move later' }).tap();
      await expect(thumbs.nth(2)).toHaveAttribute('data-image-id', secondId!);

      const order = await thumbs.evaluateAll((els) => els.map((el) => el.getAttribute('data-image-id')));
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Listing updated successfully')).toBeVisible();
      // Saved: the editor opens again with that order and that primary.
      await page.getByRole('button', { name: 'Edit Listing' }).click();
      await page.getByRole('tab', { name: /^Media/ }).click();
      await expect
        .poll(() => thumbs.evaluateAll((els) => els.map((el) => el.getAttribute('data-image-id'))))
        .toEqual(order);
      await expect(thumbs.nth(0)).toHaveAttribute('data-primary', 'true');
    });
  }
});
