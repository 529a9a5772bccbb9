import { test, expect } from '@playwright/test';
import { appStart } from './support/app-start';
import { logInAsAdmin } from './support/admin-login';
import { FIRST_SYNC } from './support/timing';

// Trust boundary: the site is served with the security headers of firebase.json (the preview server sends them as
// Hosting does, so every other e2e test runs under them too) and cannot be framed by another site.

test('pages and files carry the security headers', async ({ page, request }) => {
  const home = await page.goto('/');
  for (const response of [home!, await request.get('/boats/no-such-boat'), await request.get('/sw.js')]) {
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  await expect(page.getByRole('link', { name: 'Boats' }).first()).toBeVisible();
});

test('another site cannot frame it (clickjacking)', async ({ page, baseURL }) => {
  const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
  await page.setContent(`<iframe title="framed" src="${baseURL}/contact"></iframe>`);
  await refused;
  // The frame holds the browser's error page, never the site.
  const framed = page.frames().find((frame) => frame !== page.mainFrame())!;
  await expect.poll(() => framed.url()).toMatch(/^chrome-error:/);
  await expect(framed.getByRole('heading', { name: 'Contact Us' })).toHaveCount(0);
});

test('pages run under the script policy: nothing is refused, and a script slipped into a page does not run', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  for (const path of ['/', '/boats', '/blogs', '/contact', '/sell']) {
    await page.goto(path);
    await expect(appStart(page)).toBeAttached();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    // #32: nothing but the site unless named; scripts by hash, no inline code.
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(/script-src ([^;]+)/.exec(policy!)![1]).not.toContain('unsafe');
    // Images and fetches: the site, the device, and this build's Firebase (the local emulators' ports).
    expect(policy).toContain("; img-src 'self' data: blob: http://*:9199;");
    expect(policy).toContain("; connect-src 'self' http://*:9099 http://*:8080 http://*:5001 http://*:9199;");
    // Frames: the walkthrough videos' privacy-enhanced players only.
    expect(policy).toContain('; frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(await violations(), path).toEqual([]);
  }
  // A prerendered boat page starts the app from its inline script, which the policy names.
  await page.goto('/boats');
  await page
    .getByTestId('boat-card')
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();
  await page.reload();
  await expect(appStart(page)).toBeAttached();
  expect(await violations()).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
});

test("#32: the admin's portal syncs, uploads and shows photos under the policy: nothing is refused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await logInAsAdmin(page, '/admin/dashboard?tab=listings');
  // The listings synced from the Firestore emulator, their photos from the Storage emulator and /media/.
  await expect(
    page.getByRole('table', { name: 'Listings' }).locator('tbody tr:not([data-testid=skeleton-row])').first(),
  ).toBeVisible(FIRST_SYNC);
  await page.goto('/admin/dashboard?tab=leads');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(FIRST_SYNC);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
