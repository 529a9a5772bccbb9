import { gzipSync } from 'node:zlib';
import { expect, type Browser, type Response } from '@playwright/test';
import { START_ATTR } from '../../../src/app/prerender/hydration';
import { appStart } from './app-start';

export interface CriticalPathReport {
  scripts: { url: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * Loads a page cold (no service worker, empty cache) and adds up the gzip size of every script and stylesheet the
 * page asked for before it was shown and its app running (hydrated or rendered: START_ATTR on #root): what a first
 * visit on a phone has to download to show the page. Not what the app asks for after it started: the public data's
 * live sync (the database and Firestore code) loads once the page is up, and its channel keeps the network busy for
 * as long as the page is open.
 */
export async function measureCriticalPath(browser: Browser, url: string, ready: string): Promise<CriticalPathReport> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // When the app started, on the page's own clock (the resource timings' clock).
  await page.addInitScript((attr) => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.hasAttribute(attr)) return;
      (window as { appStartedAt?: number }).appStartedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [attr] });
  }, START_ATTR);
  const bodies = new Map<string, Promise<{ url: string; type: string; gzipBytes: number }>>();
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.set(
      response.url(),
      response.body().then((body) => ({ url: response.url(), type, gzipBytes: gzipSync(body).length })),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor();
  await appStart(page).waitFor({ timeout: 30_000 });
  const before = await page.evaluate(() => {
    const startedAt = (window as { appStartedAt?: number }).appStartedAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= startedAt)
      .map((entry) => entry.name);
  });
  // Every file asked for before the start has arrived by then (the app waited for them).
  await expect
    .poll(() => before.every((name) => !/\.(js|css)$/.test(new URL(name).pathname) || bodies.has(name)))
    .toBe(true);
  // Stop listening first: a body read started after the files are collected would fail once the context closes.
  page.off('response', onResponse);
  const files = await Promise.all(before.filter((name) => bodies.has(name)).map((name) => bodies.get(name)!));
  await context.close();
  const scripts = files.filter((f) => f.type === 'script').map(({ url: u, gzipBytes }) => ({ url: u, gzipBytes }));
  return {
    scripts,
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    cssGzipBytes: files.filter((f) => f.type === 'stylesheet').reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}

export function describeReport(report: CriticalPathReport): string {
  return report.scripts.map((s) => `${(s.gzipBytes / 1024).toFixed(1)} KB  ${new URL(s.url).pathname}`).join('\n');
}
