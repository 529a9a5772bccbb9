// Shared settings of `npm run bench`.

/** Debian's chromium with the flags this machine needs (no background traffic to the closed network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The attribute #root gets once the app runs (src/app/prerender/hydration.ts START_ATTR; a unit test holds them equal). */
export const APP_START_ATTR = 'data-start';
/** Set once a device's first pull of the public data is done (src/data/firebase/public-snapshot-hint.ts; held equal). */
export const PUBLIC_PULLED_HINT_KEY = 'hy.publicPulled';

/** The budgets (JS sizes match src/lib/budgets.ts, which the e2e budget test enforces). */
export const BUDGETS = {
  homeJs: 150 * 1024,
  boatsJs: 250 * 1024,
  boatJs: 250 * 1024,
  lcpMs: 600,
  offlineReloadMs: 300,
  keystrokeMs: 16,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};

/** Slow 4G for CDP Network.emulateNetworkConditions: 150 ms RTT, 1.6 Mbps down, 750 Kbps up (bytes per second). */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export function median(values) {
  const s = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One decimal, for reports; null and undefined pass through. */
export function round(v) {
  return v === null || v === undefined ? v : Math.round(v * 10) / 10;
}

/** Nearest-rank percentile (p in 0..1) of the numbers among `values`; null when there are none. */
export function percentile(values, p) {
  const s = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] : null;
}
