import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/demo-accounts.mjs';
import { withSecondFactor } from '../../scripts/second-factor-page.mjs';
import { FIRST_SYNC } from './support/timing';
import { startFromTheSeed } from './support/fresh-backend';

// Checks the demo business's own figures or changes its records: from a fresh seed (playwright.config.ts, `seeded`).
startFromTheSeed();

// The service worker is on for these tests (a draft reloaded offline); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The admin blog CMS against the production build with the Auth emulator, signed in as the seeded admin.
// A seeded spec: the file starts from a fresh seed (the 20 demo posts), and each test names its own posts.

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const SEEDED_SLUG = 'hurricane-season-boat-preparation';
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The seeded admin through the /auth form, password then the SMS code of the second factor (#32). */
async function signInAsAdmin(page: Page) {
  await page.goto('/auth?redirect=%2Fadmin%2Fdashboard%3Ftab%3Dblog');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password').fill(admin.password);
  await withSecondFactor(page, admin.secondFactorPhone!, () => form.getByRole('button', { name: 'Login' }).click());
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 20_000 });
}

const blogTab = (page: Page) => page.getByTestId('admin-blog');

/** The dashboard's Blog tab, with the list loaded (the seeded posts are there once the replica synced). */
async function openBlogList(page: Page) {
  await page.goto('/admin/dashboard?tab=blog');
  await expect(blogTab(page).getByTestId('blog-row').first()).toBeVisible(FIRST_SYNC);
}

function row(page: Page, title: string) {
  return blogTab(page).getByTestId('blog-row').filter({ hasText: title });
}

async function newPost(page: Page, title: string, content: string) {
  await blogTab(page).getByRole('link', { name: 'Create New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill(content);
}

test.describe('admin blog', () => {
  // Signing in waits for the shared emulator's demo accounts; the offline test reloads twice.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('write a post, preview the rendered markdown (scripts inert), publish to /blogs, unpublish from it', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openBlogList(page);
    const title = unique('Reef Guide');
    await newPost(
      page,
      title,
      [
        '## Where to Snorkel',
        '',
        'The **reef** off Rose Island is *shallow* and calm.',
        '',
        '<script>alert("pwned")</script>',
        '',
        '<img src="/nope.png" onerror="alert(\'img\')">',
      ].join('\n'),
    );
    // The slug follows the title while creating.
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await expect(page.getByText(`/blogs/${slug}`)).toBeVisible();
    await page.getByLabel('Excerpt').fill('Calm water and coral.');
    await expect(page.getByText('21/300')).toBeVisible();
    await page.getByLabel('Tags (comma-separated)').fill(' snorkel , , reef ');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('post-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'Where to Snorkel' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('reef');
    await expect(preview.locator('em')).toHaveText('shallow');
    await expect(preview.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['snorkel', 'reef']);
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('[onerror]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);

    await page.getByRole('button', { name: 'Publish Now' }).click();
    await expect(page.getByText('Post published successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await blogTab(page).getByPlaceholder('Search posts...').fill(title.toUpperCase());
    await expect(row(page, title)).toHaveCount(1);
    await expect(row(page, title).getByText('Published', { exact: true })).toBeVisible();

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
    // It has no featured image: its card shows none, not an empty grey box (#30 item 16).
    const card = page.getByTestId('blog-card').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.locator('img')).toHaveCount(0);
    const [cardTop, titleTop] = await Promise.all([card.boundingBox(), card.getByRole('heading').boundingBox()]);
    expect(titleTop!.y - cardTop!.y, 'room above the title: only the date line').toBeLessThan(100);
    await page.goto(`/blogs/${slug}`);
    await expect(
      page.getByTestId('post-content').getByRole('heading', { level: 2, name: 'Where to Snorkel' }),
    ).toBeVisible();
    await expect(page.getByTestId('post-content').locator('script')).toHaveCount(0);

    await openBlogList(page);
    await blogTab(page).getByPlaceholder('Search posts...').fill(title);
    await row(page, title)
      .getByRole('button', { name: `Unpublish ${title}` })
      .click();
    await expect(page.getByText('Post unpublished successfully')).toBeVisible();
    await expect(row(page, title).getByText('Draft', { exact: true })).toBeVisible();
    await expect(row(page, title).getByRole('cell', { name: '-', exact: true })).toBeVisible();

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { name: 'Blog and News' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0, { timeout: 15_000 });
    expect(dialogs).toEqual([]);
  });

  test('a slug used by another post is refused with a clear message', async ({ page }) => {
    await openBlogList(page);
    await newPost(page, unique('Storm Prep'), 'Tie down everything.');
    await page.getByLabel('Slug').fill(SEEDED_SLUG);
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(
      page.getByText('This slug is already used by another post. Please choose a different slug.').first(),
    ).toBeVisible();
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    // Empty title and content: the validation toast.
    await page.getByLabel('Title').fill('  ');
    await page.getByRole('button', { name: 'Publish Now' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Title and content are required').first()).toBeVisible();
  });

  test('delete asks for confirmation in a dialog', async ({ page }) => {
    await openBlogList(page);
    const title = unique('Delete Me');
    await newPost(page, title, 'Short lived.');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Post saved as draft successfully')).toBeVisible();
    await blogTab(page).getByPlaceholder('Search posts...').fill(title);
    await expect(row(page, title)).toHaveCount(1);

    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Are you sure you want to delete this blog post?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, title)).toHaveCount(1);

    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Blog post deleted successfully')).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
    await expect(blogTab(page).getByText('No blog posts found')).toBeVisible();
  });

  test('a draft written offline survives a reload and waits to sync', async ({ page, context }) => {
    await openBlogList(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
        );
      }
    });
    // Controlled by the service worker now: load the editor once so its code is cached too.
    await page.goto('/admin/blog/new');
    await expect(page.getByLabel('Title')).toBeVisible();
    await openBlogList(page);

    await context.setOffline(true);
    const title = unique('Offline Draft');
    await newPost(page, title, 'Written at the marina with no signal.');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Post saved as draft successfully')).toBeVisible();
    await blogTab(page).getByPlaceholder('Search posts...').fill(title);
    await expect(row(page, title).getByTestId('waiting-to-sync')).toBeVisible();

    await page.reload();
    await expect(blogTab(page).getByTestId('blog-row').first()).toBeVisible(FIRST_SYNC);
    await blogTab(page).getByPlaceholder('Search posts...').fill(title);
    await expect(row(page, title)).toHaveCount(1);
    await expect(row(page, title).getByTestId('waiting-to-sync')).toBeVisible();

    // Back online: it syncs and the marker goes away.
    await context.setOffline(false);
    await expect(row(page, title).getByTestId('waiting-to-sync')).toHaveCount(0, { timeout: 20_000 });
  });

  test('edit a post: the form is filled, Update saves it; a missing post goes back to the dashboard', async ({
    page,
  }) => {
    await openBlogList(page);
    const title = unique('Edit Me');
    await newPost(page, title, 'First version.');
    await page.getByLabel('Tags (comma-separated)').fill('one, two');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Post saved as draft successfully')).toBeVisible();
    await blogTab(page).getByPlaceholder('Search posts...').fill(title);
    await row(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/blog\/[^/]+\/edit$/);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Tags (comma-separated)')).toHaveValue('one, two');
    await expect(page.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
    await page.getByLabel('Content').fill('Second version.');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Post updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard/);

    await page.goto('/admin/blog/no-such-post/edit');
    await expect(page.getByText('Failed to fetch blog post')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/dashboard/);
  });
});
