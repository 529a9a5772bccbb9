import type { Page } from '@playwright/test';

/** A text field of the public /sell form. */
export const sellField = (page: Page, name: string) =>
  page.locator('main form').getByRole('textbox', { name, exact: true });

/** Fills every field of /sell for Jane Roberts' 2019 Boston Whaler 330 Outrage (center console, excellent, $245,000). */
export async function fillSellForm(page: Page, over: { email?: string; description?: string } = {}) {
  const form = page.locator('main form');
  for (const [name, value] of [
    ['Full Name', 'Jane Roberts'],
    ['Email', over.email ?? 'jane@example.com'],
    ['Phone', '242-555-0199'],
    ['Make', 'Boston Whaler'],
    ['Model', '330 Outrage'],
    ['Year', '2019'],
    ['Length (feet)', '33'],
    ['Asking Price (USD)', '245000'],
    ['Location', 'Nassau, Bahamas'],
    ['Description', over.description ?? 'Twin Mercury 300s, kept on a lift, serviced every spring.'],
  ] as const)
    await sellField(page, name).fill(value);
  await form.getByRole('combobox', { name: 'Boat Type', exact: true }).selectOption('center-console');
  await form.getByRole('combobox', { name: 'Condition', exact: true }).selectOption('excellent');
}
