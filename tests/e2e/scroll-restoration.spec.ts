import { test, expect, type Locator } from '@playwright/test';
import { seedBoats } from '../../fixtures/boats';
import { boatTitle } from '../../packages/domain/src/boats/boat-title';
import { appStart } from './support/app-start';
import { boatOfOwn } from './support/backend';
import { FIRST_SYNC } from './support/timing';

// Back from a boat to the list lands where the visitor left it, also far down a list that rendered more cards on the
// way (src/features/boats/list/list-scroll-return.ts): the card they opened is where it was on the screen, by card,
// not by y (list-anchor.ts). On the shared backend, on purpose: a listing published while the visitor reads the boat
// comes in above the card and moves it down a card's height (a phone) or a slot of the grid (a desktop).

/** The card's top, relative to the top of the screen. */
const topOf = (card: Locator) => card.evaluate((el) => Math.round(el.getBoundingClientRect().top));

for (const { width, farDown } of [
  { width: 390, farDown: 8_000 },
  { width: 1280, farDown: 2_000 },
]) {
  test(`at ${width} px, far down /boats after Show more, a boat published meanwhile: Back puts the card opened where it was`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/boats');
    await expect(appStart(page)).toHaveAttribute('data-start', /hydrated|rendered|recovered/, FIRST_SYNC);
    const cards = page.getByRole('list', { name: 'Boats', exact: true }).getByTestId('boat-card');
    await expect(cards).toHaveCount(24, FIRST_SYNC);
    // Scrolling to 'Show more boats' renders the next step by itself (the button goes when there is no more).
    await page.getByRole('button', { name: 'Show more boats' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(24);

    // Far down: the last card, from the second step (beyond what the list shows at first).
    const card = cards.nth((await cards.count()) - 1);
    await card.scrollIntoViewIfNeeded();
    const title = (await card.getByTestId('boat-card-title').textContent())!;
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(farDown);
    const top = await topOf(card);

    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_SYNC);
    // Meanwhile the broker publishes a boat: the newest, first in the list.
    const base = seedBoats.find((b) => b.status === 'active')!;
    const model = `${base.model} Back${Date.now().toString(36)}`;
    await boatOfOwn(base.id, { model, createdAt: new Date().toISOString() });
    await page.goBack();
    await expect(page).toHaveURL(/\/boats$/);

    const list = page.getByRole('list', { name: 'Boats', exact: true });
    await expect(list.getByText(boatTitle({ ...base, model }), { exact: true })).toHaveCount(1, FIRST_SYNC);
    const same = cards.filter({ has: page.getByTestId('boat-card-title').getByText(title, { exact: true }) });
    await expect(same).toBeInViewport(FIRST_SYNC);
    // Where it was on the screen, to a pixel or two (the new boat came in above it, before or after the return).
    await expect.poll(async () => Math.abs((await topOf(same)) - top)).toBeLessThanOrEqual(2);
  });
}
