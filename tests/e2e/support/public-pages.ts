import type { Locator, Page } from '@playwright/test';

/**
 * Every public page a visitor can reach (#17's phone and accessibility checks), each with what shows it is ready:
 * its data in, not a skeleton. Boats in each state: for sale, under offer, sold.
 */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; ready: (page: Page) => Locator }> = [
  { path: '/', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/boats', ready: (p) => p.getByTestId('boat-card').first() },
  { path: '/boats/boat-viking-54-2021', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/boats/boat-hatteras-gt59-2018', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/boats/boat-everglades-325cc-2019', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/blogs', ready: (p) => p.getByTestId('blog-card').first() },
  { path: '/blogs/bahamas-import-duty-and-cruising-permits', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/charter', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/sell', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/contact', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/auth', ready: (p) => p.getByRole('tab', { name: 'Login' }) },
  { path: '/no-such-page-here', ready: (p) => p.getByRole('heading', { level: 1 }) },
];

/**
 * How long a public page may take to start the app (#root[data-start]) and show its data (a boat that is not in the
 * build's HTML, as a sold one, loads from the device's database): a second or two when idle; on the two-core machine
 * with two browser workers and other builds, starts were seen past the default 7 s.
 */
export const PAGE_START = { timeout: 20_000 } as const;
