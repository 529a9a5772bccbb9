import { test, expect } from '@playwright/test';
import { appStart } from './support/app-start';
import { PAGE_START } from './support/public-pages';

// #17: the phone menu's button stays readable after a tap (a touchscreen keeps :hover after a tap, which once left it
// white on light grey). That no public page scrolls sideways on a phone is checked in public-pages-widths.spec.ts.

/** sRGB relative luminance of a CSS rgb()/rgba() colour, and the colour's channels. */
function parseRgb(value: string): [number, number, number, number] {
  const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
  if (parts.length < 3) throw new Error(`not an rgb colour: ${value}`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}
function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}
/** The contrast of a text colour over a (possibly translucent) background laid on an opaque one. */
function contrast(text: string, background: string, under: string): number {
  const [br, bg, bb, ba] = parseRgb(background);
  const [ur, ug, ub] = parseRgb(under);
  const painted = [br * ba + ur * (1 - ba), bg * ba + ug * (1 - ba), bb * ba + ub * (1 - ba)];
  const [a, b] = [luminance(parseRgb(text)), luminance(painted)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

test.describe('/charter on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the email button keeps the address's name and domain whole (#30 item 15)", async ({ page }) => {
    await page.goto('/charter');
    const email = page.getByRole('link', { name: /^Email / });
    await expect(email).toBeVisible();
    // The lines each part of the address is drawn on: one each, whatever the button's width.
    const lines = await email.evaluate((link) => {
      const text = link.textContent ?? '';
      const address = text.slice(text.indexOf(' ') + 1);
      const at = address.indexOf('@');
      const rowsOf = (part: string) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const start = (node.textContent ?? '').indexOf(part);
          if (start < 0) continue;
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + part.length);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size;
      };
      return { name: rowsOf(address.slice(0, at)), domain: rowsOf(address.slice(at + 1)) };
    });
    expect(lines).toEqual({ name: 1, domain: 1 });
  });
});

test.describe('the phone menu on a touchscreen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('after a tap, the menu button is still white on the dark header (no sticky hover)', async ({ page }) => {
    await page.goto('/charter');
    await expect(appStart(page)).toBeAttached(PAGE_START);
    // The emulated phone is a touchscreen: nothing hovers.
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);

    const colours = async (name: string) => {
      const button = page.getByRole('button', { name });
      await expect(button).toBeEnabled();
      return button.evaluate((el) => ({
        text: getComputedStyle(el).color,
        background: getComputedStyle(el).backgroundColor,
        header: getComputedStyle(el.closest('header')!).backgroundColor,
      }));
    };

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const open = await colours('Close menu');
    expect(open.text).toBe('rgb(255, 255, 255)');
    expect(contrast(open.text, open.background, open.header)).toBeGreaterThanOrEqual(4.5);

    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    const shut = await colours('Open menu');
    expect(contrast(shut.text, shut.background, shut.header)).toBeGreaterThanOrEqual(4.5);
  });
});
