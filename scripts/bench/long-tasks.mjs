// Diagnostic (not part of `npm run bench`): which code runs in each long task of a cold visit, on a 4x slower CPU.
// A CPU profile (CDP) is aligned to the page's clock with a marker function, then each long task
// (PerformanceObserver 'longtask') lists the functions its samples spent time in, named through the source maps.
//   npx vite build --outDir dist-map --sourcemap
//   npx vite preview --outDir dist-map --port 4602 --host 127.0.0.1 &
//   node scripts/bench/long-tasks.mjs http://127.0.0.1:4602 /blogs/bahamas-boat-buying-guide dist-map
// SELF=1 lists where the samples were (self time) rather than every function on their stacks.
import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './common.mjs';
const [base, path, dir] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__alignMarker = function __alignMarker() {
    const t = performance.now();
    while (performance.now() - t < 4) {
      /* a 4 ms busy wait: a long task the trace can be aligned on */
    }
    return t;
  };
  window.__alignAt = window.__alignMarker();
});
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + path);
await page.waitForTimeout(7000);
const { profile } = await cdp.send('Profiler.stop');
const { long, alignAt } = await page.evaluate(() => ({ long: window.__long, alignAt: window.__alignAt }));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const maps = new Map();
const mapFor = (url) => {
  if (!maps.has(url)) {
    const f = `${dir}${new URL(url).pathname}.map`;
    maps.set(url, existsSync(f) ? new TraceMap(JSON.parse(readFileSync(f, 'utf8'))) : null);
  }
  return maps.get(url);
};
const cache = new Map();
const nameOf = (id) => {
  if (cache.has(id)) return cache.get(id);
  const cf = byId.get(id).callFrame;
  let r = `${cf.functionName || '(anon)'}@${cf.url.replace(base, '') || 'native'}`;
  if (cf.url.startsWith(base) && cf.url.endsWith('.js')) {
    const m = mapFor(cf.url);
    if (m) {
      const p = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber });
      if (p.source)
        r = `${p.name ?? cf.functionName ?? '(anon)'}@${p.source.replace(/^(\.\.\/)+/, '').replace('node_modules/', '')}`;
    }
  }
  cache.set(id, r);
  return r;
};
// sample times (µs, profile clock)
const times = [];
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  times.push(t);
}
const alignIdx = profile.samples.findIndex((id) => byId.get(id).callFrame.functionName === '__alignMarker');
if (alignIdx < 0) {
  console.log('no align marker sample');
  process.exit(1);
}
const offset = times[alignIdx] / 1000 - alignAt; // profile ms = perf ms + offset
for (const [start, dur] of long) {
  const a = (start + offset) * 1000,
    b = (start + dur + offset) * 1000;
  const incl = new Map();
  let n = 0;
  for (let i = 0; i < times.length; i++) {
    if (times[i] < a || times[i] > b) continue;
    n++;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const nm = nameOf(id);
      if (seen.has(nm)) continue;
      seen.add(nm);
      incl.set(nm, (incl.get(nm) ?? 0) + 1);
    }
  }
  // SELF=1: the functions the samples were in (self time) instead of every function on their stacks.
  const self = new Map();
  if (process.env.SELF)
    for (let i = 0; i < times.length; i++)
      if (times[i] >= a && times[i] <= b) {
        const nm = nameOf(profile.samples[i]);
        self.set(nm, (self.get(nm) ?? 0) + 1);
      }
  const interesting = process.env.SELF
    ? [...self]
    : [...incl].filter(
        ([k]) =>
          /@src\/|@scripts|hydrate|performWorkOnRoot|commitRoot|renderRoot|evaluate|\(program\)|garbage|Layout|@dexie|@rxdb|router-core\/dist\/esm\/(router|load)/.test(
            k,
          ) ||
          (/^\(anon\)@/.test(k) === false && /@native/.test(k)),
      );
  console.log(`\n${Math.round(start)} +${Math.round(dur)} (${n} samples)`);
  console.log(
    '   ' +
      interesting
        .sort((x, y) => y[1] - x[1])
        .slice(0, 14)
        .map(([k, v]) => `${k.replace(/@.*\//, '@')} ${Math.round((100 * v) / Math.max(1, n))}%`)
        .join(' | '),
  );
}
await browser.close();
