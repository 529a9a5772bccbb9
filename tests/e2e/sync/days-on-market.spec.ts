import { test, expect, type Browser, type Page } from '@playwright/test';
import { seedBoats } from '../../../src/data/seed/boats';
import { daysOnMarket, daysOnMarketText } from '../../../src/data/boats/listing-badges';
import { boatTitle } from '../../../src/data/boats/boat-title';
import { loadAdmin } from '../../../scripts/firebase-admin.mjs';
import { logInAsAdmin } from '../support/admin-login';
import { toast } from '../support/toasts';
import { appStart } from '../support/app-start';
import { backendDoc, backendFirestore } from '../support/backend';
import { startFromTheSeed } from '../support/fresh-backend';

// Checks the demo business's own figures or changes its records: from a fresh seed (playwright.config.ts, `seeded`).
startFromTheSeed();

// A returning visitor's device: with the service worker (the production path as people have it).
test.use({ serviceWorkers: 'allow' });

// Firebase mode: siteSettings/public is read by every visitor's device as it is (no projection, no replicated
// collection): an admin's change reaches a visitor's open boat page live, through the official emulators.
const FIRST_PULL = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

const boat = seedBoats.find((b) => b.status === 'active' && b.publishedAt && !b.soldAt)!;

async function device(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** What the page may say, computed as the page does (the day may turn while the test runs). */
function daysText(at = Date.now()): RegExp {
  const texts = [at, at + 180_000].map((t) => daysOnMarketText(daysOnMarket(boat, new Date(t))!));
  return new RegExp(`^(${texts.join('|')})$`);
}

test("an admin turns days on market on for the site: a visitor's open boat page shows them, then not once off", async ({
  browser,
}) => {
  const admin = await device(browser);
  const visitor = await device(browser);
  const setting = admin.getByRole('checkbox', { name: 'Show days on market on public listings' });
  try {
    await visitor.goto(`/boats/${boat.id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(boatTitle(boat));
    await expect(appStart(visitor)).toBeAttached(FIRST_PULL);
    await expect(visitor.getByTestId('boat-days-on-market')).toHaveCount(0);

    await logInAsAdmin(admin, '/admin/dashboard');
    await admin.getByRole('tab', { name: 'Settings', exact: true }).click();
    await expect(setting).not.toBeChecked(FIRST_PULL);
    await setting.check();
    await expect(toast(admin, 'Buyers now see days on market on every boat page.')).toBeVisible();
    await expect
      .poll(async () => (await backendDoc('siteSettings', 'public'))?.showDaysOnMarket, FIRST_PULL)
      .toBe(true);
    await expect(visitor.getByTestId('boat-days-on-market')).toHaveText(daysText(), FIRST_PULL);

    await setting.uncheck();
    await expect(toast(admin, 'Days on market are now shown to admins and owners only.')).toBeVisible();
    await expect(visitor.getByTestId('boat-days-on-market')).toHaveCount(0, FIRST_PULL);
  } finally {
    // The backend is shared by the other specs: leave the setting as seeded whatever happened above.
    const { firestore } = loadAdmin();
    await backendFirestore().collection('siteSettings').doc('public').set({
      showDaysOnMarket: false,
      updatedAt: new Date().toISOString(),
      serverTimestamp: firestore.FieldValue.serverTimestamp(),
      _deleted: false,
    });
  }
});
