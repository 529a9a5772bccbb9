// Gzip bytes of every script and stylesheet a cold visit fetches until the page is ready and the network is
// quiet (same method as tests/e2e/support/critical-path.ts, which the e2e budget test uses).
import { gzipSync } from 'node:zlib';

/**
 * The one summing method: records every script and stylesheet response of `page` from now on, runs `visit`,
 * waits for `ready` (a selector, or a function of the page) and an idle network, then adds up their gzip sizes.
 * strict: a page that never gets ready throws instead of being measured as it is.
 */
async function sumCriticalPath(page, visit, ready, { strict = false, readyTimeoutMs = 15_000 } = {}) {
  const bodies = [];
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, type, gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  try {
    await visit();
    const waitReady =
      typeof ready === 'function'
        ? ready(page, readyTimeoutMs)
        : page.locator(ready).first().waitFor({ timeout: readyTimeoutMs });
    await (strict ? waitReady : waitReady.catch(() => {}));
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const finalPath = new URL(page.url()).pathname;
  const files = (await Promise.all(bodies)).filter(Boolean);
  const sum = (type) => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzipBytes, 0);
  return {
    finalPath,
    jsGzipBytes: sum('script'),
    cssGzipBytes: sum('stylesheet'),
    files: files
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((f) => `${(f.gzipBytes / 1024).toFixed(1)} KB ${f.type === 'script' ? 'js ' : 'css'} ${f.url}`),
  };
}

/** A first visit: new context (empty cache), service worker blocked. */
export async function measureCriticalPath(browser, base, url, ready) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    return await sumCriticalPath(page, () => page.goto(`${base}${url}`, { waitUntil: 'networkidle' }), ready);
  } finally {
    await context.close();
  }
}

/**
 * A signed-in visit: `signIn(page)` runs first in a context with the service worker blocked; then the page leaves
 * for about:blank, the HTTP cache is cleared and disabled (CDP), and only the visit of `url` is summed. The session
 * (kept by the app in IndexedDB) survives; every script and stylesheet is fetched again.
 */
export async function measureSignedInCriticalPath(browser, base, url, ready, signIn) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return await sumCriticalPath(page, () => page.goto(`${base}${url}`, { waitUntil: 'networkidle' }), ready, {
      strict: true,
      readyTimeoutMs: 30_000,
    });
  } finally {
    await context.close();
  }
}
