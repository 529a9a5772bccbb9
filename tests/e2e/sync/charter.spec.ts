import { test, expect, type Browser, type Page } from '@playwright/test';
import { logInAsAdmin } from '../support/admin-login';
import { toast } from '../support/toasts';
import { backendDocs } from '../support/backend';
import { wcagViolations } from '../support/axe';

// #33: a guest asks for a day on the charter boat from a phone with no signal; the request waits on the device, goes
// once the phone is back online, reaches the broker's Leads as a charter request, and the backend holds the day: a
// third device's calendar shows it held (never who). On the production path: the visitor outbox, the rules, the
// inquiries trigger (answerCharterRequest) and the public copy of the slots, on the emulators.
const FIRST_PULL = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function device(browser: Browser, width = 390): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
}

/** /charter's calendar, loaded (its own chunk) and the server's word on the month kept on the device. */
async function openCalendar(page: Page) {
  await page.goto('/charter');
  await expect(page.getByTestId('charter-as-of')).toContainText('Availability as of', FIRST_PULL);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByTestId('charter-as-of')).toContainText('Availability as of', FIRST_PULL);
  return page.getByRole('grid');
}

test('a guest asks for a day offline; it goes once back online, the broker sees the charter lead, and the day shows held', async ({
  browser,
}) => {
  const email = `charter-${tag()}@example.com`;
  const guest = await device(browser);
  const grid = await openCalendar(guest);
  // A day free all day, picked at random so that repeated runs on one backend do not meet.
  const freeDays = grid.getByRole('button', { name: /: free$/ });
  const count = await freeDays.count();
  expect(count).toBeGreaterThan(0);
  const dayButton = freeDays.nth(Math.floor(Math.random() * count));
  const label = (await dayButton.getAttribute('aria-label'))!;
  const dayText = label.replace(/: free$/, '');

  // On the beach: the signal goes before the guest sends.
  await dayButton.click();
  const form = guest.getByRole('form', { name: `Request ${dayText}` });
  await expect(form).toBeVisible();
  await guest.context().setOffline(true);
  await form.getByLabel('Charter').selectOption('full_day');
  await form.getByLabel('Guests (1–12)').fill('4');
  await form.getByLabel('Destination').selectOption('Rose Island');
  await form.getByLabel('Catered lunch and snacks').check();
  await form.getByLabel('Name').fill('Keisha Rolle');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 242 555 0110');
  await form.getByLabel('Note').fill('Birthday trip, two children.');
  // The terms are stated before asking, with what is asked and its price.
  await expect(form.getByRole('region', { name: 'Your request and our terms' })).toContainText('Full Day · $2,000');
  await form.getByRole('button', { name: 'Request to book' }).click();
  await expect(toast(guest, 'Request saved')).toBeVisible();
  const mine = guest.getByRole('region', { name: 'My charter requests' });
  const request = mine.getByRole('listitem', { name: `Full Day on ${dayText}` });
  await expect(request).toContainText('Waiting to send');
  expect(await backendDocs('inquiries', 'email', email)).toHaveLength(0);

  // Back online: it goes once, as a charter request, and the backend holds the day.
  await guest.context().setOffline(false);
  await expect(request).toContainText('Sent', { timeout: 30_000 });
  await expect.poll(async () => (await backendDocs('inquiries', 'email', email)).length, { timeout: 30_000 }).toBe(1);
  const [lead] = await backendDocs('inquiries', 'email', email);
  expect(lead).toMatchObject({ inquiryType: 'charter', details: { charterChoice: 'full_day', charterGuests: '4' } });
  await expect
    .poll(async () => (await backendDocs('charterReplies', 'id', lead!.id))[0]?.status ?? null, { timeout: 30_000 })
    .toBe('held');
  // The guest's phone hears it: held while the brokerage confirms.
  await expect(request.getByTestId('charter-reply')).toContainText('Held for you until', { timeout: 30_000 });

  // The broker's phone: the lead, as a charter request.
  const admin = await device(browser);
  await logInAsAdmin(admin, '/admin/leads');
  const row = admin.getByRole('table', { name: 'Leads' }).locator('tbody tr').filter({ hasText: email });
  await expect(row).toHaveCount(1, FIRST_PULL);
  await expect(row).toContainText('Keisha Rolle');
  await expect(row).toContainText('Charter request');

  // Another guest's phone: the day is held, and the calendar says nothing of who.
  const other = await device(browser, 360);
  const otherGrid = await openCalendar(other);
  await expect(otherGrid.getByRole('button', { name: `${dayText}: held` })).toBeVisible(FIRST_PULL);
  await expect(other.getByText('Keisha Rolle')).toHaveCount(0);
});

test('two phones ask for the same day at the same moment: the backend holds it for one, the other is offered the nearest free times', async ({
  browser,
}) => {
  const phones = [await device(browser), await device(browser, 360)];
  const grids = await Promise.all(phones.map(openCalendar));
  const freeDays = grids[0]!.getByRole('button', { name: /: free$/ });
  const count = await freeDays.count();
  const label = (await freeDays.nth(Math.floor(Math.random() * count)).getAttribute('aria-label'))!;
  const dayText = label.replace(/: free$/, '');
  const forms = await Promise.all(
    phones.map(async (phone, i) => {
      await grids[i]!.getByRole('button', { name: label }).click();
      const form = phone.getByRole('form', { name: `Request ${dayText}` });
      await form.getByLabel('Charter').selectOption('full_day');
      await form.getByLabel('Name').fill(i === 0 ? 'Tamika Ferguson' : 'Deron Knowles');
      await form.getByLabel('Email').fill(`race-${i}-${tag()}@example.com`);
      await form.getByLabel('Phone').fill('+1 242 555 0120');
      return form;
    }),
  );
  await Promise.all(forms.map((form) => form.getByRole('button', { name: 'Request to book' }).click()));
  const replies = phones.map((phone) =>
    phone
      .getByRole('region', { name: 'My charter requests' })
      .getByRole('listitem', { name: `Full Day on ${dayText}` })
      .getByTestId('charter-reply'),
  );
  for (const reply of replies) await expect(reply).toBeVisible({ timeout: 60_000 });
  const texts = await Promise.all(replies.map((r) => r.textContent()));
  expect(texts.filter((t) => t?.startsWith('Held for you until'))).toHaveLength(1);
  const taken = texts.findIndex((t) => t?.startsWith('Sorry, that time was just taken.'));
  expect(taken).toBeGreaterThanOrEqual(0);
  // The one who lost it is offered the nearest free days, and one tap asks for another.
  const nearby = phones[taken]!.getByRole('list', { name: 'Free times nearby' }).getByRole('button');
  expect(await nearby.count()).toBeGreaterThan(0);
  await nearby.first().click();
  await expect(phones[taken]!.getByRole('form', { name: /^Request / })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, bypassCSP: true });

  test('the calendar fits, moves with the keys, has a list view, and has no serious accessibility problem', async ({
    page,
  }) => {
    const grid = await openCalendar(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Each day is a 44 px target.
    const first = grid.getByRole('button').first();
    expect((await first.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Keys: one focusable day; the arrow moves to the next.
    await first.focus();
    const before = await first.getAttribute('data-day');
    await page.keyboard.press('ArrowRight');
    await expect(grid.locator(':focus')).not.toHaveAttribute('data-day', before!);
    expect(await wcagViolations(page)).toEqual([]);
    // The text list: the free times, each with its button.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('list', { name: /^Free times in / })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
