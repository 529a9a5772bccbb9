import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

export interface CriticalPathReport {
  scripts: { url: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * Loads a page cold (no service worker, empty cache) and adds up the gzip size of every script and stylesheet
 * the page fetched until the network went quiet: what a first visit on a phone has to download to show the page.
 */
export async function measureCriticalPath(browser: Browser, url: string, ready: string): Promise<CriticalPathReport> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies: Promise<{ url: string; type: string; gzipBytes: number }>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ url: response.url(), type, gzipBytes: gzipSync(body).length })));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Stop listening first: a body read started after the files are collected would fail once the context closes.
  page.off('response', onResponse);
  const files = await Promise.all(bodies);
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
