// #30 item 16: a post's cover uploaded from the editor to Storage, as listing photos are; picked with no signal, kept on
// the device, and on the public post once it is stored. Its own post: runs beside the others (firebase project).
import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './support/admin-login';
import { solidPng } from './support/png';
import { toast } from './support/toasts';
import { waitForServiceWorkerControl } from './support/service-worker';

// The app works offline through its service worker (the dashboard's code, after the save, comes from its cache).
test.use({ serviceWorkers: 'allow' });

const naturalWidth = (img: import('@playwright/test').Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

test('an admin uploads a cover offline from the editor: it waits on the phone, then the public post shows it from Storage', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const title = `Rose Island cover ${tag}`;
  await logInAsAdmin(page, '/admin/blog/new');
  await waitForServiceWorkerControl(page);
  const form = page.getByRole('form', { name: 'New blog post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Content').fill('A calm day at **Rose Island**, an hour from Nassau.');

  await context.setOffline(true);
  await form
    .getByLabel('Upload a cover photo')
    .setInputFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(320, 180, [20, 120, 200]) }]);
  const picked = form.getByRole('img', { name: "The post's cover photo" });
  await expect.poll(() => naturalWidth(picked)).toBe(320);
  // The photo is the cover now: no address field beside it, and the Preview shows it.
  await expect(form.getByLabel('Featured Image URL')).toHaveCount(0);
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect.poll(() => naturalWidth(page.getByTestId('post-preview').getByRole('img'))).toBe(320);

  await form.getByRole('button', { name: 'Publish Now' }).click();
  await expect(toast(page, 'Post published successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // Still offline: the post names the photo kept on this device, and its editor shows it from there.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByText('Kept on this device until it is uploaded')).toBeVisible();
  await expect.poll(() => naturalWidth(page.getByRole('img', { name: "The post's cover photo" }))).toBe(320);

  await context.setOffline(false);
  // Once stored, the post names Storage's copy: the editor opened again shows its address.
  const editorUrl = page.url();
  await expect
    .poll(
      async () => {
        await page.goto(editorUrl);
        const field = page.getByLabel('Featured Image URL');
        await expect(field.or(page.getByText('Kept on this device until it is uploaded'))).toBeVisible();
        return (await field.count()) ? field.inputValue() : 'waiting';
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toMatch(/\/o\/blog%2F[^?]+\?alt=media/);

  // A visitor on another device reads the post with that cover (the page draws it from the device's replica).
  const visitor = await browser.newPage();
  const heading = visitor.getByRole('heading', { level: 1 });
  await expect
    .poll(
      async () => {
        await visitor.goto(`/blogs/rose-island-cover-${tag}`);
        await expect(heading).toBeVisible();
        return heading.textContent();
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toBe(title);
  const cover = visitor.getByTestId('blog-post').getByRole('img', { name: title });
  await expect(cover).toHaveAttribute('src', /\/o\/blog%2F/, { timeout: 30_000 });
  await expect.poll(() => naturalWidth(cover)).toBe(320);
  await visitor.close();
});
