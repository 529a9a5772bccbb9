import { test, expect } from '@playwright/test';
import { JS_BUDGET_BYTES } from '../../src/lib/budgets';
import { describeReport, measureCriticalPath } from './support/critical-path';

test.describe('JavaScript budgets on the critical path (gzip)', () => {
  test("'/' stays within its budget", async ({ browser }) => {
    const report = await measureCriticalPath(browser, '/', 'h1');
    test.info().annotations.push({ type: 'js', description: `${report.jsGzipBytes} bytes\n${describeReport(report)}` });
    expect(report.jsGzipBytes, describeReport(report)).toBeLessThanOrEqual(JS_BUDGET_BYTES.home);
  });

  test("'/' opens no database: the home page needs none", async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    expect(names.filter((n) => /harbour|firebase/i.test(n))).toEqual([]);
  });

  test("'/boats' stays within its budget", async ({ browser }) => {
    const report = await measureCriticalPath(browser, '/boats', 'a:has-text("View Details")');
    expect(report.jsGzipBytes, describeReport(report)).toBeLessThanOrEqual(JS_BUDGET_BYTES.boats);
  });

  test('a boat page stays within its budget', async ({ browser, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const boatPath = /<loc>https?:\/\/[^<]+?(\/boats\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(boatPath, 'sitemap lists at least one boat').toBeTruthy();
    const report = await measureCriticalPath(browser, boatPath!, 'h1');
    expect(report.jsGzipBytes, describeReport(report)).toBeLessThanOrEqual(JS_BUDGET_BYTES.boatDetail);
  });
});
