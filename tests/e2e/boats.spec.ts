import { test, expect, type Page } from '@playwright/test';
import { SHELL_FILE } from '../../src/app/prerender/prerendered-pages';
import { FIRST_SYNC } from './support/timing';
import { visitorRecordSchema } from '../../packages/domain/src/schemas/visitor-record-schema';
import { boatsCount } from './support/boats-count';
import { appStart } from './support/app-start';
import { PAGE_START } from './support/public-pages';
import { publicDataOnDevice } from './support/public-pull';
import { PUBLIC_PULLED_HINT_KEY } from '../../src/data/firebase/public-snapshot-hint';

// On the production path, beside the other specs on the shared backend (they add listings of their own while this
// runs). Nothing here names a seed boat: names, types and prices are read from the page. Relied on: at least 24
// active boats, several types, both conditions.

const SEARCH = 'Search by name, make, or model...';
/** The count names the boats on the page: a longer list renders its first 24, then more below 'Show more boats'. */
const onFirstPage = (total: number) => Math.min(total, 24);

async function openList(page: Page, path = '/boats') {
  await page.goto(path);
  await expect(page.getByTestId('boats-count')).toHaveText(/Showing \d+ of \d+ boats/);
}

const typeSelect = (page: Page) => page.getByRole('combobox', { name: 'Boat type' });
const conditionSelect = (page: Page) => page.getByRole('combobox', { name: 'Condition' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
/** A card's asking price ('$649,000', before any struck-through old price); Infinity for 'Price on Request'. */
const dollars = (text: string) => {
  const amount = /\$[\d,]+/.exec(text)?.[0];
  return amount ? Number(amount.replace(/[^0-9]/g, '')) : Number.POSITIVE_INFINITY;
};

test.describe('/boats list', () => {
  test('a first visit shows the boats before the database code has arrived, which then takes over', async ({
    page,
  }) => {
    // Hold back the database code (RxDB): the list must not need it to paint.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/public-db-client-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await openList(page);
    const { shown, total } = await boatsCount(page);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(shown).toBe(onFirstPage(total));
    await expect(page.getByTestId('boat-card').first().getByRole('img')).toHaveJSProperty('complete', true);
    // Nothing pulled yet: the list is the one the page came with.
    expect(await page.evaluate((key) => localStorage.getItem(key), PUBLIC_PULLED_HINT_KEY)).toBeNull();

    release();
    // The database opens and pulls the listings; the list stays a full first page (listings other specs publish
    // meanwhile may join it).
    await publicDataOnDevice(page);
    const after = await boatsCount(page);
    expect(after.total).toBeGreaterThanOrEqual(total);
    expect(after.shown).toBe(onFirstPage(after.total));
    const title = await page.getByTestId('boat-card-title').first().textContent();
    await page
      .getByTestId('boat-card')
      .first()
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });

  test('loads the active boats as cards with a count, rendering more on demand', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Boats For Sale' })).toBeVisible();
    await expect(page).toHaveTitle(/^Boats For Sale \| /);
    const { shown, total } = await boatsCount(page);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(shown).toBe(onFirstPage(total));
    await expect(page.getByTestId('boat-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

    // The results list (boats sold lately are listed apart, after it).
    const cards = page.getByRole('list', { name: 'Boats', exact: true }).getByTestId('boat-card');
    const first = cards.first();
    await expect(first.getByTestId('boat-card-title')).toHaveText(/^\d{4} \S.+/);
    await expect(first.getByTestId('boat-card-price')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
    await expect(first.getByTestId('boat-card-length')).toHaveText(/^\d+(\.\d)? ft$/);
    await expect(first.getByTestId('boat-card-condition')).toHaveText(/^(New|Pre-Owned)$/);
    await expect(first.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /^\/boats\/.+/);
    const firstImage = first.locator('img');
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('decoding', 'async');

    // Incremental rendering: 24 at first when there are more, the rest via 'Show more boats' or scrolling.
    if (total > 24) {
      await expect(cards).toHaveCount(24);
      await expect(cards.nth(23).locator('img')).toHaveAttribute('loading', 'lazy');
      // Scrolling near the end of the list renders the next batch by itself.
      await page.getByRole('button', { name: 'Show more boats' }).scrollIntoViewIfNeeded();
      await expect(cards).toHaveCount(Math.min(48, total));
      // The count follows what is on the page.
      await expect.poll(async () => (await boatsCount(page)).shown).toBe(Math.min(48, total));
    } else {
      await expect(cards).toHaveCount(total);
    }

    await expect(page.getByRole('heading', { name: "Don't See What You're Looking For?" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
  });

  test('shows exactly three skeleton cards while the boats load', async ({ page }) => {
    // Hold back the success of opening the device database until the test releases it. The device says it holds
    // the data and gets the app shell, as its service worker answers a returning visitor (a first visit paints from
    // the page the server rendered instead, tested above).
    await page.addInitScript((pulled) => {
      localStorage.setItem(pulled, '1');
      const w = window as unknown as { __dbGate: Promise<void>; __releaseDb: () => void };
      w.__dbGate = new Promise<void>((resolve) => (w.__releaseDb = resolve));
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<typeof open>) {
        const request = open.apply(this, args);
        if (!String(args[0]).startsWith('rxdb-dexie-')) return request;
        let handler: ((this: IDBRequest, ev: Event) => unknown) | null = null;
        Object.defineProperty(request, 'onsuccess', {
          configurable: true,
          get: () => handler,
          set: (h: typeof handler) => (handler = h),
        });
        request.addEventListener('success', (event) => void w.__dbGate.then(() => handler?.call(request, event)));
        return request;
      } as typeof open;
    }, PUBLIC_PULLED_HINT_KEY);
    // The shell from the server itself (a page Playwright fulfilled would count as a public address, and Chromium
    // would refuse its requests to the emulators on this machine's loopback address).
    await page.route(/\/boats$/, (route) =>
      route.continue({ url: new URL(`/${SHELL_FILE}`, route.request().url()).href }),
    );
    await page.goto('/boats');
    await expect(page.getByRole('heading', { level: 1, name: 'Boats For Sale' })).toBeVisible();
    await expect(page.getByTestId('boat-card-skeleton')).toHaveCount(3);
    await expect(page.getByTestId('boat-card')).toHaveCount(0);
    await expect(page.getByText('No boats found')).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { __releaseDb: () => void }).__releaseDb());
    // This context's device holds nothing yet: once released, the database fills as on a first sync (seen past 7 s
    // on a busy machine, still 'Loading boats…').
    await expect(page.getByTestId('boat-card').first()).toBeVisible(FIRST_SYNC);
    await expect(page.getByTestId('boat-card-skeleton')).toHaveCount(0);
  });

  test("a failure to read the boats is logged and shows 'No boats found'", async ({ page }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = function () {
        throw new DOMException('Simulated storage failure', 'UnknownError');
      };
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/boats');
    // The build's HTML shows the boats first; the app's code must arrive, open the database and fail (seen past 8 s
    // on the busy CI machine before the first try to open it).
    await expect(page.getByRole('heading', { name: 'No boats found' })).toBeVisible(FIRST_SYNC);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    expect(errors.join('\n')).toMatch(/Simulated storage failure|open database|live query/);
  });

  test("the 'Show more boats' button renders the next batch where scrolling cannot", async ({ page }) => {
    await page.addInitScript(() => {
      // No IntersectionObserver (old browser): the button is the only way to more boats.
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await openList(page);
    const { total } = await boatsCount(page);
    // The results list (boats sold lately are listed apart, after it).
    const cards = page.getByRole('list', { name: 'Boats', exact: true }).getByTestId('boat-card');
    const more = page.getByRole('button', { name: 'Show more boats' });
    if (total <= 24) {
      await expect(cards).toHaveCount(total);
      await expect(more).toHaveCount(0);
      return;
    }
    await expect(cards).toHaveCount(24);
    await more.click();
    await expect(cards).toHaveCount(Math.min(48, total));
    if (total <= 48) await expect(more).toHaveCount(0);
  });

  test('a result tapped right after typing opens that boat and stays there; Back returns to the search', async ({
    page,
  }) => {
    await page.goto('/');
    await openList(page, '/boats');
    const title = (await page.getByTestId('boat-card-title').first().textContent())!.trim();
    const box = page.getByPlaceholder(SEARCH);
    await expect(box).toBeEnabled();
    // Tapped well within the pause after which the URL follows the typing.
    await box.fill(title);
    const card = page.getByTestId('boat-card').filter({ hasText: title }).first();
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Nothing takes the visitor back to the list once the pause is over.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/boats\/[^/?]+$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/boats\?(.*&)?q=/);
    await expect(page.getByPlaceholder(SEARCH)).toHaveValue(title);
  });

  test('search narrows the list, updates the URL without adding history entries', async ({ page }) => {
    await page.goto('/');
    await openList(page, '/boats');
    const { total } = await boatsCount(page);
    const title = (await page.getByTestId('boat-card-title').first().textContent())!.trim();
    const make = title.split(' ').slice(1, 2).join(' ');

    const box = page.getByPlaceholder(SEARCH);
    // Key presses do not wait for the box: it is disabled until the page's app has started (prerendered page).
    await expect(box).toBeEnabled();
    await box.pressSequentially(title.toUpperCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(async () => (await boatsCount(page)).shown).toBeLessThan(total);
    const { shown } = await boatsCount(page);
    expect(shown).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('boat-card-title').first()).toHaveText(title);
    for (const t of await page.getByTestId('boat-card-title').allTextContents()) {
      expect(t.toLowerCase()).toContain(title.toLowerCase());
    }

    // A make alone also matches, case-insensitively, with surrounding spaces trimmed.
    await box.fill(`  ${make.toLowerCase()}  `);
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(make.toLowerCase()).replace(/%20/g, '(\\+|%20)')}(&|$)`),
    );
    for (const t of await page.getByTestId('boat-card-title').allTextContents()) {
      expect(t.toLowerCase()).toContain(make.toLowerCase());
    }

    // Typing replaced the history entry: one Back leaves the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('type, condition and sort go to the URL, survive a reload, and Back restores the previous filters', async ({
    page,
  }) => {
    await openList(page);
    const { total } = await boatsCount(page);

    const typeOptions = await typeSelect(page).locator('option').allTextContents();
    expect(typeOptions[0]).toBe('All Types');
    expect(typeOptions.length).toBeGreaterThanOrEqual(3);
    expect(typeOptions.slice(1)).toEqual(
      [...typeOptions.slice(1)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    await expect(conditionSelect(page).locator('option')).toHaveText(['All Conditions', 'New', 'Pre-Owned']);
    await expect(sortSelect(page).locator('option')).toHaveText([
      'Sort by',
      'Price: Low to High',
      'Price: High to Low',
      'Length: Small to Large',
      'Length: Large to Small',
      'Newest First',
    ]);

    // Condition: Pre-Owned
    await conditionSelect(page).selectOption({ label: 'Pre-Owned' });
    await expect(page).toHaveURL(/[?&]condition=used/);
    // The URL changes a moment before the page renders the new filters, and a first screen of 24 cards is already
    // fewer than all: the count is read once the cards are the filtered ones (and the line is not busy: boatsCount).
    const conditions = page.getByTestId('boat-card-condition');
    await expect
      .poll(async () => {
        const { shown } = await boatsCount(page);
        const cards = await conditions.allTextContents();
        return shown < total && cards.length === Math.min(shown, 24) && cards.every((c) => c === 'Pre-Owned');
      })
      .toBe(true);
    const usedCount = (await boatsCount(page)).shown;
    expect(usedCount).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();

    // Sort: price low to high
    await sortSelect(page).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    // A price on request (no number) comes after every priced boat. Polled: the URL changes before the page renders.
    const cardPrices = async () => (await page.getByTestId('boat-card-price').allTextContents()).map(dollars);
    await expect.poll(async () => (await cardPrices()).every((p, i, all) => i === 0 || all[i - 1]! <= p)).toBe(true);
    await expect.poll(async () => (await cardPrices()).length).toBe(Math.min(usedCount, 24));

    // Type: the first real type
    const chosenType = typeOptions[1]!;
    await typeSelect(page).selectOption({ label: chosenType });
    await expect(page).toHaveURL(/[?&]type=/);
    await expect
      .poll(async () => (await page.getByTestId('boat-card-type').allTextContents()).every((t) => t === chosenType))
      .toBe(true);
    const urlWithAll = page.url();

    // Reload keeps everything
    await page.reload();
    await expect(page.getByTestId('boats-count')).toHaveText(/Showing \d+ of \d+ boats/);
    // Back once the reloaded page's app runs. Known bug (docs/TESTS.md): Back pressed while the reloaded page is still
    // starting can leave the type filter showing the later value; this test does not cover that moment.
    await expect(appStart(page)).toBeAttached(PAGE_START);
    expect(page.url()).toBe(urlWithAll);
    await expect(typeSelect(page)).toHaveValue(chosenType);
    await expect(conditionSelect(page)).toHaveValue('used');
    await expect(sortSelect(page)).toHaveValue('price-asc');

    // Back: the type filter goes, sort and condition stay
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]type=/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(typeSelect(page)).toHaveValue('all');
    await expect(sortSelect(page)).toHaveValue('price-asc');
    await expect(conditionSelect(page)).toHaveValue('used');
    await expect.poll(async () => (await boatsCount(page)).shown).toBe(usedCount);

    // Back again: the sort goes too
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(sortSelect(page)).toHaveValue('');
    await expect(conditionSelect(page)).toHaveValue('used');
  });

  test('Clear Filters resets search, filters and sort', async ({ page }) => {
    await openList(page);
    const { total } = await boatsCount(page);
    await conditionSelect(page).selectOption({ label: 'New' });
    await sortSelect(page).selectOption({ label: 'Newest First' });
    const box = page.getByPlaceholder(SEARCH);
    await box.fill('20');
    await expect(page).toHaveURL(/q=/);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/boats$/);
    await expect(box).toHaveValue('');
    await expect(conditionSelect(page)).toHaveValue('all');
    await expect(sortSelect(page)).toHaveValue('');
    await expect.poll(async () => (await boatsCount(page)).shown).toBe(onFirstPage(total));
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('shows the empty state and Clear All Filters brings the boats back', async ({ page }) => {
    await openList(page);
    const { total } = await boatsCount(page);
    await page.getByPlaceholder(SEARCH).fill('no boat is called this qqqzzz');
    await expect(page.getByRole('heading', { name: 'No boats found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
    await expect(page.getByTestId('boats-count')).toHaveText(`Showing 0 of ${total} boats`);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page.getByTestId('boat-card').first()).toBeVisible();
    await expect(page.getByPlaceholder(SEARCH)).toHaveValue('');
    await expect(page.getByTestId('boats-count')).toHaveText(`Showing ${onFirstPage(total)} of ${total} boats`);
  });

  test('malformed search params fall back to the defaults', async ({ page }) => {
    await openList(page, '/boats?sort=bogus&condition=zzz&type=%7B%22x%22%3A1%7D');
    const { shown, total } = await boatsCount(page);
    expect(shown).toBe(onFirstPage(total));
    await expect(sortSelect(page)).toHaveValue('');
    await expect(conditionSelect(page)).toHaveValue('all');
    await expect(typeSelect(page)).toHaveValue('all');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  });
});

test.describe('/boats/{id}', () => {
  test('opens from View Details with breadcrumb, sections, contact links and product data', async ({ page }) => {
    await openList(page);
    const card = page.getByTestId('boat-card').first();
    const title = (await card.getByTestId('boat-card-title').textContent())!.trim();
    const price = (await card.getByTestId('boat-card-price').textContent())!.trim();
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/boats\/[^/?]+$/);

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Nassau Harbour Yachts`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Boats For Sale' })).toHaveAttribute('href', '/boats');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
    await expect(page.getByTestId('boat-price')).toHaveText(price);

    // The specifications come as the reader nears them (specifications-part.tsx): read down to them first.
    await page.getByRole('heading', { name: 'Key Features', exact: true }).scrollIntoViewIfNeeded();
    for (const name of ['Description', 'Key Features', 'Specifications', 'Request Information']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const specs = page.getByTestId('boat-specifications');
    await expect(specs.locator('dt').nth(0)).toHaveText('Length');
    await expect(specs.locator('dt').nth(1)).toHaveText('Year');
    await expect(specs.locator('dt').nth(2)).toHaveText('Location');
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByRole('link', { name: 'Email Inquiry' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:.+\\?subject=.*${encodeURIComponent(title)}`),
    );

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeGreaterThan(0);
    expect(description!.length).toBeLessThanOrEqual(100);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd
      .map((t) => JSON.parse(t) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Product') as
      | { name: string; offers: { priceCurrency: string; availability: string; price: number }; image: string[] }
      | undefined;
    expect(product?.name).toBe(title);
    expect(product?.offers.priceCurrency).toBe('USD');
    expect(product?.offers.availability).toBe('https://schema.org/InStock');
    expect(product?.offers.price).toBe(dollars(price));
    for (const url of product?.image ?? []) expect(url).toMatch(/^https?:\/\//);

    await page.getByRole('link', { name: 'Back to All Boats' }).click();
    await expect(page).toHaveURL(/\/boats$/);
  });

  test('opening a boat records one view on the device', async ({ page }) => {
    await openList(page);
    await page
      .getByTestId('boat-card')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const boatId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    // RxDB's Dexie storage names the store after the schema's version.
    const store = `rxdb-dexie-harbour-public--${visitorRecordSchema.version}--visitorRecords`;
    const countViews = () =>
      page.evaluate(
        ({ id, store }) =>
          new Promise<number>((resolve, reject) => {
            const req = indexedDB.open(store);
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              const db = req.result;
              if (!db.objectStoreNames.contains('docs')) {
                // Not created yet: let go at once, or this connection would block the app's database upgrade.
                db.close();
                return resolve(-1);
              }
              const all = db.transaction('docs').objectStore('docs').getAll();
              all.onsuccess = () => {
                // RxDB's Dexie storage keeps booleans of indexed fields as '0' / '1'.
                type Stored = {
                  kind: string;
                  view?: { itemType: string; itemId: string };
                  _deleted?: boolean | string;
                };
                const docs = all.result as Stored[];
                const live = (d: Stored) => d._deleted !== true && d._deleted !== '1';
                const ofBoat = (d: Stored) => d.kind === 'view' && d.view?.itemType === 'boat' && d.view.itemId === id;
                resolve(docs.filter((d) => ofBoat(d) && live(d)).length);
                db.close();
              };
            };
          }),
        { id: boatId, store },
      );
    await expect.poll(countViews).toBe(1);
    // Live updates and a second look within the hour do not add views.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await countViews()).toBe(1);
  });

  test('a gallery thumbnail shows its image large', async ({ page }) => {
    await openList(page);
    await page
      .getByTestId('boat-card')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    const thumbs = page.getByRole('button', { name: /^Show photo \d+ of \d+$/ });
    await expect(thumbs.first()).toBeVisible();
    expect(await thumbs.count()).toBeGreaterThanOrEqual(2);
    const main = page.getByTestId('gallery-main-image');
    await expect(page.getByRole('button', { name: /^Show photo \d+ of \d+$/, pressed: true })).toHaveCount(1);
    const before = await main.getAttribute('src');
    // pick a thumbnail that is not the one shown
    const count = await thumbs.count();
    let target = 0;
    for (let i = 0; i < count; i++) {
      if ((await thumbs.nth(i).getAttribute('aria-pressed')) === 'false') {
        target = i;
        break;
      }
    }
    const thumbSrc = await thumbs.nth(target).locator('img').getAttribute('src');
    await thumbs.nth(target).click();
    await expect(thumbs.nth(target)).toHaveAttribute('aria-pressed', 'true');
    await expect(main).not.toHaveAttribute('src', before!);
    await expect(main).toHaveAttribute('src', thumbSrc!);
  });

  test('inquiry: validation keeps values; a send shows the toast, clears the form and lists the message as text', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openList(page);
    await page
      .getByTestId('boat-card')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    const send = page.getByRole('button', { name: 'Send Inquiry' });
    const name = page.getByRole('textbox', { name: 'Name' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const phone = page.getByRole('textbox', { name: 'Phone' });
    const message = page.getByRole('textbox', { name: 'Message' });

    await send.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill('Ann Rolle');
    await email.fill('ann@example');
    await send.click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await expect(name).toHaveValue('Ann Rolle');
    await expect(email).toHaveValue('ann@example');

    const xss = '<img src=x onerror=alert(1)>';
    await name.fill(xss);
    await email.fill('ann@example.com');
    await phone.fill('242 555 0100');
    await message.fill('Is she still available for a sea trial?');
    await send.click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Inquiry Sent!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We'll get back to you shortly about this vessel.");
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(phone).toHaveValue('');
    await expect(message).toHaveValue('');

    const mine = page.getByTestId('my-inquiries');
    await expect(mine.getByText(xss, { exact: true })).toBeVisible();
    await expect(mine.getByText('Is she still available for a sea trial?')).toBeVisible();
    await expect(mine.getByText('Sent', { exact: true })).toBeVisible(FIRST_SYNC);
    await expect(mine.locator('img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('inquiry sent offline is saved on the device, then marked sent when back online', async ({ page, context }) => {
    await openList(page);
    await page
      .getByTestId('boat-card')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Request Information' })).toBeVisible();
    // The form is usable (the app has started) before the connection drops.
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Name' }).fill('Offline Olive');
    await page.getByRole('textbox', { name: 'Email' }).fill('olive@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent from the dock with no signal.');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Inquiry Saved' })).toContainText('saved on this device');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    const mine = page.getByTestId('my-inquiries');
    await expect(mine.getByText('Waiting to send')).toBeVisible();
    await context.setOffline(false);
    await expect(mine.getByText('Sent', { exact: true })).toBeVisible(FIRST_SYNC);
    await expect(mine.getByText('Waiting to send')).toHaveCount(0);
  });

  test('inquiry write failure shows the Error toast and keeps what was typed', async ({ page }) => {
    // Make every IndexedDB write to the visitor's records (where an inquiry goes) fail, as a full or broken disk would.
    await page.addInitScript(() => {
      for (const method of ['put', 'add'] as const) {
        const original = IDBObjectStore.prototype[method];
        IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<typeof original>) {
          if (/--visitorRecords$/.test(this.transaction.db.name))
            throw new DOMException('Simulated write failure', 'UnknownError');
          return original.apply(this, args);
        } as typeof original;
      }
    });
    await openList(page);
    await page
      .getByTestId('boat-card')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Failing Fred');
    await page.getByRole('textbox', { name: 'Email' }).fill('fred@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('This one will not save.');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Error' });
    await expect(toast).toContainText('Failed to send inquiry. Please try again.');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Failing Fred');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('fred@example.com');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('This one will not save.');
    await expect(page.getByTestId('my-inquiries')).toHaveCount(0);
  });

  test('an unknown id shows Boat Not Found with a way back', async ({ page }) => {
    await page.goto('/boats/no-such-boat-id');
    await expect(page.getByRole('heading', { name: 'Boat Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Boat Not Found | Nassau Harbour Yachts');
    await page.getByRole('link', { name: 'Back to Boats' }).click();
    await expect(page).toHaveURL(/\/boats$/);
    await expect(page.getByTestId('boat-card').first()).toBeVisible();
  });
});
