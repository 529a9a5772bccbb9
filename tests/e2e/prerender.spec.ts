import { test, expect, type Page } from '@playwright/test';
import { FIRST_SYNC } from './support/timing';
import { business } from '../../packages/domain/src/business';
import { buildDemoData } from '../../fixtures/demo-data';
import { snapshotOf } from '../../fixtures/demo-snapshot';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';
import { appStart } from './support/app-start';
import { publicDataOnDevice } from './support/public-pull';

// The service worker is on for these tests (a first visit before and after it holds the app); the suite blocks it
// elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Pages rendered to HTML and hydrated by the client (src/main.tsx): the home page, /boats and the boat pages by the
// `preview` function from the live listings (functions/src/listing-renderer.ts), the static pages by the build
// (scripts/vite-prerender.ts). A post page's HTML carries its head (the function) and the app renders the article.
// Demo boats and posts no spec changes: the backend is shared.
const snapshot = snapshotOf(buildDemoData());
const boat = snapshot.boats.find((b) => b.status === 'active')!;
const post = snapshot.posts[0]!;

/** Console errors and uncaught exceptions of a page (a hydration mismatch would show as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('prerendered pages', () => {
  test('the HTML of a boat page already holds the boat, its photo and its head', async ({ request }) => {
    const html = await (await request.get(`/boats/${boat.id}`)).text();
    expect(html).toContain(`data-prerendered="/boats/${boat.id}"`);
    expect(html).toContain(`<title>${boatTitle(boat)} | ${business.productName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${business.siteUrl}/boats/${boat.id}" data-page-meta>`);
    expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(html).toContain('data-testid="gallery-main-image"');
  });

  test("a post page's HTML carries the post's head; the app renders the article", async ({ page, request }) => {
    const html = await (await request.get(`/blogs/${post.slug}`)).text();
    expect(html).toContain(`<title>${post.title} | ${business.productName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${business.siteUrl}/blogs/${post.slug}" data-page-meta>`);
    const heading = /^#+\s+(.+)$/m.exec(post.content)![1]!;
    await page.goto(`/blogs/${post.slug}`);
    await expect(page.getByTestId('blog-post').getByRole('heading', { name: heading })).toBeVisible(FIRST_SYNC);
  });

  for (const [path, live] of [
    ['/', false],
    ['/boats', true],
    [`/boats/${boat.id}`, true],
    ['/contact', false],
    ['/sell', false],
    ['/charter', false],
  ] as const) {
    test(`${path} is hydrated on a first visit without a mismatch`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(path);
      await expect(appStart(page)).toHaveAttribute('data-start', 'hydrated', FIRST_SYNC);
      // The data pages' live queries take over from the data the page came with once the device holds the public
      // data (its first pull); nothing re-renders as an error on the way.
      if (live) await publicDataOnDevice(page);
      expect(await page.locator('#root').getAttribute('data-start')).toBe('hydrated');
      expect(errors).toEqual([]);
    });
  }

  test('a filtered list comes rendered with its filter; a portal page and an unknown page are rendered by the app over the shell', async ({
    page,
  }) => {
    await page.goto('/boats?type=Sailboat');
    await expect(appStart(page)).toHaveAttribute('data-start', 'hydrated', FIRST_SYNC);
    await expect(page.getByRole('combobox', { name: 'Boat type' })).toHaveValue('Sailboat');

    const shell = await (await page.request.get('/admin/dashboard', { headers: { accept: 'text/html' } })).text();
    expect(shell).not.toContain('data-prerendered');
    await page.goto('/no-such-page');
    await expect(appStart(page)).toHaveAttribute('data-start', 'rendered');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });

  test("a returning visitor whose page comes from the network is hydrated from the server's data, then sees this device's own", async ({
    browser,
  }) => {
    // No service worker (not installed yet, or removed): the server's HTML, the same for everyone, on a device that
    // has saved this boat on its first visit: once hydrated, the page says it is saved, with no error on the way.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const title = boatTitle(boat);
    await page.goto(`/boats/${boat.id}`);
    await page.getByRole('button', { name: `Save ${title}` }).click();
    const saved = page.getByRole('button', { name: `Remove ${title} from saved` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    const errors = watchErrors(page);
    await page.reload();
    await expect(appStart(page)).toHaveAttribute('data-start', 'hydrated', FIRST_SYNC);
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await publicDataOnDevice(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // (The app's report that it could not register its service worker is this test's doing.)
    expect(errors.filter((e) => !e.startsWith('Service worker registration failed'))).toEqual([]);
    await context.close();
  });

  test('a visitor who scrolled before the app started keeps their place, and their tap lands on what they aimed at', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/boats', { waitUntil: 'commit' }); // the page's load waits for the app's code, held here
    const card = page.getByTestId('boat-card').nth(3);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await expect(page.getByRole('searchbox', { name: 'Search boats' })).toBeEnabled(FIRST_SYNC);
    // Still there once the device's own data has taken over the list.
    await publicDataOnDevice(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const title = await card.getByTestId('boat-card-title').innerText();
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the search box filters once the page is hydrated', async ({ page }) => {
    await page.goto('/boats');
    const search = page.getByRole('searchbox', { name: 'Search boats' });
    await expect(search).toBeEnabled();
    await search.fill(boat.model);
    await expect(page.getByTestId('boat-card-title').first()).toContainText(boat.model);
  });
});

test('a page whose app could not be fetched (connection dropped) stays readable and starts once back online', async ({
  page,
  context,
}) => {
  const entry = /\/assets\/index-[^/]+\.js$/;
  await page.route(entry, (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const name = page.locator('main form').getByRole('textbox').first();
  await expect(name).toBeDisabled();
  await page.unroute(entry);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(name).toBeEnabled();
  await expect(appStart(page)).toHaveAttribute('data-start', 'hydrated');
});

test.describe('before the app has started (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('a boat page is readable, with its photo, and its form cannot take text that would be lost', async ({
    page,
  }) => {
    await page.goto(`/boats/${boat.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(boatTitle(boat));
    await expect(page.getByTestId('gallery-main-image')).toHaveJSProperty('complete', true);
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send Inquiry' })).toBeDisabled();
  });

  test('the contact form and the boats search wait for the app; links work as plain links', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('main form').getByRole('textbox').first()).toBeDisabled();
    await page.goto('/boats');
    await expect(page.getByRole('searchbox', { name: 'Search boats' })).toBeDisabled();
    await page
      .getByTestId('boat-card')
      .first()
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/boats\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
