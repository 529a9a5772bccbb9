import type { Page } from '@playwright/test';

/**
 * The /boats count line read back: how many boats are on the page and how many are listed. It says 'Showing X of Y
 * boats', or while more matches are below the first page 'Showing X of M matching boats (Y listed)'.
 */
export async function boatsCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByTestId('boats-count').textContent()) ?? '';
  const match = /Showing (\d+) of (\d+) (?:matching boats \((\d+) listed\)|boats)/.exec(text);
  if (!match) throw new Error(`no count in "${text}"`);
  return { shown: Number(match[1]), total: Number(match[3] ?? match[2]) };
}
