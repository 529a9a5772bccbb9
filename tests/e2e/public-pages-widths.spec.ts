import { test, expect, type Page } from '@playwright/test';
import { appStart } from './support/app-start';
import { wcagViolations } from './support/axe';
import { PAGE_START, PUBLIC_PAGES } from './support/public-pages';

// #17, every public page at the widths where its layout differs, in one sweep (a visitor going from page to page,
// turning the phone and then opening the site on a desktop): on a phone of 360 and 390 px it never scrolls sideways,
// menu shut or open; at 390 and 1280 px it passes axe-core's WCAG 2.x A and AA rules. Each page is opened once and
// resized in place (media queries and the app's width hooks follow a resize as they follow a rotation), each failure
// told apart by the page's path and width. axe runs inside the page, so the page policy (CSP) is bypassed here.
test.use({ bypassCSP: true });

const PHONE_HEIGHT = 780;
const DESKTOP = { width: 1280, height: 800 };

/** How far the page reaches past the screen's width (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page fits a phone's width with its menu shut and open (the menu is shut again after). */
async function fitsThePhone(page: Page, label: string) {
  expect.soft(await overflow(page), `${label}, menu shut`).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect.soft(await overflow(page), `${label}, menu open`).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
}

/** The page at a new width, once its layout and colours have settled (axe reads colours as painted). */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForTimeout(300);
}

test('every public page fits a 360 and a 390 px phone, menu shut and open, and has no WCAG A/AA violations at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const { path, ready } of PUBLIC_PAGES) {
    await test.step(path, async () => {
      await page.setViewportSize({ width: 360, height: PHONE_HEIGHT });
      await page.goto(path);
      await expect(appStart(page)).toBeAttached(PAGE_START);
      await expect(ready(page)).toBeVisible(PAGE_START);
      await fitsThePhone(page, `${path} at 360 px`);

      await resize(page, { width: 390, height: 844 });
      await fitsThePhone(page, `${path} at 390 px`);
      expect.soft(await wcagViolations(page), `${path} at 390 px`).toEqual([]);

      await resize(page, DESKTOP);
      await expect(ready(page)).toBeVisible();
      expect.soft(await wcagViolations(page), `${path} at 1280 px`).toEqual([]);
    });
  }
});
