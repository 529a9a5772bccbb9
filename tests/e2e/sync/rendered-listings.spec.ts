import { test, expect } from '@playwright/test';
import { appStart } from '../support/app-start';
import { backendDoc, backendDocs, backendFirestore } from '../support/backend';
import { START_ATTR } from '../../../src/app/prerender/hydration';

// A returning visitor's device: with the service worker (the production path as people have it).
test.use({ serviceWorkers: 'allow' });

// /boats and the boat pages are rendered by the `preview` function from what Firestore holds now (the
// Hosting rewrite; locally `vite preview` sends them to the Functions emulator), so a first visit paints the boats from
// the HTML and the app hydrates them from the data the page carries.
test.describe.configure({ timeout: 120_000 });

const SEEDED = 'boat-yellowfin-36-2022';

test("a listing written a moment ago is in the first visit's HTML, readable without JavaScript; an unknown boat is a 404", async ({
  browser,
}) => {
  const id = `rendered-${Date.now().toString(36)}`;
  const model = `Rendered ${id.slice(9)}`;
  const seeded = await backendDoc('boats', SEEDED);
  expect(seeded).not.toBeNull();
  // As an admin's device pushes a new listing; the onBoatWritten trigger projects it into `listings`.
  await backendFirestore()
    .collection('boats')
    .doc(id)
    .set({ ...seeded, id, model, updatedAt: new Date().toISOString(), _deleted: false });
  await expect.poll(async () => (await backendDoc('listings', id))?.model, { timeout: 30_000 }).toBe(model);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const boatPage = await page.goto(`/boats/${id}`);
  expect(boatPage!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`2022 Yellowfin ${model}`);
  await expect(page).toHaveTitle(`2022 Yellowfin ${model} | Nassau Harbour Yachts`);

  // The list, filtered by the query string (rendered with it, as the app would).
  const list = await page.goto(`/boats?q=${encodeURIComponent(model)}`);
  expect(list!.status()).toBe(200);
  await expect(page.getByTestId('boat-card')).toHaveCount(1);
  await expect(page.getByTestId('boat-card-title')).toHaveText(`2022 Yellowfin ${model}`);

  const unknown = await page.goto('/boats/no-such-boat');
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Boat Not Found' })).toBeVisible();
  await context.close();
  await backendFirestore()
    .collection('boats')
    .doc(id)
    .set({ ...seeded, id, model, updatedAt: new Date().toISOString(), _deleted: true });
});

test('the app hydrates the rendered boat page (nothing re-rendered) and its controls work', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Hydration/.test(message.text())) errors.push(message.text());
  });
  await page.goto(`/boats/${SEEDED}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2022 Yellowfin 36 Offshore');
  await expect(appStart(page)).toHaveAttribute(START_ATTR, 'hydrated');
  await page.getByRole('button', { name: 'Show photo 2 of' }).click();
  await expect(page.getByRole('button', { name: 'Show photo 2 of' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test.describe('a first visit before the service worker holds the app', () => {
  // Blocked: with it, a precached chunk could come from its cache and the moment below would not be the one tested.
  test.use({ serviceWorkers: 'block' });

  test('the connection drops right after the rendered page appears, before the sync code arrived: the page stays, an inquiry is kept and sent on reconnect', async ({
    page,
  }) => {
    const email = `early-offline-${Date.now().toString(36)}@example.com`;
    // The moment the connection drops is made the same every run: the sync code's request fails as it would offline.
    const syncCode = '**/assets/public-sync-*.js';
    await page.context().route(syncCode, (route) => route.abort('internetdisconnected'));
    // The database code itself is there (it comes after the first screen's photos); the sync code it asks for next is not.
    const databaseCode = page.waitForResponse(/\/assets\/public-db-client-[\w-]+\.js$/);
    await page.goto(`/boats/${SEEDED}`);
    await databaseCode;
    await expect(page.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
    await page.context().setOffline(true);
    await page.getByLabel('Name').fill('Early Erin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Lost signal at the fuel dock. Is the Yellowfin still available?');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Inquiry Saved')).toBeVisible();
    await expect(page.getByTestId('my-inquiries').getByText('Waiting to send')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2022 Yellowfin 36 Offshore');

    await page.context().unroute(syncCode);
    await page.context().setOffline(false);
    // Back online the inquiry goes by itself; or, where the sync code's own dependencies were in flight when the
    // connection dropped (the browser keeps those failures for the page's life), the page asks for a reload, which
    // keeps what was saved and sends it. Never stuck without a word.
    const sent = page.getByTestId('my-inquiries').getByText('Sent', { exact: true });
    const reload = page.getByTestId('reload-needed').getByRole('button', { name: 'Reload' });
    await expect(sent.or(reload)).toBeVisible({ timeout: 30_000 });
    if (await reload.isVisible()) await reload.click();
    await expect(sent).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await backendDocs('inquiries', 'email', email)).length, { timeout: 30_000 }).toBe(1);
  });
});
