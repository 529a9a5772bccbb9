import { expect, type Page } from '@playwright/test';
import { FIRST_SYNC } from './timing';

/** The admin dashboard's tabs, each with what shows once its data is in (a skeleton is narrower than its rows). */
export const ADMIN_TABS = [
  ['Dashboard', '[data-testid="kpi-pendingSubmissions"]'],
  ['Listings', 'tr[data-boat-id]'],
  ['Clients', 'tbody tr'],
  ['Submissions', 'tr[data-submission-id]'],
  ['Leads', 'tr[data-lead-id]'],
  ['Blog', '[data-testid="blog-row"]'],
  ['Settings', 'input[type="checkbox"]'],
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number][0];

/** Opens a tab of the admin dashboard and waits for its data. */
export async function openAdminTab(page: Page, tab: AdminTab) {
  const ready = ADMIN_TABS.find(([name]) => name === tab)![1];
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: tab }).locator(ready).first()).toBeVisible(FIRST_SYNC);
}
