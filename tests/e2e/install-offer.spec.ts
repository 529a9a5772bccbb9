import { test, expect, type Page } from '@playwright/test';
import { appStart } from './support/app-start';

// #30 item 4: "Not now" on the install offer is kept on the device; the next page load does not offer it again.

/** What Chrome fires when the site is installable (the real prompt cannot be shown in a test browser). */
async function offerInstall(page: Page) {
  await expect(appStart(page)).toBeAttached();
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('"Not now" is remembered: a reload and another page do not offer the install again', async ({ page }) => {
  await page.goto('/boats');
  await offerInstall(page);
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toBeInViewport();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(install).toHaveCount(0);

  for (const path of ['/boats', '/contact']) {
    await page.goto(path);
    await offerInstall(page);
    // The offer would show at once (the first visit above): give it a moment, then check it stays away.
    await page.waitForTimeout(500);
    await expect(install).toHaveCount(0);
  }
});
