import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/demo-accounts.mjs';
import { withSecondFactor } from '../../../scripts/second-factor-page.mjs';
import { appStart } from './app-start';
import { FIRST_SYNC } from './timing';

export const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

/** Where Firebase Auth keeps a signed-in user on the device (its indexedDBLocalPersistence). */
const AUTH_DB = { name: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage', keyPath: 'fbase_key' } as const;
/** The app's own "a session was here" hint (session-store.ts SESSION_HINT_KEY): its first paint reads it. */
const SESSION_HINT = ['hy.session', '1'] as const;

/** The admin's session as Firebase Auth stored it after a real sign-in: one per worker process. */
let savedSession: unknown[] | null = null;

const pathPattern = (path: string) => new RegExp(`${path.replace(/[$?.*+()[\]{}|^\\]/g, '\\$&')}$`);

/** Logs in on /auth through the form, as a person does; the page lands back on `path`. */
async function logInThroughForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(demoAdmin.email);
  await form.getByLabel('Password').fill(demoAdmin.password);
  // Then the SMS code of the admin's second factor (#32), as the Auth emulator issued it.
  await withSecondFactor(page, demoAdmin.secondFactorPhone!, () => form.getByRole('button', { name: 'Login' }).click());
  // The sign-in, the admin's role read from the token, the redirect: seconds, past 10 s on the loaded CI machine.
  await expect(page).toHaveURL(pathPattern(path), FIRST_SYNC);
}

/** The records Firebase Auth persisted on this page's origin (the signed-in user and its refresh token). */
function readAuthRecords(page: Page): Promise<unknown[]> {
  return page.evaluate(
    (db) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(db.name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(db.store, 'readonly').objectStore(db.store).getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    AUTH_DB,
  );
}

/**
 * Puts a saved session on this fresh device before the app starts, as a browser that signed in earlier holds it: the
 * records in Firebase Auth's own database (created as its SDK creates it) and the app's session hint. A plain file of
 * the origin is the page it is written from: no app code runs there.
 */
async function restoreSession(page: Page, records: unknown[]) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ db, records, hint }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db.name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(db.store, { keyPath: db.keyPath });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(db.store, 'readwrite');
          for (const record of records) tx.objectStore(db.store).put(record);
          tx.oncomplete = () => {
            open.result.close();
            localStorage.setItem(hint[0], hint[1]);
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { db: AUTH_DB, records, hint: SESSION_HINT },
  );
}

/**
 * Opens an admin page as the seeded admin. The first time in a worker through the /auth form (and the session it
 * stored is kept); after that the page opens on a device that already holds that session, as an admin's own phone
 * does: the form itself is tested in auth.spec.ts. One attempt: a sign-in that fails is the app's failure to show.
 */
export async function logInAsAdmin(page: Page, path: string) {
  if (!savedSession) {
    await logInThroughForm(page, path);
    savedSession = await readAuthRecords(page);
    if (!savedSession.length) throw new Error('Firebase Auth stored no session after the admin signed in');
    return;
  }
  await restoreSession(page, savedSession);
  await page.goto(path);
  // Signed in from the stored session: once the app has started and its guard has read the session ("Loading..."
  // gone), the page is still `path`, not the /auth form.
  await expect(appStart(page)).toBeAttached(FIRST_SYNC);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0, FIRST_SYNC);
  await expect(page).toHaveURL(pathPattern(path));
}
