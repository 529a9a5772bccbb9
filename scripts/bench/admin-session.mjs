// The signed-in admin for the bench's /admin/dashboard row: the seeded demo admin logs in through the real
// /auth form (as tests/e2e/support/admin-login.ts does), against the Auth + Functions emulators the committed
// .env points the production build at.
import { DEMO_ACCOUNTS } from '../demo-accounts.mjs';
import { withSecondFactor } from '../second-factor-page.mjs';

export const DEMO_ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin');

/** The four KPI cards of the Dashboard tab (src/features/admin/model/kpis.ts KPI_CARDS; data-testid kpi-<key>). */
export const DASHBOARD_KPIS = ['pendingSubmissions', 'activeListings', 'newInquiries7d', 'totalViews'];

/** Opens `path` signed out, logs in as the demo admin on /auth and waits to land back on `path`. */
export async function signInAsAdmin(page, base, path = '/admin/dashboard') {
  await page.goto(`${base}${path}`);
  await page.waitForURL(/\/auth\?redirect=/, { timeout: 20_000 });
  // The Auth emulator may be shared with a parallel e2e run that is restarting or reseeding it: retry a few times.
  for (let attempt = 1; ; attempt++) {
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(DEMO_ADMIN.email);
    await form.getByLabel('Password').fill(DEMO_ADMIN.password);
    try {
      // Then the SMS code of the admin's second factor (#32), as the Auth emulator issued it.
      await withSecondFactor(page, DEMO_ADMIN.secondFactorPhone, () =>
        form.getByRole('button', { name: 'Login' }).click(),
      );
      await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= 4)
        throw new Error(
          `admin login did not reach ${path} after ${attempt} attempts (now on ${page.url()}): ${error.message}`,
          { cause: error },
        );
      await page.waitForTimeout(5_000);
    }
  }
}

/** The dashboard is ready when its heading and all four KPI cards (numbers, not skeletons) are rendered. */
export async function dashboardReady(page, timeout) {
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout });
  await page.waitForFunction(
    (keys) => keys.every((k) => document.querySelector(`[data-testid="kpi-${k}"]`)),
    DASHBOARD_KPIS,
    { timeout },
  );
}
