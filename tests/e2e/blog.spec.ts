import { test, expect, type Page } from '@playwright/test';
import { business } from '../../packages/domain/src/business';
import { seedBlogPosts } from '../../fixtures';
import { FIRST_SYNC } from './support/timing';

// The public blog over the demo posts, beside the other specs (firebase project): those may publish posts of their own
// (blog-cover.spec.ts), so the counts here are at least, and the view count is read on a post no other spec opens.

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const POST_DATE = new RegExp(`^(${MONTHS}) \\d{2}, \\d{4}$`);
const CARD_DATE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}, \d{4}$/;

/** Opened by this spec's view-count test only. */
const VIEWED_SLUG = 'day-trips-from-nassau-rose-island-exuma';

const cards = (page: Page) => page.getByTestId('blog-card');

async function openBlogList(page: Page) {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog and News' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test('the blog list shows 9 posts, then Load More Posts adds more until all are shown', async ({ page }) => {
  await openBlogList(page);
  await expect(cards(page)).toHaveCount(9);
  const loadMore = page.getByRole('button', { name: 'Load More Posts' });
  await expect(loadMore).toBeVisible();

  let clicks = 0;
  while (await loadMore.isVisible()) {
    const before = await cards(page).count();
    await loadMore.click();
    clicks++;
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    // Focus moves to the first card that appeared, so keyboard users continue from there.
    await expect(cards(page).nth(before).getByRole('link')).toBeFocused();
    const after = await cards(page).count();
    expect(after - before).toBeLessThanOrEqual(9);
    expect(clicks).toBeLessThan(20);
  }
  const total = await cards(page).count();
  expect(total).toBeGreaterThan(9);
  expect(total).toBeLessThanOrEqual(9 * (clicks + 1));
  await expect(loadMore).toHaveCount(0);

  // Every card: a date 'MMM dd, yyyy', a read time, at most 3 tags, an excerpt and a link to its post.
  const first = cards(page).first();
  await expect(first.locator('time')).toHaveText(CARD_DATE);
  await expect(first).toContainText(/\d+ min read/);
  for (const card of await cards(page).all()) {
    expect(await card.locator('ul[aria-label="Tags"] li').count()).toBeLessThanOrEqual(3);
    await expect(card.getByTestId('blog-card-excerpt')).not.toBeEmpty();
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/blogs\/[a-z0-9-]+$/);
  }
  // Cover images keep a fixed 16:9 frame and load lazily below the fold.
  const lastImage = cards(page).last().locator('img');
  if (await lastImage.count()) await expect(lastImage).toHaveAttribute('loading', 'lazy');
});

test('a post shows its title, date, read time, views, content and up to 3 related articles', async ({ page }) => {
  await openBlogList(page);
  const firstLink = cards(page).first().getByRole('link');
  const title = (await firstLink.innerText()).trim();
  const href = await firstLink.getAttribute('href');
  await firstLink.click();

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  await expect(breadcrumb).toContainText(title);

  await expect(page.getByTestId('post-date')).toHaveText(POST_DATE);
  await expect(page.getByTestId('blog-post')).toContainText(/\d+ min read/);
  await expect(page.getByTestId('post-views')).toHaveText(/^\d+ views?$/);
  await expect(page.getByTestId('post-content')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=.+&body=/);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'BlogPosting');
  expect(posting?.headline).toBe(title);

  const related = page.getByTestId('related-articles').getByTestId('blog-card');
  const relatedCount = await related.count();
  expect(relatedCount).toBeGreaterThan(0);
  expect(relatedCount).toBeLessThanOrEqual(3);
  for (const link of await related.getByRole('link').all()) {
    const target = await link.getAttribute('href');
    expect(target).toMatch(/^\/blogs\/[a-z0-9-]+$/);
    expect(target).not.toBe(href);
  }
  // A related article opens its own post.
  const relatedTitle = (await related.first().getByRole('link').innerText()).trim();
  await related.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
});

test('a view counts once per visitor per hour', async ({ page }) => {
  // The third-oldest post: not a newest post's related article, nor a page another spec opens.
  const post = seedBlogPosts.find((p) => p.slug === VIEWED_SLUG)!;
  await page.goto(`/blogs/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  // A fresh device: the seed's count plus this visit. The view is delivered and counted on the device, then shows up
  // live; waiting for the exact number (not for the text to stop changing) is what a slow, busy machine needs.
  const views = page.getByTestId('post-views');
  await expect(views).toHaveText(`${post.viewCount + 1} views`, FIRST_SYNC);
  await page.reload();
  await expect(views).toHaveText(/^\d+ views?$/);
  await page.waitForTimeout(1000);
  await expect(views).toHaveText(`${post.viewCount + 1} views`);
});

test("Copy Link puts the post's public URL on the clipboard and confirms with a toast", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBlogList(page);
  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Copy Link' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast.getByText('Link Copied', { exact: true })).toBeVisible();
  await expect(toast.getByText('Blog post link copied to clipboard')).toBeVisible();
  // The site's public address (as in the canonical link), whichever host the page was opened from.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${business.siteUrl}${new URL(page.url()).pathname}`,
  );
});

test('without the Web Share API, Share moves focus to the share buttons', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await openBlogList(page);
  await cards(page).first().getByRole('link').click();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeFocused();
});

test('the buying guide without a featured image uses the fixed fallback cover', async ({ page }) => {
  await page.goto('/blogs/bahamas-boat-buying-guide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('blog-post').locator('img').first()).toHaveAttribute(
    'src',
    '/media/blog/fallback-cover-960.webp',
  );
});

test('an unknown slug shows Post Not Found and Back to Blogs returns to the list', async ({ page }) => {
  await page.goto('/blogs/no-such-post-here');
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog and News' })).toBeVisible();
});
