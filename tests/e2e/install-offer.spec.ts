import { test, expect, type Page } from '@playwright/test';
import { appStart } from './support/app-start';

// #30 items 3 and 4: the install offer never covers the compare tray on a phone; "Not now" is kept on the device, so
// the next page load does not offer it again.

/**
 * What Chrome fires when the site is installable (the real prompt cannot be shown in a test browser). True when the
 * app's listener took it (it keeps the browser's own mini-bar away: preventDefault), whether or not it shows its bar.
 */
async function offerInstall(page: Page): Promise<boolean> {
  await expect(appStart(page)).toBeAttached();
  return page.evaluate(async () => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    const taken = !window.dispatchEvent(event);
    // A frame and a task: time for React to render a bar the offer would bring.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return taken;
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('"Not now" is remembered: a reload and another page do not offer the install again', async ({ page }) => {
  await page.goto('/boats');
  expect(await offerInstall(page)).toBe(true);
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toBeInViewport();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(install).toHaveCount(0);

  for (const path of ['/boats', '/contact']) {
    await page.goto(path);
    // The app heard the offer (as on the first visit above, where its bar then showed) and kept it to itself.
    expect(await offerInstall(page)).toBe(true);
    await expect(install).toHaveCount(0);
  }
});

test('on a phone the compare tray sits above the install offer: "Compare 2 boats" opens the comparison', async ({
  page,
}) => {
  await page.goto('/boats');
  const cards = page.getByTestId('boat-card');
  for (const card of [cards.nth(0), cards.nth(1)]) {
    const title = (await card.getByTestId('boat-card-title').textContent())!;
    await card.getByRole('checkbox', { name: `Compare ${title}` }).check();
  }
  expect(await offerInstall(page)).toBe(true);
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toBeInViewport();
  const compare = page.getByTestId('compare-tray').getByRole('link', { name: 'Compare 2 boats' });
  await expect(compare).toBeInViewport();
  // Nothing lies over the tray's link: a tap there reaches it.
  const [tray, offer] = [await page.getByTestId('compare-tray').boundingBox(), await install.boundingBox()];
  expect(tray!.y + tray!.height).toBeLessThanOrEqual(offer!.y);
  await compare.click();
  await expect(page).toHaveURL(/\/compare\?boats=/);
});
