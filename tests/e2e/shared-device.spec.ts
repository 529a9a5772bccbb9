import { FIRST_SYNC, SIGN_OUT } from './support/timing';
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin-login';
import { publicDataOnDevice } from './support/public-pull';

// The service worker is on for these tests (messages kept while offline); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Trust boundary, finding 15: a phone shared at the marina keeps no visitor's messages longer than needed, and a
// visitor can clear what it keeps.

const SENT_TOAST = (page: Page) => page.getByTestId('toast').filter({ hasText: 'Inquiry Sent!' });

/**
 * A brokerage boat whose leads no spec counts: these messages reach the backend beside the other specs (firebase
 * project), and an owner's boat would change that owner's figures.
 */
const BOAT = 'boat-princess-f50-2021';

async function sendInquiry(page: Page, name: string, message: string, online = true) {
  await page.goto(`/boats/${BOAT}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  // Offline only once the device holds its data and code: what is checked here is what it keeps (a send offline before
  // the database code arrived once did nothing at all on CI, a bug noted in docs/TESTS.md).
  if (!online) {
    await publicDataOnDevice(page);
    await page.context().setOffline(true);
  }
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`${width}px: Forget this device removes the messages sent from it`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await sendInquiry(page, 'Shared Sam', 'Is she still for sale?');
    await expect(SENT_TOAST(page)).toBeVisible();
    const mine = page.getByTestId('my-inquiries');
    await expect(mine.getByText('Sent', { exact: true })).toBeVisible(FIRST_SYNC);

    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Forget this device' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'This device no longer keeps what you sent.' }),
    ).toBeVisible();
    expect(asked).toEqual([
      'Forget this device? The messages you sent from it, the pages you viewed and the boats you saved will no longer be kept on it.',
    ]);
    await expect(mine).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    await expect(page.getByTestId('my-inquiries')).toHaveCount(0);
  });
}

test('Forget this device asks before deleting a message not sent yet, and Cancel keeps it', async ({ page }) => {
  await sendInquiry(page, 'Offline Olive', 'Sent from the dock with no signal.', false);
  const mine = page.getByTestId('my-inquiries');
  await expect(mine.getByText('Waiting to send')).toBeVisible();
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    // Yes to forgetting, Cancel to deleting the unsent message.
    void (asked.length === 1 ? d.accept() : d.dismiss());
  });
  await page.getByRole('button', { name: 'Forget this device' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'This device no longer keeps what you sent.' }),
  ).toBeVisible();
  expect(asked[1]).toBe('1 message has not been sent yet. Delete it too? Cancel keeps it until it is sent.');
  await expect(mine.getByText('Waiting to send')).toBeVisible();
  // "Until it is sent": back online, the outbox delivers it, and then the device keeps it no longer.
  await page.context().setOffline(false);
  await expect(mine).toHaveCount(0, FIRST_SYNC);
});

// Sent or not yet when the admin's page took over (the toast comes before the outbox delivers): either way it is gone
// once delivered.
test('logging out forgets the messages sent from this device as a visitor', async ({ page }) => {
  await sendInquiry(page, 'Broker Bea', 'Asking for a client.');
  await expect(SENT_TOAST(page)).toBeVisible();
  const boatPage = page.url();
  // The device holds the listings before the admin's page takes over: the boat page after logout is then not a first
  // visit (that path's public snapshot request was once seen unanswered for 30 s here: docs/TESTS.md).
  await publicDataOnDevice(page);
  await logInAsAdmin(page, '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  // Home is a new page once the sign-out is done (the portal's page says Login a moment before it goes).
  await expect(page).toHaveURL(/\/$/, SIGN_OUT);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(boatPage);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  await expect(page.getByTestId('my-inquiries')).toHaveCount(0, FIRST_SYNC);
});
