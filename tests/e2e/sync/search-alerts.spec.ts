import { test, expect, type Browser, type Page } from '@playwright/test';
import { logInAsAdmin } from '../support/admin-login';
import { toast } from '../support/toasts';
import { photo } from '../support/png';
import { YEAR, fillListing, listingForm } from '../support/listing-form';
import { appStart } from '../support/app-start';
import { backendDocs } from '../support/backend';
import { logInToOldAccount } from '../support/client';
import { accountLinkCode, accountLinkPath } from '../support/account-links';
import { withPageLog } from '../support/page-log';

// A returning visitor's device: with the service worker (the production path as people have it).
test.use({ serviceWorkers: 'allow' });

// #17 "Signed-in users can opt in to alerts by email per saved search": a buyer saves a search, verifies their address
// (#32) and turns its emails on; the broker publishes a boat it finds; the functions (listings trigger, on the emulators) write the email to
// `mail` in the Trigger Email format. First looks wait for the replica's first pull, as in multi-device.spec.ts.
const FIRST_PULL = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function device(browser: Browser, width = 390): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
}

const savedSearch = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Saved searches' }).getByRole('article', { name, exact: true });

interface Mail {
  to: string;
  listingId: string;
  message: { subject: string; text: string; html: string };
}

test('a buyer turns on emails for a saved search; the boat the broker then publishes is emailed to them once', async ({
  browser,
}) => {
  const make = `Alert${tag()}`;
  const name = `${make} center consoles`;
  const buyer = await device(browser);
  // An account from before #32's sign-up (a new one confirms its address by choosing its password on the emailed link).
  const email = await logInToOldAccount(buyer, 'Dana Munroe');

  // The search: the broker's next boat of that make (no boat has it yet).
  await buyer.goto(`/boats?q=${make}&type=Center+Console`);
  await expect(appStart(buyer)).toBeAttached(FIRST_PULL);
  await expect(buyer.getByText('No boats found')).toBeVisible(FIRST_PULL);
  await buyer.getByRole('button', { name: 'Save this search' }).click();
  const form = buyer.getByRole('form', { name: 'Save this search' });
  await form.getByRole('textbox', { name: 'Name of this search' }).fill(name);
  await form.getByRole('button', { name: 'Save search' }).click();
  // Kept on the device once it says so: leaving the page before that could leave before the write.
  await expect(toast(buyer, 'Search saved. Find it under Saved.')).toBeVisible();

  await buyer.goto('/saved');
  const emails = savedSearch(buyer, name).getByRole('checkbox', { name: `Email me new matches for ${name}` });
  // #32: no emails to an address nobody has confirmed. The switch waits, and the notice says why and where the link went.
  const notice = buyer.getByRole('region', { name: 'Verify your email' });
  await expect(notice).toContainText(`We sent a link to ${email}.`, FIRST_PULL);
  await expect(emails).toBeDisabled();
  await expect(emails).toHaveAccessibleDescription(/Open it to confirm your address/);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(toast(buyer, `We sent a new link to ${email}.`)).toBeVisible();
  // The link in that email, opened on the same phone: the session learns it at once.
  await buyer.goto(accountLinkPath('verifyEmail', await accountLinkCode(email, 'VERIFY_EMAIL')));
  await expect(buyer.getByRole('heading', { name: 'Your email is verified.' })).toBeVisible(FIRST_PULL);
  // On the account, not only on this page: the server's profile has it (a failure says what the page logged).
  await withPageLog(buyer, async () => {
    await buyer.goto('/saved');
    await expect(emails).toBeEnabled(FIRST_PULL);
    await expect(notice).toBeHidden();
    await expect(emails).not.toBeChecked();
    await emails.check();
    await expect(toast(buyer, `We'll email you when a new boat matches “${name}”.`)).toBeVisible();
    await expect
      .poll(
        async () => ((await backendDocs('profiles', 'email', email))[0]?.searchAlerts as unknown[] | undefined)?.length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
  });
  await buyer.reload();
  await expect(emails).toBeChecked(FIRST_PULL);

  const admin = await device(browser, 1280);
  await logInAsAdmin(admin, '/admin/listings/new');
  await fillListing(admin, { make, model: 'Live 32', status: 'active' });
  await admin.getByLabel('Select images').setInputFiles([photo('alert.png', 80, [20, 120, 200])]);
  await expect(admin.getByText('1 / 10 images uploaded')).toBeVisible();
  await listingForm(admin).getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(admin, 'Listing created successfully')).toBeVisible();

  const title = `${YEAR - 3} ${make} Live 32`;
  await expect
    .poll(async () => ((await backendDocs('mail', 'to', email)) as unknown as Mail[]).length, { timeout: 60_000 })
    .toBe(1);
  const [mail] = (await backendDocs('mail', 'to', email)) as unknown as Mail[];
  const [listing] = await backendDocs('listings', 'make', make);
  expect(mail!.listingId).toBe(listing!.id);
  expect(mail!.message.subject).toBe(`New for “${name}”: ${title}`);
  expect(mail!.message.text).toContain(`/boats/${listing!.id}`);
  expect(mail!.message.html).toContain(`/boats/${listing!.id}`);

  // Deleting the search on the device turns its emails off on the account.
  await savedSearch(buyer, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect
    .poll(
      async () => ((await backendDocs('profiles', 'email', email))[0]?.searchAlerts as unknown[] | undefined)?.length,
      {
        timeout: 30_000,
      },
    )
    .toBe(0);
});
