#!/usr/bin/env node
// Waterfall of one cold visit on slow 4G (the bench's profile): when each request started and finished, and when
// the first boat card and LCP happened. Diagnosis aid, not a measurement: `node scripts/bench/waterfall.mjs <base> [path]`
// against a running `vite preview` of a production build, e.g. http://127.0.0.1:4501 /boats.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './common.mjs';
import { slowPhonePage } from './cold-load.mjs';

const [base = 'http://127.0.0.1:4501', path = '/boats'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const { page } = await slowPhonePage(browser);
await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
await page.waitForTimeout(500);
const rows = await page.evaluate(() =>
  performance.getEntriesByType('resource').map((e) => ({
    name: new URL(e.name).pathname,
    start: e.startTime,
    end: e.responseEnd,
    kb: e.encodedBodySize / 1024,
  })),
);
const probe = await page.evaluate(() => window.__probe);
const nav = await page.evaluate(() => performance.getEntriesByType('navigation')[0].responseEnd);
console.log(`${'0'.padStart(6)} → ${Math.round(nav).toString().padStart(6)} ms  ${path} (HTML)`);
for (const r of rows.sort((a, b) => a.start - b.start))
  console.log(
    `${Math.round(r.start).toString().padStart(6)} → ${Math.round(r.end).toString().padStart(6)} ms  ${r.kb.toFixed(1).padStart(6)} KB  ${r.name}`,
  );
console.log(`first card ${Math.round(probe.firstCard)} ms, LCP ${Math.round(probe.lcp)} ms (${probe.lcpElement})`);
await browser.close();
