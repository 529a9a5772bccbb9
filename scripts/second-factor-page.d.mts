import type { Page } from '@playwright/test';
export declare function withSecondFactor(
  page: Page,
  phoneNumber: string,
  submit: () => Promise<unknown>,
  timeoutMs?: number,
): Promise<void>;
