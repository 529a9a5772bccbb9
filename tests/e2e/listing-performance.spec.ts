import { test, expect, type Locator } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { seedLeads } from '../../fixtures/portal-seed';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';
import { logInAsAdmin } from './support/admin-login';
import { logInAs } from './support/client';
import { FIRST_SYNC } from './support/timing';

// Reads a demo boat no other spec writes to or sends inquiries about (its views may grow: other specs open boat pages),
// so it runs beside them (firebase project).

// #16 "Owners see their listing working": 90 days of views and inquiries per boat as a small hand-made chart, with the
// same numbers in words (this month against last, inquiries by status), on the admin's listing page and in the owner's
// My Listings. The demo counters carry 120 days of daily views.

const MARINA = 'demo-owner-marina';
const boat = seedBoats.find((b) => b.status === 'active' && b.createdBy === MARINA)!;
const leadsOf = (id: string) => seedLeads.filter((l) => l.boatId === id);

/** The chart's two series drawn as 90 points each, and its text alternative saying what the numbers are. */
async function expectChart(chart: Locator, title: string, leads: { status: string }[]) {
  await expect(chart).toBeVisible(FIRST_SYNC);
  const count = (status: string) => leads.filter((l) => l.status === status).length;
  // The device's first sync may still bring the inquiries in after the views: the chart once both are there.
  await expect(chart).toContainText(
    `Inquiries by status: new ${count('new')}, contacted ${count('contacted')}, qualified ${count('qualified')}, closed ${count('closed')}.`,
    FIRST_SYNC,
  );
  const summary = chart.getByTestId('listing-performance-summary');
  await expect(summary).toHaveText(
    new RegExp(
      `^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, last 90 days: [1-9]\\d* views and \\d+ inquiries\\. This month \\d+ views`,
    ),
  );
  // The picture says what the words say (its accessible name), read at one moment (other specs' visits may add
  // views), and each series is 90 days long.
  const [label, words] = await chart.evaluate((el) => [
    el.querySelector('svg')?.getAttribute('aria-label'),
    el.querySelector('[data-testid="listing-performance-summary"]')?.textContent,
  ]);
  expect(label).toBe(words);
  for (const points of await chart
    .locator('polyline')
    .evaluateAll((lines) => lines.map((l) => l.getAttribute('points')!.trim().split(/\s+/).length)))
    expect(points).toBe(90);
}

test('the admin sees a listing’s 90 days of views and inquiries, with the numbers in words', async ({ page }) => {
  await logInAsAdmin(page, `/admin/listings/${boat.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(boatTitle(boat), FIRST_SYNC);
  await expectChart(page.getByTestId('listing-performance'), boatTitle(boat), leadsOf(boat.id));
});

test('on a phone, the owner opens a boat’s insights in My Listings: the chart fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, MARINA);
  await page.goto('/client/listings');
  const insights = page.getByTestId('listing-insights').filter({ hasText: boatTitle(boat) });
  await insights.locator('summary').click(FIRST_SYNC);
  const chart = insights.getByTestId('listing-performance');
  await expectChart(chart, boatTitle(boat), leadsOf(boat.id));
  const box = (await chart.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
