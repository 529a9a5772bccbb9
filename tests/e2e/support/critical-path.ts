import type { Browser } from '@playwright/test';
import { START_ATTR } from '../../../src/app/prerender/hydration';
import { describeFile, measureCriticalPath as measure, type CriticalPath } from '../../../scripts/critical-path.mjs';

/**
 * Loads a page cold (no service worker, empty cache) and adds up the gzip size of every script and stylesheet the
 * page asked for before it was shown and its app running (hydrated or rendered: START_ATTR on #root): what a first
 * visit on a phone has to download to show the page (scripts/critical-path.mjs, the bench's method too).
 */
export function measureCriticalPath(browser: Browser, url: string, ready: string): Promise<CriticalPath> {
  return measure(browser, url, ready, START_ATTR);
}

export function describeReport(report: CriticalPath): string {
  return report.files
    .filter((f) => f.type === 'script')
    .map(describeFile)
    .join('\n');
}
