import { test, expect, type Page } from '@playwright/test';
import { seedLeads } from '../../fixtures/portal-seed';
import { logInAsAdmin } from './support/admin-login';
import { FIRST_SYNC } from './support/timing';
import { startFromTheSeed } from './support/fresh-backend';

// Checks the demo business's own figures and changes its records, from one fresh seed for the file (playwright.config.ts,
// `seeded`): the tests run in this order, those that only read first (which leads are read is kept on each device).
startFromTheSeed();

// #18 on a broker's phone (390 px) on the production path: know at once, answer on time, work the lead, capture
// one at a boat show with no signal, export what is shown.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const rows = (page: Page) => page.getByRole('table', { name: 'Leads' }).locator('tbody tr[data-lead-id]');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const newSeedLeads = seedLeads.filter((l) => l.status === 'new');

test('the dashboard shows the overdue count and response figures, and the charts say what they draw', async ({
  page,
}) => {
  await logInAsAdmin(page, '/admin/dashboard');
  const figures = page.getByTestId('lead-figures');
  const overdue = newSeedLeads.filter((l) => Date.now() - Date.parse(l.createdAt) >= 24 * 3_600_000).length;
  await expect(figures.locator('li').first()).toContainText(`Overdue leads${overdue}`, FIRST_SYNC);
  for (const chart of ['leads-per-week', 'leads-funnel', 'response-bands']) {
    const figure = page.getByTestId(chart);
    const label = await figure.getByRole('img').getAttribute('aria-label');
    expect(label).toBeTruthy();
    await expect(figure.locator('figcaption')).toContainText(label!);
  }
  await expect(page.getByTestId('leads-funnel').getByRole('img')).toHaveAttribute(
    'aria-label',
    new RegExp(`^Leads funnel: new ${seedLeads.length},`),
  );
  // 360 px: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('Export CSV downloads the leads shown, formula-safe', async ({ page }) => {
  await logInAsAdmin(page, '/admin/leads');
  await expect(rows(page)).toHaveCount(seedLeads.length, FIRST_SYNC);
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(seedLeads[0]!.name);
  await expect(rows(page)).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    "Received,Sent (visitor's clock),Type,Source,Status,Name,Email,Phone,Boat,Message,Assigned to,Tags,First response,Overdue",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(seedLeads[0]!.email);
});

test('the Leads filters are in the address: a reload keeps them, Back undoes a filter', async ({ page }) => {
  await logInAsAdmin(page, '/admin/leads');
  await expect(rows(page)).toHaveCount(seedLeads.length, FIRST_SYNC);
  await page.getByRole('group', { name: 'Filter leads by status' }).getByRole('button', { name: 'New' }).click();
  await expect(rows(page)).toHaveCount(newSeedLeads.length);
  const search = page.getByRole('searchbox', { name: 'Search leads' });
  const name = newSeedLeads[0]!.name;
  await search.fill(name);
  await expect(rows(page)).toHaveCount(1);
  const param = (key: string) => new URL(page.url()).searchParams.get(key);
  // The text follows the typing once it pauses.
  await expect.poll(() => param('q')).toBe(name);
  expect(param('status')).toBe('new');

  await page.reload();
  await expect(search).toHaveValue(name, FIRST_SYNC);
  await expect(rows(page)).toHaveCount(1, FIRST_SYNC);
  await expect(rows(page)).toContainText(name);

  // Typing replaced the entry the status filter made: one Back is the list before any filter.
  await page.goBack();
  await expect.poll(() => param('status')).toBeNull();
  await expect(search).toHaveValue('', FIRST_SYNC);
  await expect(rows(page)).toHaveCount(seedLeads.length, FIRST_SYNC);
});

test('new leads are counted until read; an unanswered one is overdue, and answering it from its panel is logged', async ({
  page,
}) => {
  await logInAsAdmin(page, '/admin/leads');
  const news = page.getByRole('button', { name: /^New leads/ });
  await expect(news).toHaveText(`New leads (${seedLeads.length})`, FIRST_SYNC);
  await expect(page.getByTestId('leads-tab-count')).toHaveText(String(seedLeads.length));

  const lead = newSeedLeads[0]!;
  const row = rows(page).filter({ hasText: lead.email });
  await expect(row).toContainText(/Overdue · \d+ (h|d)/);
  await row.getByRole('button', { name: `View lead from ${lead.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await dialog.getByRole('button', { name: 'Log a call' }).click();
  await expect(toast(page, 'Reply logged')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Wants a sea trial in January.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const history = dialog.getByTestId('lead-history-entry');
  await expect(history.first()).toContainText('Wants a sea trial in January.');
  await expect(history.nth(1)).toContainText('Replied by a call');
  await expect(history.nth(1)).toContainText('You ·');
  await dialog.getByRole('button', { name: 'Assign to me' }).click();
  await expect(dialog).toContainText('Assigned to You');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).not.toContainText('Overdue');

  await page.getByRole('group', { name: 'Whose leads' }).getByRole('button', { name: 'My leads' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(lead.name);

  await news.click();
  await page.getByRole('region', { name: 'New leads' }).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(news).toHaveText('New leads (0)');
  await expect(page.getByTestId('leads-tab-count')).toHaveCount(0);
  // The header's count (in the phone's menu) is gone too.
  await page.goto('/boats');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('new-leads-count')).toHaveCount(0);
});

test('a lead met at a boat show is added offline, waits to sync, and arrives once back online', async ({
  page,
  context,
}) => {
  await logInAsAdmin(page, '/admin/leads');
  await expect(rows(page)).toHaveCount(seedLeads.length, FIRST_SYNC);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add lead' }).click();
  const form = page.getByRole('form', { name: 'Add lead' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Kim Knowles');
  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByRole('alert')).toHaveText('Add a phone number or an email.');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Kim Knowles');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 242 555 0177');
  await form.getByRole('textbox', { name: 'Note' }).fill('Looking for a center console under $200k.');
  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(toast(page, 'Lead added')).toBeVisible();
  const added = rows(page).filter({ hasText: 'Kim Knowles' });
  await expect(added.getByText('waiting to sync')).toBeVisible();
  await context.setOffline(false);
  await expect(added.getByText('waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await expect(rows(page).filter({ hasText: 'Kim Knowles' })).toHaveCount(1);
});
