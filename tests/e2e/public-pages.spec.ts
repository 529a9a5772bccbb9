import { test, expect, type Page } from '@playwright/test';
import { business } from '../../packages/domain/src/business';

const title = (page: string) => `${page} | ${business.productName}`;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

async function expectMeta(page: Page, pageTitle: string, path: string) {
  await expect(page).toHaveTitle(title(pageTitle));
  const url = `${business.siteUrl}${path}`;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title(pageTitle));
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('h1')).toHaveCount(1);
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A form control by its accessible name (the label without the required marker). */
const SELECTS = new Set(['Boat Type', 'Condition']);
const control = (page: Page, label: string) =>
  page.locator('main form').getByRole(SELECTS.has(label) ? 'combobox' : 'textbox', { name: label, exact: true });

test.describe('home', () => {
  test('shows the hero, claims, services, the exclusive representation and the contact block', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Premier Yacht Brokerage in The Bahamas' })).toBeVisible();
    await expect(page.getByText('Luxury Listings. Seamless Sales.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Inventory' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact');
    await expect(page.getByText('100% Customer Satisfaction')).toBeVisible();
    await expect(page.getByText('#1 In The Bahamas')).toBeVisible();
    for (const card of ['Yacht Sales', 'Brokerage Services', 'Charter Services', 'Exclusive Representative']) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    await expect(page.getByText('Starting at $65,000')).toBeVisible();
    const maker = page.getByRole('link', { name: `Visit ${business.tournamentMaker.name}` });
    await expect(maker).toHaveAttribute('href', business.tournamentMaker.url);
    await expect(maker).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(page.getByRole('link', { name: business.email }).first()).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    await expect(page.getByRole('link', { name: business.phone }).first()).toHaveAttribute('href', business.phoneHref);
    await expect(page.getByRole('link', { name: business.social.handle, exact: true })).toHaveAttribute(
      'href',
      business.social.url,
    );
    await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
  });

  test('View Inventory goes to /boats', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View Inventory' }).click();
    await expect(page).toHaveURL(/\/boats$/);
  });

  test('sets title, canonical, social tags and Organization JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expectMeta(page, 'Premier Yacht Brokerage in The Bahamas', '/');
    await expect.poll(async () => (await jsonLd(page)).map((d) => d['@type'])).toContain('Organization');
    const org = (await jsonLd(page)).find((d) => d['@type'] === 'Organization')!;
    expect(org.name).toBe(business.productName);
    expect(org.telephone).toBe(business.phone);
  });

  test('the hero video autoplays by default, with webm then mp4 sources', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveJSProperty('autoplay', true);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('playsinline', '');
    const types = await video.locator('source').evaluateAll((els) => els.map((e) => e.getAttribute('type')));
    expect(types).toEqual(['video/webm', 'video/mp4']);
  });

  test('the hero video does not autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveJSProperty('autoplay', false);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveJSProperty('paused', true);
    await expect(page.locator('section img[srcset*="hero-poster-480.webp"]')).toHaveCount(1);
  });

  test('the hero video does not autoplay when the connection asks to save data', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
    });
    await page.goto('/');
    await expect(page.getByTestId('hero-video')).toHaveJSProperty('autoplay', false);
    await expect(page.getByTestId('hero-video')).toHaveAttribute('preload', 'none');
  });
});

test.describe('sell', () => {
  const valid = {
    'Full Name': 'Jane Roberts',
    Email: 'jane@example.com',
    Phone: '242-555-0199',
    Make: 'Boston Whaler',
    Model: '330 Outrage',
    Year: '2019',
    'Length (feet)': '33',
    'Asking Price (USD)': '245000',
    Location: 'Nassau, Bahamas',
  } as const;

  async function fillValid(page: Page) {
    for (const [label, value] of Object.entries(valid)) await control(page, label).fill(value);
    await control(page, 'Boat Type').selectOption('center-console');
    await control(page, 'Condition').selectOption('excellent');
  }

  test('shows benefits, advantages, the form and call/email buttons; sets meta', async ({ page }) => {
    await page.goto('/sell');
    await expectMeta(page, 'Sell Your Boat', '/sell');
    await expect(page.getByRole('heading', { level: 2, name: 'Submit Listing Request' })).toBeVisible();
    for (const advantage of [
      'No upfront fees',
      'Professional photography',
      'documentation',
      'Pre-screened',
      'sea trials',
      'Legal and financial coordination',
      'Post-sale support',
    ]) {
      await expect(page.getByText(advantage, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute(
      'href',
      business.phoneHref,
    );
    await expect(page.getByRole('link', { name: `Email ${business.email}` })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    const types = await control(page, 'Boat Type').locator('option:not([value=""])').allTextContents();
    expect(types).toEqual([
      'Center Console',
      'Sport Fishing',
      'Motor Yacht',
      'Express Cruiser',
      'Flybridge',
      'Catamaran',
      'Sailboat',
      'Other',
    ]);
  });

  test('an empty submit shows the Validation Error toast and every inline message', async ({ page }) => {
    await page.goto('/sell');
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Please check all required fields and try again.');
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Make is required',
      'Model is required',
      'Year is required',
      'Length is required',
      'Please select a boat type',
      'Please select a condition',
      'Asking price is required',
      'Location is required',
      'Description must be at least 20 characters',
    ]) {
      await expect(page.locator('form').getByText(message, { exact: true })).toBeVisible();
    }
    await expect(control(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(control(page, 'Full Name')).toBeFocused();
  });

  test('a 19-character description is refused, 20 is accepted and the form resets', async ({ page }) => {
    await page.goto('/sell');
    await fillValid(page);
    const description = control(page, 'Description');
    await description.fill('x'.repeat(19));
    await expect(page.getByText('19/2000')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(toast(page, 'Validation Error')).toBeVisible();
    await expect(page.getByText('Description must be at least 20 characters')).toBeVisible();
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(1);

    await description.fill('x'.repeat(20));
    await expect(page.getByText('20/2000')).toBeVisible();
    await expect(page.getByText('Description must be at least 20 characters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(toast(page, 'Thank you for your submission!')).toContainText(
      "We'll review your boat listing and contact you within 24 hours.",
    );

    for (const label of [...Object.keys(valid), 'Description', 'Boat Type', 'Condition']) {
      await expect(control(page, label)).toHaveValue('');
    }
    await expect(page.getByText('0/2000')).toBeVisible();
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);
  });

  test('trims before counting: a name of one letter padded with spaces is refused', async ({ page }) => {
    await page.goto('/sell');
    await fillValid(page);
    await control(page, 'Description').fill('A well kept boat with low hours.');
    await control(page, 'Full Name').fill('  J  ');
    await page.getByRole('button', { name: 'Submit Listing Request' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(control(page, 'Full Name')).toHaveValue('  J  ');
  });
});

test.describe('contact', () => {
  async function fillValid(page: Page) {
    await control(page, 'Name').fill('Marcus Knowles');
    await control(page, 'Email').fill('marcus@example.com');
    await control(page, 'Phone').fill('+1 242 555 0123');
    await control(page, 'Subject').fill('Charter next month');
  }

  test('shows contact details and sets LocalBusiness JSON-LD', async ({ page }) => {
    await page.goto('/contact');
    await expectMeta(page, 'Contact Us', '/contact');
    await expect(page.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible();
    await expect(page.getByText(business.hoursText)).toBeVisible();
    await expect(page.getByText('8:00 AM to 8:00 PM daily')).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: business.phone })).toHaveAttribute('href', business.phoneHref);
    await expect(main.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(main.getByText(business.address.locality, { exact: false }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(`^${business.social.handle}`) })).toHaveAttribute(
      'href',
      business.social.url,
    );
    await expect.poll(async () => (await jsonLd(page)).map((d) => d['@type'])).toContain('LocalBusiness');
    const local = (await jsonLd(page)).find((d) => d['@type'] === 'LocalBusiness')!;
    expect(local.openingHours).toBe('Mo-Su 08:00-18:00');
    expect(local.telephone).toBe(business.phone);
    expect(local.geo).toMatchObject({ latitude: business.geo.latitude, longitude: business.geo.longitude });
    expect((local.address as Record<string, string>).addressLocality).toBe(business.address.locality);
  });

  test('an empty submit shows the Validation Error toast and every inline message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Please check all required fields and try again.');
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Subject must be at least 3 characters',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.locator('form').getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(5);
  });

  test('a 9-character message is refused, 10 is accepted and the form resets', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page);
    const message = control(page, 'Message');
    await message.fill('x'.repeat(9));
    await expect(page.getByText('9/2000')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(1);

    await message.fill('x'.repeat(10));
    await expect(page.getByText('10/2000')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent!')).toContainText("We'll get back to you within 24 hours.");
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      await expect(control(page, label)).toHaveValue('');
    }
    await expect(page.getByText('0/2000')).toBeVisible();
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);
  });

  test('a 9-character phone number is refused', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page);
    await control(page, 'Phone').fill('242555012');
    await control(page, 'Message').fill('Hello, please call me back.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
    await expect(control(page, 'Message')).toHaveValue('Hello, please call me back.');
  });
});

test.describe('charter', () => {
  test('shows the boat, the options, destinations and phone/email booking', async ({ page }) => {
    await page.goto('/charter');
    await expectMeta(page, 'Boat Charters in Nassau', '/charter');
    await expect(page.getByText('Up to 12 guests', { exact: true })).toBeVisible();
    await expect(page.getByText('Cruises at 30+ knots')).toBeVisible();
    await expect(page.getByText('31 feet')).toBeVisible();
    const half = page.getByTestId('charter-option-half-day');
    const full = page.getByTestId('charter-option-full-day');
    const multi = page.getByTestId('charter-option-multi-day');
    await expect(half).toContainText('Half Day');
    await expect(half).toContainText('4 hours');
    await expect(full).toContainText('Full Day');
    await expect(full).toContainText('8 hours');
    await expect(full).toContainText('Most Popular');
    await expect(half).not.toContainText('Most Popular');
    await expect(multi).toContainText('Multi-Day');
    await expect(multi).toContainText('Custom Pricing');
    for (const d of ['Exuma Cays', 'Deep Sea Fishing', 'Rose Island', 'Custom Itinerary']) {
      await expect(page.getByRole('heading', { level: 3, name: d })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: "What's Included" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add-Ons' })).toBeVisible();
    await expect(page.getByText('7 days a week')).toBeVisible();
    await expect(page.getByText('Advance booking is recommended', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute(
      'href',
      business.phoneHref,
    );
    await expect(page.getByRole('link', { name: `Email ${business.email}` })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${business.email}`),
    );
    await expect(page.locator('main form')).toHaveCount(0);
    // #33: the offers as structured data, priced as the page shows them.
    const service = (await jsonLd(page)).find((d) => d['@type'] === 'Service')!;
    expect((service.offers as Array<{ name: string; price?: number }>).map((o) => [o.name, o.price ?? null])).toEqual([
      ['Half Day', 1200],
      ['Full Day', 2000],
      ['Multi-Day', null],
    ]);
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ['/', '/sell', '/contact', '/charter']) {
    test(`${path} has no horizontal overflow on a 360px phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('the page arrives with the site header already in its HTML, the same size as the header the app renders', async ({
  browser,
}) => {
  // Without JavaScript: what a slow connection paints before the app's code has run.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  const before = await plain.newPage();
  await before.goto('/boats');
  const shellBrand = before.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: business.productName });
  await expect(shellBrand).toBeVisible();
  const shellBox = await before.locator('header').boundingBox();
  await plain.close();

  const app = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const after = await app.newPage();
  await after.goto('/boats');
  await expect(after.getByRole('button', { name: 'Open menu' })).toBeVisible(); // the app's own header
  expect(await after.locator('header').first().boundingBox()).toEqual(shellBox);
  await app.close();
});
