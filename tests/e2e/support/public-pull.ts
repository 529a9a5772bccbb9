import { expect, type Page } from '@playwright/test';
import { PUBLIC_PULLED_HINT_KEY } from '../../../src/data/firebase/public-snapshot-hint';

/**
 * Waits until this device holds the public listings and posts (its first pull is done): what a page reloaded offline
 * is drawn from. A visitor who goes offline before that has only the page that was rendered for them.
 */
export async function publicDataOnDevice(page: Page, timeout = 60_000) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), PUBLIC_PULLED_HINT_KEY), {
      timeout,
      message: "the device's first pull of the public data",
    })
    .not.toBeNull();
}
