import { test, expect, type Page } from '@playwright/test';
import { business } from '../../packages/domain/src/business';
import { buildDemoData } from '../../fixtures/demo-data';
import { snapshotOf } from '../../fixtures/demo-snapshot';
import { waitForServiceWorkerControl } from './support/service-worker';
import { FIRST_SYNC } from './support/timing';

// The service worker is on for these tests (an unknown page rendered from it); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Unknown pages, missing boats and missing posts: a 404 with noindex from the server (a crawler, a first visit), and
// noindex from the app itself when it renders them (a device whose service worker answers with the shell).
const snapshot = snapshotOf(buildDemoData());
const boat = snapshot.boats.find((b) => b.status === 'active')!;
const post = snapshot.posts[0]!;
const NOINDEX = '<meta name="robots" content="noindex" data-page-meta>';

// `served`: what the server's page says before the app runs (the build's 404 page; the `preview` function's rendered
// Boat Not Found, and the shell headed Post Not Found).
const missing = [
  { path: '/no-such-page', heading: '404', served: 'Oops! Page not found' },
  { path: '/boats/no-such-boat', heading: 'Boat Not Found', served: 'Boat Not Found' },
  { path: '/blogs/no-such-post', heading: 'Post Not Found', served: 'Post Not Found' },
];

const robots = (page: Page) => page.locator('head meta[name="robots"]');

test.describe('pages that are not there', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const { path, served } of missing) {
    test(`${path}: the server answers 404 with noindex and a real not-found page`, async ({ request }) => {
      for (const accept of ['text/html', '*/*']) {
        const response = await request.get(path, { headers: { accept } });
        expect(response.status(), accept).toBe(404);
        const html = await response.text();
        expect(html).toContain(NOINDEX);
        expect(html).not.toContain('rel="canonical"');
        expect(html).toContain(served);
        expect(html).toContain('href="/"'); // a way home before the app runs
      }
    });
  }

  test('real pages, and app routes the device renders, answer 200 without noindex', async ({ request }) => {
    for (const path of [
      '/',
      '/boats',
      `/boats/${boat.id}`,
      '/blogs',
      `/blogs/${post.slug}`,
      '/charter',
      '/auth',
      '/admin/dashboard',
    ]) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('name="robots"');
    }
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the app shows each not-found page with noindex, and a real page drops it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading } of missing) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible(FIRST_SYNC);
        await expect(robots(page)).toHaveAttribute('content', 'noindex');
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      }
      // In the app, from a not-found page to a real one: the robots tag goes, the canonical address is back.
      await page.getByRole('link', { name: 'Back to Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_SYNC);
      await expect(robots(page)).toHaveCount(0);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${business.siteUrl}/blogs`);
    });
  }

  test('a device with the app renders an unknown page from its service worker, still noindex', async ({ page }) => {
    test.setTimeout(180_000); // the service worker precaches the whole app first (slow on a loaded machine)
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await page.goto('/boats/no-such-boat');
    await expect(page.getByRole('heading', { name: 'Boat Not Found' })).toBeVisible(FIRST_SYNC);
    await expect(robots(page)).toHaveAttribute('content', 'noindex');
  });
});
