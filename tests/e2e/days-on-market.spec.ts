import { test, expect, type Page } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { daysOnMarket, daysOnMarketText } from '../../packages/domain/src/boats/listing-badges';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';
import { daysOnMarketCell } from '../../src/features/client/listing-rows';
import { logInAsAdmin } from './support/admin-login';
import { logInAs } from './support/client';
import { toast } from './support/toasts';
import { FIRST_SYNC } from './support/timing';
import { appStart } from './support/app-start';
import { backendDoc, backendFirestore } from './support/backend';
import { loadAdmin } from '../../scripts/firebase-admin.mjs';

// The setting is the whole site's: this file's tests take turns with it (serial, one worker), beside the other specs
// (firebase project), none of which reads it; the setting is put back as seeded after the last.
test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  const { firestore } = loadAdmin();
  await backendFirestore().collection('siteSettings').doc('public').set(
    {
      showDaysOnMarket: false,
      updatedAt: new Date().toISOString(),
      serverTimestamp: firestore.FieldValue.serverTimestamp(),
      _deleted: false,
    },
    { merge: true },
  );
});

// #16 "Days on market": shown to admins and the boat's owner always; to buyers only while an admin has turned it on
// for the site (the admin dashboard's Settings tab). Seeded with the setting off.

const MARINA = 'demo-owner-marina';
const boat = seedBoats.find((b) => b.status === 'active' && b.createdBy === MARINA && b.publishedAt && !b.soldAt)!;

/** What the page may say, computed as the page does (the day may turn while the test runs). */
function daysText(at = Date.now()): RegExp {
  const today = daysOnMarketText(daysOnMarket(boat, new Date(at))!);
  const tomorrow = daysOnMarketText(daysOnMarket(boat, new Date(at + 120_000))!);
  return new RegExp(`^(${today}|${tomorrow})$`);
}

const setting = (page: Page) => page.getByRole('checkbox', { name: 'Show days on market on public listings' });

// On the admin's phone; on a desktop, the test after the next one (another device).
test.describe('390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin turns days on market on: the boat page shows them; off: it does not', async ({ page, context }) => {
    test.setTimeout(90_000);
    await logInAsAdmin(page, '/admin/dashboard');
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await expect(setting(page)).not.toBeChecked(FIRST_SYNC);

    // A buyer's view in another tab of this device: off, as seeded.
    const buyer = await context.newPage();
    await buyer.goto(`/boats/${boat.id}`);
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(boatTitle(boat));
    await expect(buyer.getByTestId('boat-updated')).toBeVisible();
    await expect(buyer.getByTestId('boat-days-on-market')).toHaveCount(0);

    await setting(page).check();
    await expect(toast(page, 'Buyers now see days on market on every boat page.')).toBeVisible();
    await expect(setting(page)).toBeChecked();
    // The open page follows at once; a page opened now shows it from the first screen of data.
    await expect(buyer.getByTestId('boat-days-on-market')).toHaveText(daysText(), FIRST_SYNC);
    await buyer.reload();
    await expect(buyer.getByTestId('boat-days-on-market')).toHaveText(daysText(), FIRST_SYNC);

    await setting(page).uncheck();
    await expect(toast(page, 'Days on market are now shown to admins and owners only.')).toBeVisible();
    await expect(buyer.getByTestId('boat-days-on-market')).toHaveCount(0, FIRST_SYNC);
    // And the setting stays off after a reload of the dashboard.
    await page.reload();
    await expect(setting(page)).not.toBeChecked(FIRST_SYNC);
  });
});

// The owner's listings are a table on a desktop and cards on a phone: both.
for (const [label, size] of [
  ['390px', { width: 390, height: 844 }],
  ['1280px', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: size });

    test("the boat's owner sees its days on market in My Listings while buyers do not", async ({ page }) => {
      await logInAs(page, MARINA);
      await page.goto('/client/listings');
      const row = page.getByTestId('listing-row').filter({ hasText: boatTitle(boat) });
      const expected = [Date.now(), Date.now() + 120_000].map((at) => daysOnMarketCell(boat, new Date(at)));
      await expect(row.getByTestId('owner-days-on-market')).toHaveText(
        new RegExp(`^(${expected.join('|')})$`),
        FIRST_SYNC,
      );
      await page.goto(`/boats/${boat.id}`);
      await expect(page.getByTestId('boat-updated')).toBeVisible();
      await expect(page.getByTestId('boat-days-on-market')).toHaveCount(0);
    });
  });
}

test("on another device, a visitor's open boat page shows days on market once the admin turns them on, then not once off", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const FIRST_PULL = { timeout: 60_000 };
  const admin = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
  const visitor = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
  const adminSetting = setting(admin);
  await visitor.goto(`/boats/${boat.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(boatTitle(boat));
  await expect(appStart(visitor)).toBeAttached(FIRST_PULL);
  await expect(visitor.getByTestId('boat-days-on-market')).toHaveCount(0);

  await logInAsAdmin(admin, '/admin/dashboard');
  await admin.getByRole('tab', { name: 'Settings', exact: true }).click();
  await expect(adminSetting).not.toBeChecked(FIRST_PULL);
  await adminSetting.check();
  await expect(toast(admin, 'Buyers now see days on market on every boat page.')).toBeVisible();
  await expect.poll(async () => (await backendDoc('siteSettings', 'public'))?.showDaysOnMarket, FIRST_PULL).toBe(true);
  await expect(visitor.getByTestId('boat-days-on-market')).toHaveText(daysText(), FIRST_PULL);

  await adminSetting.uncheck();
  await expect(toast(admin, 'Days on market are now shown to admins and owners only.')).toBeVisible();
  await expect(visitor.getByTestId('boat-days-on-market')).toHaveCount(0, FIRST_PULL);
});
