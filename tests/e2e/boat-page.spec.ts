import { test, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { seedBoats } from '../../fixtures/boats';
import { similarBoats } from '../../packages/domain/src/boats/similar-boats';
import { ON_MARKET_STATUSES } from '../../packages/domain/src/boats/listing-visibility';
import { business } from '../../packages/domain/src/business';
import { appStart } from './support/app-start';

// #17 on the boat page: title, price and Call under the gallery on a phone with a sticky contact bar, a full-screen
// gallery, sharing, a printable spec sheet and similar boats. Runs on the device build with the demo data.

const title = (b: { year: number; make: string; model: string }) => `${b.year} ${b.make} ${b.model}`;
const forSale = seedBoats.filter((b) => ON_MARKET_STATUSES.includes(b.status));
/** An active, priced boat with the most photos: the gallery has somewhere to go. */
const boat = forSale
  .filter((b) => b.status === 'active' && !b.priceOnRequest)
  .sort((a, b) => b.images.length - a.images.length)[0]!;
const listingUrl = `${business.siteUrl}/boats/${encodeURIComponent(boat.id)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function openBoat(page: Page, id = boat.id) {
  await page.goto(`/boats/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};
/** Top of an element in the page (not the viewport). */
const pageTop = async (page: Page, locator: Locator) =>
  (await box(locator)).y + (await page.evaluate(() => window.scrollY));

const stickyBar = (page: Page) => page.getByRole('group', { name: 'Contact the broker' });
const gallery = (page: Page) => page.getByRole('dialog', { name: `${title(boat)}: photos` });
const position = (page: Page) => gallery(page).locator('[aria-live="polite"]');
const count = boat.images.length;

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('title, price and Call come right under the gallery', async ({ page }) => {
    await openBoat(page);
    const photos = page.getByTestId('gallery-open-full-screen');
    const galleryBottom = (await pageTop(page, photos)) + (await box(photos)).height;
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(title(boat));
    const summary = page.getByRole('complementary', { name: 'Boat summary' });
    const call = summary.getByRole('link', { name: 'Call Now' });
    // Under the photo and its one row of thumbnails, before the description.
    expect(await pageTop(page, h1)).toBeGreaterThan(galleryBottom);
    expect(await pageTop(page, h1)).toBeLessThan(PHONE.height);
    expect(await pageTop(page, page.getByTestId('boat-price'))).toBeLessThan(PHONE.height);
    const callBottom = (await pageTop(page, call)) + (await box(call)).height;
    expect(callBottom).toBeLessThan(PHONE.height * 1.35);
    expect(callBottom).toBeLessThan(await pageTop(page, page.getByRole('heading', { name: 'Description' })));
    await expect(call).toHaveAttribute('href', business.phoneHref);
  });

  test('the sticky bar stays while reading, leads to the form and never covers its submit button', async ({ page }) => {
    await openBoat(page);
    const bar = stickyBar(page);
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', business.phoneHref);
    for (const heading of ['Description', 'Key Features', 'Specifications']) {
      await page.getByRole('heading', { name: heading, exact: true }).scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      const b = await box(bar);
      expect(b.y + b.height).toBeCloseTo(PHONE.height, 0); // at the foot of the screen
    }
    // Before the app runs the bar's link is a plain jump to the form (the panel, not its first field, gets the focus).
    await expect(appStart(page)).toBeAttached();
    await bar.getByRole('link', { name: 'Request Information' }).click();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();
    const submit = page.getByRole('button', { name: 'Send Inquiry' });
    await submit.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    // Nothing lies over the button: the point at its centre is the button.
    const center = await box(submit);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [center.x + center.width / 2, center.y + center.height / 2],
    );
    expect(hit).toBe('Send Inquiry');
    // Scrolled back into the listing, the bar returns.
    await page.getByRole('heading', { name: 'Description' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
  });

  test('the full-screen gallery opens with a tap and moves with a swipe (touch)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openBoat(page);
    await page.getByTestId('gallery-open-full-screen').tap();
    await expect(gallery(page)).toBeVisible();
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    const area = await box(page.getByTestId('full-screen-photo-area'));
    const y = area.y + area.height / 2;
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let i = 1; i <= 5; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y }],
        });
      // The finger comes to rest before it lifts: no fling, which would swallow the next tap (Chromium's gestures).
      await page.waitForTimeout(150);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 90); // to the left: the next photo (clear of the Previous and Next buttons)
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`);
    await swipe(90, 300); // back
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    await swipe(90, 300); // before the first: the last
    await expect(position(page)).toHaveText(`Photo ${count} of ${count}`);
    await gallery(page).getByRole('button', { name: 'Close' }).tap();
    await expect(gallery(page)).toBeHidden();
    await expect(page.getByTestId('gallery-open-full-screen')).toBeFocused();
    await context.close();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('no sticky bar; the summary sits beside the gallery with the form under it', async ({ page }) => {
    await openBoat(page);
    await expect(stickyBar(page)).toBeHidden();
    const photo = await box(page.getByTestId('gallery-open-full-screen'));
    const h1 = await box(page.getByRole('heading', { level: 1 }));
    expect(h1.x).toBeGreaterThan(photo.x + photo.width);
    expect(h1.y).toBeLessThan(photo.y + photo.height);
    const summary = await box(page.getByRole('complementary', { name: 'Boat summary' }));
    const form = await box(page.getByRole('region', { name: 'Inquiry' }));
    expect(form.x).toBeCloseTo(summary.x, 0);
    expect(form.y).toBeGreaterThan(summary.y + summary.height);
    expect(form.y - (summary.y + summary.height)).toBeLessThan(80);
  });

  test('the full-screen gallery by keyboard: arrows, named dialog, alt texts, focus trapped and returned', async ({
    page,
  }) => {
    await openBoat(page);
    const opener = page.getByTestId('gallery-open-full-screen');
    await expect(opener).toBeEnabled(); // the app has taken over
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(gallery(page)).toBeVisible();
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    const photo = page.getByTestId('full-screen-photo');
    // The page lists photos primary first, then in order (orderedImages); the main photo's alt leads.
    const mainAlt = await page.getByTestId('gallery-main-image').getAttribute('alt');
    await expect(photo).toHaveAttribute('alt', mainAlt ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`);
    await expect(photo).toHaveAttribute('alt', /.+/);
    expect(await photo.getAttribute('alt')).not.toBe(mainAlt);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(`Photo ${count} of ${count}`);
    // Tab goes round inside the dialog only.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(gallery(page)).toBeHidden();
    await expect(opener).toBeFocused();
    // The page now shows the photo the visitor ended on.
    await expect(page.getByRole('button', { name: `Show photo ${count} of ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the full-screen gallery moves with a mouse drag', async ({ page }) => {
    await openBoat(page);
    await page.getByTestId('gallery-open-full-screen').click();
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    const area = await box(page.getByTestId('full-screen-photo-area'));
    const y = area.y + area.height / 2;
    const drag = async (fromX: number, toX: number) => {
      await page.mouse.move(fromX, y);
      await page.mouse.down();
      await page.mouse.move(toX, y, { steps: 6 });
      await page.mouse.up();
    };
    await drag(900, 400);
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`);
    await drag(400, 900);
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    await drag(640, 650); // a click, not a swipe
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    await gallery(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`);
  });
});

for (const [label, viewport] of [
  ['390px', PHONE],
  ['1280px', DESKTOP],
] as const) {
  test(`${label}: share by WhatsApp, Email or Copy Link, and by the phone's share sheet where there is one`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await openBoat(page);
    const share = page.getByRole('region', { name: 'Share this boat' });
    await expect(share).toHaveCount(0); // loaded when the reader comes near, not with the page
    // The summary's Share leads to the buttons at the end of the listing.
    await page.getByRole('complementary', { name: 'Boat summary' }).getByRole('link', { name: 'Share' }).click();
    await expect(share).toBeInViewport();
    await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title(boat)} ${listingUrl}`)}`,
    );
    const email = (await share.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '';
    expect(email.startsWith(`mailto:?subject=${encodeURIComponent(title(boat))}&body=`)).toBe(true);
    expect(decodeURIComponent(email.split('&body=')[1] ?? '').endsWith(`\n\n${listingUrl}`)).toBe(true);
    // This Chromium has no share sheet: no button for it.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await expect(share.getByRole('button', { name: 'Share via…' })).toHaveCount(0);
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Boat listing link copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(listingUrl);

    // A phone with a share sheet: the button appears once the page runs, and hands the sheet the listing.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', { value: (data: unknown) => (shared.push(data), Promise.resolve()) });
    });
    await openBoat(page);
    await page.getByRole('complementary', { name: 'Boat summary' }).getByRole('link', { name: 'Share' }).click();
    await share.getByRole('button', { name: 'Share via…' }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: title(boat), text: expect.any(String), url: listingUrl },
    ]);
    await context.close();
  });
}

/** The QR code in the picture of `locator`, read back by jsQR. */
async function readQr(locator: Locator): Promise<string | null> {
  const png = await locator.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

for (const [label, viewport] of [
  ['390px', PHONE],
  ['1280px', DESKTOP],
] as const) {
  test(`${label}: Print Spec Sheet prints a one- or two-page sheet with a QR code back to the listing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      Object.assign(window, { prints: 0 });
      window.print = () => void ((window as unknown as { prints: number }).prints += 1);
    });
    await openBoat(page);
    await page.getByRole('button', { name: 'Print Spec Sheet' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    const sheet = page.getByTestId('spec-sheet');
    await expect(sheet).toBeHidden(); // on screen, the page stays as it was

    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(title(boat));
    await expect(sheet.getByTestId('spec-sheet-price')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
    await expect(sheet.getByTestId('spec-sheet-photo')).toHaveJSProperty('complete', true);
    await expect(sheet.getByTestId('spec-sheet-specs')).toContainText('Length');
    await expect(sheet.getByTestId('spec-sheet-features')).toContainText(boat.features[0]!);
    await expect(sheet.getByTestId('spec-sheet-contact')).toContainText(business.phone);
    await expect(sheet.getByTestId('spec-sheet-contact')).toContainText(business.email);
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('navigation').first(),
      page.getByRole('contentinfo'),
      page.getByRole('button', { name: 'Send Inquiry' }),
      page.getByTestId('sticky-contact-bar'),
      page.locator('main h1'),
    ])
      await expect(hidden).toBeHidden();
    expect(await readQr(sheet.getByTestId('spec-sheet-qr'))).toBe(listingUrl);

    for (const format of ['A4', 'Letter'] as const) {
      const pages = pdfPages(await page.pdf({ format, printBackground: true }));
      expect(pages, format).toBeGreaterThanOrEqual(1);
      expect(pages, format).toBeLessThanOrEqual(2);
    }
    // A second press prints again.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print Spec Sheet' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(2);
  });
}

test('similar boats under the page are the ones the rule picks, nearest first', async ({ page }) => {
  // The demo boat with the most similar boats for sale.
  const [demo, expected] = forSale
    .map((b) => [b, similarBoats(b, forSale)] as const)
    .sort((a, b) => b[1].length - a[1].length)[0]!;
  expect(expected.length).toBeGreaterThanOrEqual(2);
  await page.setViewportSize(PHONE);
  await openBoat(page, demo.id);
  const slot = page.getByTestId('similar-boats-slot');
  await expect(slot.getByTestId('similar-boat')).toHaveCount(0); // not looked up before the reader comes near
  await slot.scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Similar Boats' });
  await expect(section.getByTestId('similar-boat-title')).toHaveText(expected.map(title));
  await section.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(expected[0]!));
  await expect(page).toHaveURL(new RegExp(`/boats/${encodeURIComponent(expected[0]!.id)}$`));
});
