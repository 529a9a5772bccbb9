import { expect, type Page } from '@playwright/test';

/**
 * The /boats count line read back: how many boats are on the page and how many are listed. It says 'Showing X of Y
 * boats', or while more matches are below the first page 'Showing X of M matching boats (Y listed)'. Read once the
 * line has a count and is not busy: a busy line still shows the previous filters' answer while the new one's is on its
 * way (a first visit's rendered page carries only its own first screen). It waits rather than throws, so it also works
 * inside expect.poll (which fails at once on a throw from its callback, without polling again).
 */
export async function boatsCount(page: Page): Promise<{ shown: number; total: number }> {
  const line = page.getByTestId('boats-count');
  await expect(line).toHaveText(/Showing \d+ of \d+/);
  await expect(line).not.toHaveAttribute('aria-busy', 'true');
  const text = (await line.textContent()) ?? '';
  const match = /Showing (\d+) of (\d+) (?:matching boats \((\d+) listed\)|boats)/.exec(text);
  if (!match) throw new Error(`no count in "${text}"`);
  return { shown: Number(match[1]), total: Number(match[3] ?? match[2]) };
}
