import { test, expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker';
import { seedBlogPosts } from '../../fixtures/blog-posts';
import { publicDataOnDevice } from './support/public-pull';

// The service worker is on for these tests (photos kept for offline); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => img.getBoundingClientRect().width > 0 && img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );

test.describe('photos offline', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test("a first visit's photos, shown before the service worker took over, are there offline", async ({
    page,
    context,
  }) => {
    const post = seedBlogPosts.find((p) => p.status === 'published' && p.featuredImageUrl)!;
    await page.goto(`/blogs/${post.slug}`);
    const cover = page.locator('article img').first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await waitForServiceWorkerControl(page);
    await publicDataOnDevice(page);
    const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    // Kept once the service worker controls the page, though it never saw the first load.
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), src), { timeout: 20_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.setOffline(false);
  });

  test('offline, the blog list shows covers it never loaded as placeholders, not broken images', async ({
    page,
    context,
  }) => {
    // Only the first screen of the list was ever shown online: the covers below it were never downloaded.
    await page.goto('/blogs');
    await waitForServiceWorkerControl(page);
    await publicDataOnDevice(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(100);
    }
    await expect(page.getByTestId('photo-placeholder').first()).toBeAttached();
    await expect.poll(() => brokenImages(page)).toEqual([]);
    await context.setOffline(false);
  });
});
