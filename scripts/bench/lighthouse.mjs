// Lighthouse (its Node API) against the local preview, in Debian chromium started by chrome-launcher.
// Default config: mobile form factor with simulated slow-4G throttling. Nothing here reaches the internet.
import { readFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { BUDGETS, CHROMIUM_ARGS, CHROMIUM_PATH, median } from './common.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Each page's runs share one chromium (a fresh profile per page). Lighthouse clears the service worker, Cache Storage
 * and the HTTP cache before every run but keeps IndexedDB and localStorage: the first run is a first visit, the
 * others a returning visitor whose device holds the data but whose page comes from the network.
 */
const VISITS = {
  first: 'run 1: first visit (empty profile)',
  returning: 'runs 2+: returning visitor without a service worker (IndexedDB and localStorage kept, caches cleared)',
};

/**
 * What keeps a category below 100: for accessibility, best practices and SEO every failed audit; for performance
 * the weighted metrics that are not green (score < 0.9) and the diagnostics with estimated savings.
 */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      if (id === 'performance') {
        const metric = ref.weight > 0;
        if (metric ? audit.score >= 0.9 : audit.score >= 0.5 || audit.scoreDisplayMode !== 'metricSavings') continue;
        if (!metric && !audit.displayValue && !(audit.details?.items ?? []).length) continue;
      } else if (audit.score >= 1) continue;
      const items = (audit.details?.items ?? [])
        .slice(0, 4)
        .map((item) => {
          const node = item.node ?? item.element;
          const where = node?.snippet ?? node?.selector ?? item.url ?? item.source?.url ?? null;
          return where
            ? String(where)
                .replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')
                .slice(0, 200)
            : null;
        })
        .filter(Boolean);
      failing.push({
        category: id,
        id: ref.id,
        weight: ref.weight,
        score: audit.score,
        title: audit.title,
        displayValue: audit.displayValue,
        items,
      });
    }
  }
  return failing;
}

/** How long a run waits for the page to load (its network to go quiet, which a listening page never does). */
const LOAD_WAIT_MS = 12_000;

export async function runLighthouse(base, urls, runs, log, signal) {
  const pages = {};
  for (const [key, path] of Object.entries(urls)) {
    // Over the bench's limit for this part (time-limit.mjs): no further page.
    if (signal?.aborted) break;
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
      logLevel: 'silent',
    });
    const results = [];
    const visits = [];
    const errors = [];
    try {
      for (let i = 0; i < runs && !signal?.aborted; i++) {
        try {
          const result = await lighthouse(`${base}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            // The live sync's listen channel never lets the network go quiet: without this, every run would wait
            // Lighthouse's default 45 s for it.
            maxWaitForLoad: LOAD_WAIT_MS,
          });
          if (result?.lhr.runtimeError) errors.push(result.lhr.runtimeError.message);
          else if (result) {
            results.push(result.lhr);
            visits.push(i === 0 ? 'first' : 'returning');
          }
        } catch (error) {
          errors.push(String(error?.message ?? error));
        }
      }
    } finally {
      await chrome.kill();
    }
    if (results.length === 0) {
      pages[key] = { url: path, error: errors[0] ?? 'no result' };
      log(`lighthouse ${key}: ERROR ${pages[key].error}`);
      continue;
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(100 * median(results.map((r) => r.categories[c]?.score ?? 0)))]),
    );
    // The run whose performance score is the median one stands for the page.
    const byPerf = [...results].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const representative = byPerf[Math.floor(byPerf.length / 2)];
    const metric = (id) => representative.audits[id]?.numericValue ?? null;
    pages[key] = {
      url: path,
      runs: results.length,
      scores,
      performanceRuns: results.map((r) => Math.round(100 * r.categories.performance.score)),
      // Which visit each run was (see VISITS).
      runVisits: visits,
      metrics: {
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(1000 * metric('cumulative-layout-shift')) / 1000,
        speedIndexMs: Math.round(metric('speed-index')),
      },
      failing: failingAudits(representative),
      runWarnings: representative.runWarnings ?? [],
      errors,
    };
    pages[key].pass = CATEGORIES.every((c) => scores[c] >= BUDGETS.lighthouse[c]);
    log(`lighthouse ${key}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}`);
  }
  const { version } = JSON.parse(
    await readFile(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
  );
  return {
    lighthouseVersion: version,
    config: 'default (mobile, simulated throttling)',
    visits: VISITS,
    targets: BUDGETS.lighthouse,
    pages,
  };
}
