import { test, expect, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { seedSubmissions } from '../../fixtures/portal-seed';
import { logInAsAdmin } from './support/admin-login';
import { ADMIN_TABS, openAdminTab } from './support/admin-tabs';
import { logInAs } from './support/client';
import { FIRST_SYNC } from './support/timing';
import { startFromTheSeed } from './support/fresh-backend';
import { backendDoc } from './support/backend';

// Checks the demo business's own figures or changes its records: from a fresh seed (playwright.config.ts, `seeded`).
startFromTheSeed();

// #16: every portal page fits a phone: a wide table scrolls inside its own box, the page itself never sideways.

/** How far the page reaches past the screen's width (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The cells of a row that are not on the screen (in a box scrolled sideways, or past the page's edge). */
const cellsOffScreen = (row: Locator) =>
  row
    .locator('th, td')
    .evaluateAll((cells) =>
      cells
        .filter((c) => c.getBoundingClientRect().right > window.innerWidth + 1 || c.getBoundingClientRect().left < -1)
        .map((c) => c.textContent),
    );

/** Follow-ups the lead test adds; the dashboard test finds the one due tonight under Due Today. */
const LATER = 'Send the survey report and the haul-out photos from Bayshore Marina';
const TONIGHT = 'Call back about the sea trial: Saturday morning from Palm Cay, weather permitting';

const marinaSubmission = seedSubmissions.find((s) => s.userId === 'demo-owner-marina')!;

for (const [label, size] of [
  ['360px', { width: 360, height: 780 }],
  ['1280px', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: size });

    test("every page of the owner's portal fits the screen", async ({ page }) => {
      await logInAs(page, 'demo-owner-marina');
      await expect(page.getByRole('heading', { name: 'Welcome, Marina Knowles' })).toBeVisible(FIRST_SYNC);
      for (const [path, ready] of [
        ['/client/dashboard', page.getByRole('heading', { name: 'Welcome, Marina Knowles' })],
        ['/client/listings', page.getByTestId('listing-row').first()],
        ['/client/submissions', page.getByTestId('submission-row').first()],
        ['/client/submit-boat', page.getByRole('heading', { level: 1 })],
        [`/client/submissions/${marinaSubmission.id}/edit`, page.getByRole('heading', { level: 1 })],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible(FIRST_SYNC);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }

      // My Listings: every figure of a listing is on the screen, none in a sideways box (#30 item 8: on a phone the
      // table is a card per listing, each figure named).
      await page.goto('/client/listings');
      await expect(page.getByTestId('listing-row').first()).toBeVisible(FIRST_SYNC);
      expect(await cellsOffScreen(page.getByTestId('listing-row').first())).toEqual([]);
    });

    test("a lead's detail dialog fits the screen, and its status can be changed there (#18)", async ({ page }) => {
      await logInAsAdmin(page, '/admin/leads');
      const row = page.getByRole('table', { name: 'Leads' }).locator('tr[data-lead-id]').first();
      await expect(row).toBeVisible(FIRST_SYNC);
      const leadId = (await row.getAttribute('data-lead-id'))!;
      await row.getByRole('button', { name: /^View lead from / }).click();
      const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
      await expect(dialog).toBeVisible();
      // The page under it keeps its width: no padding for a scrollbar the page never had (it once took 612 px).
      const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingRight) || 0);
      expect(padding).toBeLessThanOrEqual(20);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      const status = dialog.getByLabel('Update Status');
      expect((await status.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await status.selectOption('contacted');
      await expect(page.getByTestId('toast').filter({ hasText: 'Status Updated' })).toBeVisible();

      // Follow-ups (the dashboard's Due Today lists them below). "Add follow-up" with only its text saves it, due
      // tomorrow morning (#30 item 10); one due tonight comes first on the dashboard.
      const followUp = dialog.getByRole('form', { name: 'Add a follow-up' });
      await followUp.getByLabel('Follow-up').fill(LATER);
      await followUp.getByRole('button', { name: 'Add follow-up' }).click();
      await expect(dialog.getByText(LATER).first()).toBeVisible();
      await followUp.getByLabel('Follow-up').fill(TONIGHT);
      await followUp.getByLabel(/^Due/).fill(`${format(new Date(), 'yyyy-MM-dd')}T23:59`);
      await followUp.getByRole('button', { name: 'Add follow-up' }).click();
      await expect(dialog.getByText(TONIGHT).first()).toBeVisible();
      // The dashboard test reads them on a fresh device: this one's page closes only once the server holds them (under
      // load the push came after the page had closed, and the follow-ups stayed on a device thrown away).
      await expect
        .poll(async () => JSON.stringify((await backendDoc('inquiries', leadId))?.activity ?? []), FIRST_SYNC)
        .toContain(TONIGHT);
    });

    test("every tab of the admin's dashboard fits the screen", async ({ page }) => {
      await logInAsAdmin(page, '/admin/dashboard');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      // Each tab with its data in (a skeleton is narrower than the rows it stands for).
      for (const [tab] of ADMIN_TABS) {
        await openAdminTab(page, tab);
        // The dashboard with its real data in: the leads' figures and charts, and the follow-ups due today (#30 item 2).
        if (tab === 'Dashboard')
          await expect(page.getByTestId('due-follow-up').filter({ hasText: TONIGHT }).first()).toBeVisible(FIRST_SYNC);
        expect(await overflow(page), tab).toBeLessThanOrEqual(0);
      }

      // Submissions: a pending one's Review, Approve, Needs changes and Reject are all on the screen, and the client is
      // named with an email to reach them, not a fragment of an internal id (#30 item 9).
      await page.getByRole('tab', { name: 'Submissions', exact: true }).click();
      const pending = page.locator('tr[data-submission-id]').filter({ hasText: 'pending' }).first();
      await expect(pending).toBeVisible();
      expect(await cellsOffScreen(pending)).toEqual([]);
      await expect(pending).toContainText(/@example\.com/);
      await expect(page.getByRole('tabpanel', { name: 'Submissions' })).not.toContainText('demo-own');
      // Clients: each is told apart by when they joined, not by an id fragment.
      await page.getByRole('tab', { name: 'Clients', exact: true }).click();
      const client = page.getByRole('tabpanel', { name: 'Clients' }).locator('tbody tr').first();
      await expect(client).toContainText(/Client since /);
      expect(await cellsOffScreen(client)).toEqual([]);
      await expect(page.getByRole('tabpanel', { name: 'Clients' })).not.toContainText('demo-own');
    });
  });
}
