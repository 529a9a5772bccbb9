import { ON_MARKET_STATUSES } from '../../packages/domain/src/boats/listing-visibility';
import { test, expect, type Page } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { seedLeads, seedSubmissions } from '../../fixtures/portal-seed';
import { fillBoat, logInAs, signUp, submissionControl } from './support/client';
import { FIRST_SYNC, SIGN_OUT } from './support/timing';
import { startFromTheSeed } from './support/fresh-backend';

// The service worker is on for these tests (a submission kept through an offline reload); the suite blocks it
// elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** What the demo data gives Marina, computed from the seed so the expectations follow it. */
const MARINA = 'demo-owner-marina';
const marina = {
  submissions: seedSubmissions.filter((s) => s.userId === MARINA),
  boats: seedBoats.filter((b) => b.createdBy === MARINA),
  leads: seedLeads.filter((l) => l.boatOwnerId === MARINA),
};

// The client (boat owner) portal on the production path. A demo owner's figures are counted and her submission is
// resubmitted: from a fresh seed (playwright.config.ts, `seeded`); the other tests sign up owners of their own.
startFromTheSeed();

/** A 1×1 PNG, generated here rather than read from disk. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const control = submissionControl;

async function expectCounts(
  page: Page,
  counts: { totalSubmissions: number; pendingReviews: number; activeListings: number; totalInquiries: number },
) {
  for (const [key, value] of Object.entries(counts)) {
    await expect(page.getByTestId(`stat-${key}`).locator('p').nth(1), key).toHaveText(String(value), {
      timeout: 10_000,
    });
  }
}

const row = (page: Page, title: string) => page.getByTestId('submission-row').filter({ hasText: title });

async function userDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes('harbour-user-')),
  );
}

test('sign up, empty dashboard, submit a boat with a photo, see it in My Submissions and in the counts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, 'Owen Sands');
  await expect(page.getByRole('heading', { name: 'Welcome, Owen Sands' })).toBeVisible();
  await expectCounts(page, { totalSubmissions: 0, pendingReviews: 0, activeListings: 0, totalInquiries: 0 });

  await page.getByRole('link', { name: 'View My Submissions' }).click();
  await expect(page.getByText('No submissions yet')).toBeVisible();
  await page.getByRole('link', { name: 'Submit your first boat' }).click();
  await expect(page).toHaveURL(/\/client\/submit-boat$/);
  await expect(control(page, 'Full Name')).toHaveValue('Owen Sands');

  // A refused submit: inline messages, nothing written.
  await page.getByRole('button', { name: 'Submit Boat' }).click();
  await expect(page.getByText('Please check all required fields and try again.')).toBeVisible();
  await expect(page.getByText('Make is required')).toBeVisible();

  await fillBoat(page, 'Boston Whaler');
  const picker = page.locator('input[type=file]');
  await picker.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
  await expect(page.getByText('"notes.txt" is not an image. Only image files can be added.')).toBeVisible();
  await expect(page.getByTestId('photo-counter')).toHaveText('0 / 10 photos');
  await picker.setInputFiles([{ name: 'helm.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByTestId('photo-counter')).toHaveText('1 / 10 photos');
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Boat' }).click();
  await expect(page.getByText('Thank you for your submission!')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/submissions$/);
  const mine = row(page, '2019 Boston Whaler 280 Vantage');
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('submission-status')).toHaveText('Pending');
  await expect(mine.getByText('1 photo', { exact: false })).toBeVisible();
  await expect(mine.getByTestId('waiting-to-sync')).toBeHidden({ timeout: 10_000 });

  await page.getByRole('link', { name: '← Back to Dashboard' }).click();
  await expectCounts(page, { totalSubmissions: 1, pendingReviews: 1, activeListings: 0, totalInquiries: 0 });
});

test("a demo owner sees the seeded submissions with the team's note, edits and resubmits; sees listings and inquiries", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInAs(page, 'demo-owner-marina');
  await expect(page.getByRole('heading', { name: 'Welcome, Marina Knowles' })).toBeVisible(FIRST_SYNC);
  await expectCounts(page, {
    totalSubmissions: marina.submissions.length,
    pendingReviews: marina.submissions.filter((s) => s.status === 'pending').length,
    activeListings: marina.boats.filter((b) => ON_MARKET_STATUSES.includes(b.status)).length,
    totalInquiries: marina.leads.length,
  });

  await page.getByRole('link', { name: 'View My Listings' }).click();
  await expect(page.getByTestId('listing-row')).toHaveCount(marina.boats.length);
  for (const cell of await page.getByTestId('listing-row').locator('td:last-child').allTextContents())
    expect(cell).toMatch(/^\d+\.\d%$/);
  await expect(page.getByTestId('listing-row').first()).toContainText('$');
  const inquiry = page.getByTestId('owner-inquiry');
  await expect(inquiry).toHaveCount(marina.leads.length);
  await expect(inquiry.filter({ hasText: 'Luis Ortega' })).toContainText('Would the owner consider a trade');
  await expect(page.getByRole('button', { name: /status/i })).toHaveCount(0);

  await page.goto('/client/submissions');
  await expect(page.getByTestId('submission-row')).toHaveCount(marina.submissions.length);
  // Newest first.
  await expect(page.getByTestId('submission-row').first()).toContainText('2019 Boston Whaler 280 Vantage');
  const contender = row(page, '2015 Contender 32 ST');
  await expect(contender.getByTestId('submission-status')).toHaveText('Needs Changes');
  await expect(contender.getByText('Please add the engine hours and a photo of the helm')).toBeVisible();
  await expect(row(page, '2019 Boston Whaler').getByRole('link', { name: 'Edit and resubmit' })).toHaveCount(0);

  await contender.getByRole('link', { name: 'Edit and resubmit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Submission' })).toBeVisible();
  await expect(control(page, 'Make')).toHaveValue('Contender');
  await control(page, 'Description').fill(
    'Twin Yamaha 300s with 620 engine hours, new T-top canvas, fresh bottom paint.',
  );
  await page.locator('input[type=file]').setInputFiles([{ name: 'helm.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('button', { name: 'Resubmit for Review' }).click();
  await expect(page).toHaveURL(/\/client\/submissions$/);
  await expect(contender.getByTestId('submission-status')).toHaveText('Pending');
  await expect(contender.getByText('Please add the engine hours')).toHaveCount(0);
  await expect(contender.getByRole('link', { name: 'Edit and resubmit' })).toHaveCount(0);
  await expect(contender.getByTestId('waiting-to-sync')).toBeHidden({ timeout: 10_000 });

  // Accepted by the backend: still pending after a reload (the replica reopens and pulls what the backend holds: on
  // the busy CI machine that took past the default 7 s).
  await page.reload();
  await expect(row(page, '2015 Contender 32 ST').getByTestId('submission-status')).toHaveText('Pending', FIRST_SYNC);
  await page.goto('/client/dashboard');
  // The resubmitted one is pending review again.
  await expectCounts(page, {
    totalSubmissions: marina.submissions.length,
    pendingReviews: marina.submissions.filter((s) => s.status === 'pending' || s.status === 'needs_changes').length,
    activeListings: marina.boats.filter((b) => ON_MARKET_STATUSES.includes(b.status)).length,
    totalInquiries: marina.leads.length,
  });
});

test('offline: a submission is kept on the device, waits through a reload, goes when back online; logout deletes the replica', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUp(page, 'Ida Offline');
  await expectCounts(page, { totalSubmissions: 0, pendingReviews: 0, activeListings: 0, totalInquiries: 0 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
  await page.getByRole('link', { name: 'Submit a Boat' }).click();
  await expect(control(page, 'Make')).toBeVisible();

  await context.setOffline(true);
  await fillBoat(page, 'Contender');
  await page.locator('input[type=file]').setInputFiles([{ name: 'bow.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('button', { name: 'Submit Boat' }).click();
  await expect(page.getByText('Your submission will be sent when you are back online.')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/submissions$/);
  const mine = row(page, '2019 Contender 280 Vantage');
  await expect(mine.getByTestId('waiting-to-sync')).toHaveText('Waiting to sync');

  await page.reload();
  await expect(mine.getByTestId('submission-status')).toHaveText('Pending', FIRST_SYNC);
  await expect(mine.getByTestId('waiting-to-sync')).toBeVisible();

  // Logging out now would lose it: the owner is asked, and Cancel keeps the session.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => asked).toHaveLength(1);
  expect(asked[0]).toMatch(
    /^You have \d+ changes? that ha(s|ve) not been sent yet\. If you log out now they will be deleted from this device\.$/,
  );
  await expect(nav(page).getByRole('link', { name: 'Client Portal' })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/submissions$/);

  await context.setOffline(false);
  await expect(mine.getByTestId('waiting-to-sync')).toBeHidden({ timeout: 15_000 });
  await expect(mine.getByTestId('submission-status')).toHaveText('Pending');

  expect(await userDatabases(page)).not.toEqual([]);
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  // From a portal, home is a new page once the sign-out is done (its nav says Login a moment before).
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, SIGN_OUT);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible(SIGN_OUT);
  await expect.poll(() => userDatabases(page), { timeout: 10_000 }).toEqual([]);
});
