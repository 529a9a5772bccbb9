import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Runs a wait on a page; if it fails, the failure also says what the page logged meanwhile (its errors and warnings:
 * the sync's refusals and retries). On the CI machine nothing else of a failed run is kept.
 */
export async function withPageLog<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  const logged: string[] = [];
  const log = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`.slice(0, 400));
  };
  page.on('console', log);
  try {
    return await wait();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe page logged meanwhile:\n${logged.join('\n') || '(nothing)'}`, {
      cause: error,
    });
  } finally {
    page.off('console', log);
  }
}
