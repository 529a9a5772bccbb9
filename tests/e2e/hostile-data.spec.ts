import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin-login';
import { seedLeads } from '../../src/data/seed/portal-seed';

// Trust boundary: a document written past the rules (anyone holding the web config can) reaches the admin's replica.
// Device-only mode: the test writes it straight into the device backend (this browser's stand-in for Firestore).

/** Whether the device backend holds the demo business yet. */
const seeded = (page: Page) =>
  page.evaluate(async () => {
    // Not opened before the app made it: opening a missing database would create an empty one.
    if (!(await indexedDB.databases()).some((d) => d.name === 'harbour-device-backend')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('harbour-device-backend');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('rows')) return (db.close(), resolve(false));
        const count = db.transaction('rows').objectStore('rows').count();
        count.onsuccess = () => (db.close(), resolve(count.result > 0));
      };
    });
  });

/** Writes a lead into the device backend as a script would, bypassing every rule: its dates are not dates. */
function writeHostileLead(page: Page, lead: Record<string, unknown>) {
  return page.evaluate(
    (doc) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('harbour-device-backend');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('rows', 'readwrite');
          tx.objectStore('rows').put({
            collection: 'inquiries',
            id: doc.id,
            doc,
            deleted: false,
            serverTs: Date.now() + 1e9,
          });
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    lead,
  );
}

test('finding 1: a lead with a malformed date crashes no admin screen; the admin is told which record', async ({
  page,
}) => {
  await page.goto('/boats'); // the boats page opens the device backend, which seeds itself with the demo business
  await expect(page.getByTestId('boat-card').first()).toBeVisible();
  await expect.poll(() => seeded(page), { timeout: 15_000 }).toBe(true);
  const good = seedLeads[0]!;
  await writeHostileLead(page, { ...good, id: 'hostile-lead-1', name: 'Hostile Harry', createdAt: 'zzz' });

  await logInAsAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const notice = page.getByTestId('unreadable-records');
  await expect(notice).toContainText('1 record could not be read');
  await notice.locator('summary').click();
  await expect(notice).toContainText('inquiries/hostile-lead-1: createdAt: not a date');

  await page.getByRole('link', { name: 'View Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('cell', { name: good.name }).first()).toBeVisible();
  await expect(page.getByText('Hostile Harry')).toHaveCount(0);
});
