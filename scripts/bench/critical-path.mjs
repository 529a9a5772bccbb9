// Gzip bytes of every script and stylesheet a cold visit fetches until the page is ready and the network is
// quiet (same method as tests/e2e/support/critical-path.ts, which the e2e budget test uses).
import { gzipSync } from 'node:zlib';

export async function measureCriticalPath(browser, base, url, ready) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, type, gzipBytes: gzipSync(body).length })).catch(() => null));
  });
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor({ timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  const finalPath = new URL(page.url()).pathname;
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const sum = (type) => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzipBytes, 0);
  return {
    finalPath,
    jsGzipBytes: sum('script'),
    cssGzipBytes: sum('stylesheet'),
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes).map((f) => `${(f.gzipBytes / 1024).toFixed(1)} KB ${f.type === 'script' ? 'js ' : 'css'} ${f.url}`),
  };
}
