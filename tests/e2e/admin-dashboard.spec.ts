import { ON_MARKET_STATUSES } from '../../packages/domain/src/boats/listing-visibility';
import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/demo-accounts.mjs';
import { seedBoats } from '../../fixtures/boats';
import { demoOwners } from '../../fixtures/accounts';
import { seedLeads, seedSubmissions, seedViewCounts } from '../../fixtures/portal-seed';
import { FIRST_SYNC } from './support/timing';
import { fillSellForm } from './support/sell-form';
import { startFromTheSeed } from './support/fresh-backend';
import { backendDoc, writeAsServer } from './support/backend';
import { logInAsAdmin as logInAsDemoAdmin } from './support/admin-login';

// Checks the demo business's own figures and changes its records, from one fresh seed for the file (playwright.config.ts,
// `seeded`): the tests run in this order, those that only read first, and each later one leaves what the ones after it
// count as the seed had it (the leads' changes touch other leads; approving comes last but one, and the last test
// reviews a submission of its own).
startFromTheSeed();

// Logging in, the first pull of the admin replica and a busy shared machine take their time.
test.describe.configure({ timeout: 90_000 });

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const thousands = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Signs the demo admin in on `path` (the dashboard unless told), once its dashboard shows. */
async function logInAsAdmin(page: Page, path = '/admin/dashboard') {
  await logInAsDemoAdmin(page, path);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(FIRST_SYNC);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const rows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr:not([data-testid=skeleton-row])');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('the dashboard shows the seed numbers, quick actions and recent activity', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByText('Manage listings, submissions, and inquiries')).toBeVisible();
  for (const name of ['Dashboard', 'Listings', 'Clients', 'Submissions', 'Leads', 'Blog'])
    await expect(tab(page, name)).toBeVisible();

  const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
  const expected = {
    pendingSubmissions: seedSubmissions.filter((s) => s.status === 'pending').length,
    activeListings: seedBoats.filter((b) => ON_MARKET_STATUSES.includes(b.status)).length,
    newInquiries7d: seedLeads.filter((l) => Date.parse(l.createdAt) >= weekAgo).length,
    totalViews: seedViewCounts()
      .filter((c) => c.itemType === 'boat')
      .reduce((sum, c) => sum + c.total, 0),
  };
  const titles = {
    pendingSubmissions: 'Pending Submissions',
    activeListings: 'Active Listings',
    newInquiries7d: 'New Inquiries (7d)',
    totalViews: 'Total Views',
  };
  for (const [key, value] of Object.entries(expected)) {
    const kpi = page.getByTestId(`kpi-${key}`);
    await expect(kpi).toContainText(titles[key as keyof typeof titles], FIRST_SYNC);
    await expect(kpi).toContainText(thousands(value));
  }

  // The median first response counts the leads still waiting and says so (#30 item 12): the seed's new leads are
  // unanswered, so it is not '0 min'.
  await expect(page.getByTestId('median-cover-30')).toHaveText(/^\d+ leads, \d+ still waiting$/);
  const median30 = page
    .getByTestId('lead-figures')
    .getByRole('listitem')
    .filter({ hasText: 'Median first response, 30' });
  await expect(median30).not.toContainText(/\b0 min\b/);

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  const hrefs = await actions
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.sort()).toEqual(['/admin/leads', '/admin/listings', '/admin/listings/new', '/admin/submissions']);

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByText('New lead from Ryan Knowles')).toBeVisible();
  await expect(activity.getByText('coming soon')).toHaveCount(0);

  // A Quick Action opens the dashboard on that tab.
  await actions.getByRole('link', { name: 'View Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(tab(page, 'Leads')).toHaveAttribute('aria-selected', 'true');
});

test('tabs switch, live in the URL and survive reload and back', async ({ page }) => {
  await logInAsAdmin(page);
  await tab(page, 'Clients').click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=clients$/);
  const marina = demoOwners['demo-owner-marina'];
  const clientRow = rows(page, 'Clients').filter({ hasText: marina.fullName });
  await expect(clientRow).toContainText(marina.email, FIRST_SYNC);
  await expect(clientRow).toContainText(marina.phone);
  await expect(clientRow).toContainText(String(seedBoats.filter((b) => b.createdBy === marina.id).length));
  await expect(rows(page, 'Clients').filter({ hasText: admin.fullName })).toHaveCount(0);

  await tab(page, 'Submissions').click();
  await expect(page).toHaveURL(/\?tab=submissions$/);
  await page.reload();
  await expect(tab(page, 'Submissions')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page, 'Submissions')).toHaveCount(seedSubmissions.length, FIRST_SYNC);
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=clients$/);
  await expect(tab(page, 'Clients')).toHaveAttribute('aria-selected', 'true');

  await tab(page, 'Blog').click();
  await expect(page).toHaveURL(/\?tab=blog$/);
  await expect(page.getByRole('link', { name: 'Create New Post' })).toHaveAttribute('href', '/admin/blog/new');
});

test('listings filter by status with prices and commissions', async ({ page }) => {
  await logInAsAdmin(page, '/admin/dashboard?tab=listings');
  await expect(rows(page, 'Listings')).toHaveCount(seedBoats.length, FIRST_SYNC);
  const filters = page.getByRole('group', { name: 'Filter listings by status' });
  for (const [label, status] of [
    ['Active', 'active'],
    ['Under Offer', 'under_offer'],
    ['Sold', 'sold'],
    ['Draft', 'draft'],
  ] as const) {
    await filters.getByRole('button', { name: label, exact: true }).click();
    await expect(filters.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page, 'Listings')).toHaveCount(seedBoats.filter((b) => b.status === status).length);
  }
  await filters.getByRole('button', { name: 'Active', exact: true }).click();
  const boat = seedBoats
    .filter((b) => b.status === 'active')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  const row = rows(page, 'Listings')
    .filter({ hasText: `${boat.year} ${boat.make} ${boat.model}` })
    .first();
  await expect(row).toContainText(`$${thousands(boat.price)}`);
  await expect(row).toContainText(/(\d+(\.\d+)?%|N\/A)/);
  await expect(row.getByRole('link', { name: /^View / })).toHaveAttribute('href', `/boats/${boat.id}`);
  await expect(row.getByRole('link', { name: /^Edit / })).toHaveAttribute('href', `/admin/listings/${boat.id}`);
});

test("a lead's status changes from its detail dialog", async ({ page }) => {
  const lead = seedLeads.find((l) => l.status === 'new' && l.phone === null)!;
  await logInAsAdmin(page, '/admin/leads');
  const row = rows(page, 'Leads').filter({ hasText: lead.email });
  await expect(row).toContainText('N/A', FIRST_SYNC);
  await expect(row).toContainText('new');
  await row.getByRole('button', { name: `View lead from ${lead.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(dialog).toContainText(lead.name);
  await expect(dialog).toContainText(lead.message!);
  await dialog.getByLabel('Update Status').selectOption('qualified');
  await expect(toast(page, 'Status Updated')).toContainText('Inquiry status has been updated successfully.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).toContainText('qualified');

  const filters = page.getByRole('group', { name: 'Filter leads by status' });
  await filters.getByRole('button', { name: 'Qualified', exact: true }).click();
  await expect(rows(page, 'Leads')).toHaveCount(seedLeads.filter((l) => l.status === 'qualified').length + 1);
  await filters.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(rows(page, 'Leads')).toHaveCount(seedLeads.filter((l) => l.status === 'closed').length);
});

test("a sell request's details read as the form showed them, not as stored (#18)", async ({ page }) => {
  const email = `e2e-sell-${Date.now()}@example.com`;
  await page.goto('/sell');
  await fillSellForm(page, { email });
  await page.getByRole('button', { name: 'Submit Listing Request' }).click();
  await expect(toast(page, 'Thank you for your submission!')).toBeVisible();

  await logInAsAdmin(page, '/admin/leads');
  const row = rows(page, 'Leads').filter({ hasText: email });
  await row.getByRole('button', { name: 'View lead from Jane Roberts' }).click(FIRST_SYNC);
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  for (const [label, value] of [
    ['Boat type', 'Center Console'],
    ['Condition', 'Excellent'],
    ['Asking price', '$245,000'],
    ['Length', '33 ft'],
  ])
    await expect(
      dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(value);
  await expect(dialog).not.toContainText('center-console');
  await expect(dialog).not.toContainText('245000');
});

test('a message sent from the contact form appears in Leads', async ({ page }) => {
  const email = `e2e-contact-${Date.now()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Celeste Bethel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 242 555 0142');
  await page.getByLabel('Subject').fill('Dockage for a 40 ft catamaran');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Do you know of any monthly dockage in Nassau for a 40 ft catamaran this winter?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message Sent!')).toBeVisible();

  await logInAsAdmin(page, '/admin/leads');
  const row = rows(page, 'Leads').filter({ hasText: email });
  await expect(row).toContainText('Celeste Bethel', FIRST_SYNC);
  await expect(row).toContainText('Contact form');
  await expect(row).toContainText('new');
  await expect(row).toContainText('Do you know of any monthly dockage');
});

test('a change made offline shows as waiting to sync until the device is back online', async ({ page, context }) => {
  const lead = seedLeads.find((l) => l.status === 'contacted')!;
  await logInAsAdmin(page, '/admin/leads');
  const row = rows(page, 'Leads').filter({ hasText: lead.email });
  await expect(row).toContainText('contacted', FIRST_SYNC);
  await expect(row.getByText('waiting to sync')).toHaveCount(0);

  await context.setOffline(true);
  await row.getByRole('button', { name: `View lead from ${lead.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await dialog.getByLabel('Update Status').selectOption('closed');
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).toContainText('closed');
  await expect(row.getByText('waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect(row.getByText('waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await expect(row).toContainText('closed');
});

test('approving the pending submission creates a draft listing owned by that client', async ({ page }) => {
  const pending = seedSubmissions.find((s) => s.status === 'pending')!;
  const owner = demoOwners[pending.userId as keyof typeof demoOwners];
  const title = `${pending.submissionData.year} ${pending.submissionData.make} ${pending.submissionData.model}`;
  await logInAsAdmin(page, '/admin/submissions');
  const row = rows(page, 'Submissions').filter({ hasText: title });
  await expect(row).toContainText(owner.fullName, FIRST_SYNC);
  // The client named with an email a broker can use, not a fragment of an internal id (#30 item 9).
  await expect(row).toContainText(owner.email);
  await expect(row).toContainText('pending');
  // Only pending rows have the review buttons.
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(1);

  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(page, 'Submission Approved')).toBeVisible();
  await expect(row).toContainText('approved');
  await expect(row.getByRole('button')).toHaveCount(0);
  // On the server too before this device closes (a later test counts the pending ones on a fresh device).
  await expect.poll(async () => (await backendDoc('submissions', pending.id))?.status, FIRST_SYNC).toBe('approved');

  await tab(page, 'Listings').click();
  await page
    .getByRole('group', { name: 'Filter listings by status' })
    .getByRole('button', { name: 'Draft', exact: true })
    .click();
  const draft = rows(page, 'Listings').filter({ hasText: title });
  await expect(draft).toHaveCount(1);
  await expect(draft).toContainText(owner.fullName);
  await expect(draft).toContainText('draft');
  await expect(draft).toContainText(`$${thousands(Number(pending.submissionData.askingPrice))}`);
  await expect(draft).toContainText('10%');
});

test('needs changes asks for a note, then changes the status; reject asks first', async ({ page }) => {
  // Its own pending submission (the seed's one was approved above), as the owner's app would have sent it.
  const seedPending = seedSubmissions.find((s) => s.status === 'pending')!;
  const pending = {
    ...seedPending,
    id: 'e2e-pending-needs-changes',
    submissionData: { ...seedPending.submissionData, model: `${seedPending.submissionData.model} II` },
  };
  await writeAsServer('submissions', pending);
  const title = `${pending.submissionData.year} ${pending.submissionData.make} ${pending.submissionData.model}`;
  await logInAsAdmin(page, '/admin/dashboard?tab=submissions');
  const row = rows(page, 'Submissions').filter({ hasText: title });

  // Reject: cancelling the confirmation changes nothing. The row comes with the replica's first sync.
  await expect(row).toBeVisible(FIRST_SYNC);
  await row.getByRole('button', { name: `Reject ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject Submission' });
  await expect(confirm).toContainText('Are you sure');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('pending');

  await row.getByRole('button', { name: `Needs changes: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Changes' });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Please write what the owner needs to change.')).toBeVisible();
  await dialog.getByLabel('Note for the owner').fill('Please add the engine hours and a photo of the helm.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Changes Requested')).toBeVisible();
  await expect(row).toContainText('needs changes');
  await expect(row).toContainText('Please add the engine hours and a photo of the helm.');

  await page
    .getByRole('group', { name: 'Filter submissions by status' })
    .getByRole('button', { name: 'Pending', exact: true })
    .click();
  await expect(page.getByText('No submissions found')).toBeVisible();
});
