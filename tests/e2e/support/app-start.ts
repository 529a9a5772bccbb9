import type { Page } from '@playwright/test';
import { START_ATTR } from '../../../src/app/prerender/hydration';

/**
 * #root once the app runs (src/main.tsx sets START_ATTR: hydrated / rendered / recovered). On a prerendered page the
 * app starts after the first screen, so an action that needs it (a key press, a synthetic browser event) waits here.
 */
export const appStart = (page: Page) => page.locator(`#root[${START_ATTR}]`);
