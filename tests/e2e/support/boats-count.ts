import type { Page } from '@playwright/test';

/**
 * The /boats count line read back: how many boats are on the page and how many are listed. It says 'Showing X of Y
 * boats', or while more matches are below the first page 'Showing X of M matching boats (Y listed)'. A busy line is
 * not read: it still shows the previous filters' answer while the new one's is on its way (a first visit's rendered
 * page carries only its own first screen), as "Loading boats…" is not (in expect.poll, both are tried again).
 */
export async function boatsCount(page: Page): Promise<{ shown: number; total: number }> {
  const line = page.getByTestId('boats-count');
  const [text, busy] = await Promise.all([line.textContent(), line.getAttribute('aria-busy')]);
  if (busy === 'true') throw new Error(`the count "${text}" is being updated`);
  const match = /Showing (\d+) of (\d+) (?:matching boats \((\d+) listed\)|boats)/.exec(text ?? '');
  if (!match) throw new Error(`no count in "${text}"`);
  return { shown: Number(match[1]), total: Number(match[3] ?? match[2]) };
}
