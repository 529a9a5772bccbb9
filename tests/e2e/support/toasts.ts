import { expect, type Page } from '@playwright/test';

export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Closes every visible toast (the spec shows at most 3 at once; more wait in a queue). */
export async function dismissToasts(page: Page) {
  const close = page.getByTestId('toast').getByRole('button', { name: 'Dismiss notification' });
  for (let i = 0; i < 10 && (await close.count()) > 0; i++) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(200);
  }
  await expect(page.getByTestId('toast')).toHaveCount(0);
}
