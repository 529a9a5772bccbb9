import { test, expect, type Page } from '@playwright/test';
import { FIRST_SYNC } from './support/timing';
import { waitForServiceWorkerControl } from './support/service-worker';
import { appStart } from './support/app-start';

// The service worker is on for these tests (pages reloaded with no connection); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

async function firstCardImageIsCached(page: Page) {
  return page.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('ul[aria-label="Boats"] img');
    if (!img || !img.complete || img.naturalWidth === 0) return { rendered: false, cached: false };
    return { rendered: true, cached: Boolean(await caches.match(img.currentSrc)) };
  });
}

test.describe('offline after a first visit', () => {
  // A first visit, the service worker taking control, four reloads (two offline) and an inquiry: on a busy two-core
  // machine this takes longer than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('reload boats and a seen boat offline, send an inquiry that waits and then goes', async ({ page, context }) => {
    await page.goto('/boats');
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
    await waitForServiceWorkerControl(page);
    // Now controlled by the service worker: this load puts the card images into the runtime cache.
    await page.reload();
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
    await expect.poll(async () => (await firstCardImageIsCached(page)).cached).toBe(true);

    const detailHref = await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href');
    expect(detailHref).toMatch(/^\/boats\//);
    await page.goto(detailHref!);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).toBeTruthy();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();

    await page.goto('/boats');
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ boats/)).toBeVisible();
    await expect.poll(async () => firstCardImageIsCached(page)).toEqual({ rendered: true, cached: true });

    await page.goto(detailHref!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.getByRole('heading', { name: 'Request Information' })).toBeVisible();

    await page.getByLabel('Name').fill('Offline Olivia');
    await page.getByLabel('Email').fill('olivia@example.com');
    await page.getByLabel('Message').fill('Saw her at the dock. Is a sea trial possible next week?');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Inquiry Saved')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    const mine = page.getByTestId('my-inquiries');
    await expect(mine.getByText('Offline Olivia')).toBeVisible();
    await expect(mine.getByText('Waiting to send')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('my-inquiries').getByText('Offline Olivia')).toBeVisible();
    await expect(page.getByTestId('my-inquiries').getByText('Waiting to send')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    // After an offline reload the page may not know it was offline (no 'online' event): the outbox's own retry sends
    // it, up to 30 s apart after several failed tries (retry-soon.ts), through the leadTicket callable and Firestore.
    await expect(page.getByTestId('my-inquiries').getByText('Sent', { exact: true })).toBeVisible(FIRST_SYNC);
  });
});

// A first visit whose signal drops before the page had all its code (the database's was still on its way): a send
// cannot be kept on the device, and says so; what the visitor typed stays in the form for the next try.
test('a send offline before the page finished loading says it was not saved, and keeps what was typed', async ({
  page,
  context,
}) => {
  let offline = false;
  await page.route(/\/assets\/public-db-client-[^/]*\.js/, async (route) => {
    await expect.poll(() => offline, { timeout: 30_000 }).toBe(true);
    await route.abort('internetdisconnected');
  });
  await page.goto('/boats/boat-princess-f50-2021');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  await context.setOffline(true);
  offline = true;
  await page.getByLabel('Name').fill('Beach Bella');
  await page.getByLabel('Email').fill('bella@example.com');
  await page.getByLabel('Message').fill('One bar of signal on Rose Island.');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(
    page.getByTestId('toast').filter({
      hasText:
        'The connection dropped before this page had finished loading, so this was not saved. Try again once you have signal.',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Beach Bella');
  await expect(page.getByLabel('Message')).toHaveValue('One bar of signal on Rose Island.');
});

test('the install offer appears at the foot of the screen without moving the page, and can be dismissed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/boats');
  await expect(page.getByTestId('boat-card').first()).toBeVisible();
  // The app listens for the offer once it runs (a prerendered page starts it after its first screen); Chrome itself
  // offers only after the service worker, which the app registers.
  await expect(appStart(page)).toBeAttached();
  const heading = page.getByRole('heading', { level: 1, name: 'Boats For Sale' });
  const before = await heading.boundingBox();
  // What Chrome fires when the site is installable (the real prompt cannot be shown in a test browser).
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toBeInViewport();
  expect(await heading.boundingBox()).toEqual(before);
  const bar = await install.boundingBox();
  expect(bar!.y).toBeGreaterThan(823 - 120); // at the bottom of the screen, not above the content
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(install).toHaveCount(0);
});
