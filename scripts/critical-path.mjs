// The one method for "what a first visit downloads to show a page", used by the e2e budget test
// (tests/e2e/budgets.spec.ts, through tests/e2e/support/critical-path.ts) and by `npm run bench`
// (scripts/bench/run.mjs): the gzip size of every script and stylesheet the page asked for until a moment, on the
// page's own clock. A page of the production build never lets the network go quiet (its Firestore listen channel
// stays open), so the moment is an event of the page, never an idle network.
import { gzipSync } from 'node:zlib';

/**
 * Records the script and stylesheet responses of `page` while `visit()` runs and until `until(page)` resolves to the
 * page-clock time that ends the measure (performance.now()); returns those the page asked for up to then, each file
 * once, with their gzip sizes, largest first.
 */
export async function sumCriticalPath(page, visit, until) {
  const bodies = new Map();
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => ({ url: response.url(), type, gzipBytes: gzipSync(body).length }),
        // Kept as a failure, not thrown here: bodies of files after the measured moment are never awaited.
        (error) => ({ url: response.url(), type, error: String(error?.message ?? error) }),
      ),
    );
  };
  page.on('response', onResponse);
  let asked;
  try {
    await visit();
    const endedAt = await until(page);
    asked = await page.evaluate(
      (end) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= end && /\.(js|css)$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.name),
      endedAt,
    );
    // Every file asked for by then has arrived, or arrives now (the page waited for them).
    const deadline = Date.now() + 15_000;
    while (!asked.every((name) => bodies.has(name)) && Date.now() < deadline) await page.waitForTimeout(50);
  } finally {
    // Stop listening first: a body read started after the files are collected would fail once the context closes.
    page.off('response', onResponse);
  }
  // A file the page asked for but that cannot be counted fails the measure: an undercount would pass a budget.
  const missing = asked.filter((name) => !bodies.has(name));
  if (missing.length) throw new Error(`critical path: no response seen for ${missing.join(', ')}`);
  const files = await Promise.all(asked.map((name) => bodies.get(name)));
  const unread = files.filter((f) => f.error);
  if (unread.length) throw new Error(`critical path: cannot read ${unread.map((f) => `${f.url} (${f.error})`)}`);
  const sum = (type) => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzipBytes, 0);
  return {
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    jsGzipBytes: sum('script'),
    cssGzipBytes: sum('stylesheet'),
  };
}

/** Pure: one file of a measure as a report line ("12.3 KB js  /assets/app.js"). */
export function describeFile(file) {
  return `${(file.gzipBytes / 1024).toFixed(1)} KB ${file.type === 'script' ? 'js ' : 'css'} ${new URL(file.url).pathname}`;
}

/**
 * `until` for a public page: once `ready` (a selector) is shown and the app has started on it (`startAttr` on #root:
 * hydrated or rendered), the time it started. What loads after (the live sync's database and Firestore code) is not
 * on the way to the first screen.
 */
export function untilAppStarted(ready, startAttr, timeout = 30_000) {
  return async (page) => {
    await page.locator(ready).first().waitFor({ timeout });
    const root = `#root[${startAttr}]`;
    await page.locator(root).waitFor({ state: 'attached', timeout });
    return page.evaluate(() => window.__appStartedAt ?? performance.now());
  };
}

/** Sets window.__appStartedAt when #root gets `startAttr`, on the page's clock (before any page script runs). */
export function markAppStart(context, startAttr) {
  return context.addInitScript((attr) => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.hasAttribute(attr)) return;
      window.__appStartedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [attr] });
  }, startAttr);
}

/** A first visit of `url` (new context: empty cache, service worker blocked) measured until the app started. */
export async function measureCriticalPath(browser, url, ready, startAttr) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await markAppStart(context, startAttr);
    const page = await context.newPage();
    return await sumCriticalPath(page, () => page.goto(url, { waitUntil: 'load' }), untilAppStarted(ready, startAttr));
  } finally {
    await context.close();
  }
}
