import { createRequire } from 'node:module';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { appStart } from './support/app-start';
import { PAGE_START, PUBLIC_PAGES } from './support/public-pages';
import { logInAs } from './support/client';
import { logInAsAdmin } from './support/admin-login';
import { ADMIN_TABS, openAdminTab } from './support/admin-tabs';
import { FIRST_SYNC } from './support/timing';

// #17: every public page passes axe-core's WCAG 2.x A and AA rules, at a phone's width and a desktop's, with the
// phone menu open too. axe-core runs inside the page: the test adds its script, so the page policy (CSP) is bypassed
// for these pages only (it refuses any script the build did not hash).

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * axe's violations on the page as it is now, one readable line per element: of the WCAG A/AA rules, or with `tags`
 * null of every rule axe runs by default (its best practices too, such as content outside the landmarks).
 */
async function wcagViolations(page: Page, tags: string[] | null = WCAG_A_AA): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const runOnly = tags ? { runOnly: { type: 'tag', values: tags } } : {};
    const result = await axe.run(document, { ...runOnly, resultTypes: ['violations'] });
    return result.violations;
  }, tags);
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)}: ${n.failureSummary ?? v.help}`),
  );
}

async function openPage(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(appStart(page)).toBeAttached(PAGE_START);
  await expect(ready(page)).toBeVisible(PAGE_START);
  // Toasts and images settle; axe reads colours as painted, so let transitions finish.
  await page.waitForTimeout(300);
}

// One sweep a width, on one device (as a visitor goes from page to page): each page opened afresh, its violations told
// apart by the page's path.
for (const [label, size] of [
  ['phone (390px)', { width: 390, height: 844 }],
  ['desktop (1280px)', { width: 1280, height: 800 }],
] as const) {
  test.describe(`accessibility at ${label}`, () => {
    test.use({ viewport: size, bypassCSP: true });

    test('every public page has no WCAG A/AA violations', async ({ page }) => {
      test.setTimeout(150_000);
      for (const { path, ready } of PUBLIC_PAGES) {
        await test.step(path, async () => {
          await openPage(page, path, ready);
          expect.soft(await wcagViolations(page), path).toEqual([]);
        });
      }
    });
  });
}

test.describe('accessibility of the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('the open phone menu has no WCAG A/AA violations', async ({ page }) => {
    await openPage(page, '/charter', (p) => p.getByRole('heading', { level: 1 }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('accessibility of a refused form', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('/sell after an empty submit (every inline message and the red toast) has no WCAG A/AA violations', async ({
    page,
  }) => {
    await openPage(page, '/sell', (p) => p.getByRole('heading', { level: 1 }));
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Validation Error' })).toBeVisible();
    await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

// #30: every screen of both portals on a phone, with their demo data in (a table becomes cards there), passes all of
// axe's rules, its best practices included.
test.describe('accessibility of the portals at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test("the owner's portal screens have no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await logInAs(page, 'demo-owner-marina');
    for (const [path, ready] of [
      ['/client/dashboard', page.getByRole('heading', { name: 'Welcome, Marina Knowles' })],
      ['/client/listings', page.getByTestId('listing-row').first()],
      ['/client/submissions', page.getByTestId('submission-row').first()],
      ['/client/submit-boat', page.getByRole('form', { name: 'Boat submission' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible(FIRST_SYNC);
      await page.waitForTimeout(300);
      expect(await wcagViolations(page, null), path).toEqual([]);
    }
  });

  test("every tab of the admin's dashboard has no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await logInAsAdmin(page, '/admin/dashboard');
    for (const [tab] of ADMIN_TABS) {
      await openAdminTab(page, tab);
      await page.waitForTimeout(300);
      expect(await wcagViolations(page, null), tab).toEqual([]);
    }
  });
});
