import { test, expect, type Page } from '@playwright/test';
import { logInWith, logOut, signUp } from './support/client';
import { seedBoats } from '../../fixtures/boats';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';
import { FIRST_SYNC } from './support/timing';

// A logout deletes the user's replica and the account's shortlist from the device, so the next login reads the account
// back from Firestore, as a second phone would. tests/e2e/sync/shortlist-across-devices.spec.ts runs two devices.

const onMarket = seedBoats.filter((b) => b.status === 'active' && !b.priceOnRequest).slice(0, 3);
const [first, second, third] = onMarket.map((b) => ({ id: b.id, title: boatTitle(b) }));

async function save(page: Page, boat: { id: string; title: string }) {
  await page.goto(`/boats/${boat.id}`);
  await page.getByRole('button', { name: `Save ${boat.title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${boat.title} from saved` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** The saved boats' titles on /saved, once they are what is expected: a sign-in's first sync may still be on. */
async function expectSavedTitles(page: Page, titles: string[]) {
  await page.goto('/saved');
  await expect(page.getByTestId('saved-boat').getByRole('heading')).toHaveText(titles, FIRST_SYNC);
}

// On a phone, with an account of its own, new: its shortlist is what the test builds, from empty (beside the other
// specs, firebase project). The desktop's navigation differs (no menu): its logout is in auth.spec.ts, its saved
// count in saved-boats.spec.ts.
test('on a phone: boats saved before signing in join the account, follow it to the next login and leave the device at logout', async ({
  page,
}) => {
  // Three sign-ins and their first syncs: about 60 s on a quiet machine, 125 s seen with two suites on two cores.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A visitor saves a boat, then makes an account: the boat joins it.
  await save(page, first!);
  const email = await signUp(page, 'Tamika Rolle');
  // Saved while signed in: the account's too.
  await save(page, second!);
  await expectSavedTitles(page, [second!.title, first!.title]);

  // Logging out leaves no one's shortlist on a shared phone.
  await logOut(page);
  await page.goto('/saved');
  await expect(page.getByTestId('saved-empty')).toBeVisible();
  await expect(page.getByTestId('saved-count')).toHaveCount(0);

  // A visitor on the same phone saves another boat; the owner signs in again: both shortlists, each boat once.
  await save(page, third!);
  await logInWith(page, email);
  await page.goto('/saved');
  await expect(page.getByTestId('saved-boat')).toHaveCount(3, FIRST_SYNC);
  await expect(page.getByTestId('saved-count').filter({ visible: true })).toHaveText(/^3/);

  // Taken off while signed in: the account forgets it too, so the next login does not bring it back.
  await page
    .getByTestId('saved-boat')
    .filter({ hasText: second!.title })
    .getByRole('button', { name: `Remove ${second!.title} from saved` })
    .click();
  await expect(page.getByTestId('saved-boat')).toHaveCount(2);
  await logOut(page);
  await logInWith(page, email);
  await page.goto('/saved');
  await expect(page.getByTestId('saved-boat')).toHaveCount(2, FIRST_SYNC);
  await expect(page.getByTestId('saved-boat').getByRole('heading')).toHaveText([third!.title, first!.title]);
});
