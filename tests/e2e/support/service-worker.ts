import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is installed, activated and controls this page (it claims open pages when it
 * activates). Fails with the registration's state, not a hang, when it does not within the time given.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 60_000) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (navigator.serviceWorker.controller) return 'controlled';
          const registration = await navigator.serviceWorker.getRegistration();
          if (!registration) return 'no registration';
          const state = (w: ServiceWorker | null) => w?.state ?? 'none';
          return `installing ${state(registration.installing)}, waiting ${state(registration.waiting)}, active ${state(registration.active)}`;
        }),
      { timeout, message: 'the service worker controls the page' },
    )
    .toBe('controlled');
}
