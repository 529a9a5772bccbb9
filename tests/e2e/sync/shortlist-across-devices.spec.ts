import { test, expect, type Browser, type Page } from '@playwright/test';
import { logInWith, signUp } from '../support/client';
import { appStart } from '../support/app-start';
import { seedBoats } from '../../../fixtures/boats';
import { boatTitle } from '../../../packages/domain/src/boats/boat-title';

// A returning visitor's device: with the service worker (the production path as people have it).
test.use({ serviceWorkers: 'allow' });

// Two phones of one user, syncing through the emulators (Auth, Firestore with its rules): the shortlist follows the
// account. First looks wait for the replica's first pull, as in multi-device.spec.ts.
const FIRST_PULL = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

const [first, second] = seedBoats
  .filter((b) => b.status === 'active' && !b.priceOnRequest)
  .slice(0, 2)
  .map((b) => ({ id: b.id, title: boatTitle(b) }));

async function device(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function save(page: Page, boat: { id: string; title: string }) {
  await page.goto(`/boats/${boat.id}`);
  await expect(appStart(page)).toBeAttached(FIRST_PULL);
  await page.getByRole('button', { name: `Save ${boat.title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${boat.title} from saved` })).toBeVisible();
}

const savedEntry = (page: Page, title: string) => page.getByTestId('saved-boat').filter({ hasText: title });

test("a boat saved before signing up is on the user's other phone; saves and removals follow between open pages", async ({
  browser,
}) => {
  const phoneA = await device(browser);
  const phoneB = await device(browser);

  // On phone A a visitor saves a boat, then signs up: the boat joins the new account.
  await save(phoneA, first!);
  const email = await signUp(phoneA, 'Nia Bethel');

  // Phone B: the same user logs in; /saved has the boat (pulled from the account).
  await logInWith(phoneB, email);
  await phoneB.goto('/saved');
  await expect(savedEntry(phoneB, first!.title)).toBeVisible(FIRST_PULL);

  // Saved on phone B: phone A's open /saved shows it without a reload.
  await phoneA.goto('/saved');
  await expect(savedEntry(phoneA, first!.title)).toBeVisible(FIRST_PULL);
  await save(phoneB, second!);
  await expect(savedEntry(phoneA, second!.title)).toBeVisible({ timeout: 30_000 });

  // Removed on phone A: it leaves phone B's shortlist too, and stays removed after a reload.
  await savedEntry(phoneA, first!.title)
    .getByRole('button', { name: `Remove ${first!.title} from saved` })
    .click();
  await expect(savedEntry(phoneA, first!.title)).toHaveCount(0);
  await phoneB.goto('/saved');
  await expect(savedEntry(phoneB, first!.title)).toHaveCount(0, { timeout: 30_000 });
  await expect(savedEntry(phoneB, second!.title)).toBeVisible();
  await phoneA.reload();
  await expect(savedEntry(phoneA, second!.title)).toBeVisible(FIRST_PULL);
  await expect(savedEntry(phoneA, first!.title)).toHaveCount(0);
});
