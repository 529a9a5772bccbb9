import { useMemo } from 'react';
import { createSmallStore, useSmallStore } from '@/lib/small-store';
import { RENDERED_AT_ATTR } from '@/lib/rendered-at';

/** Listing badges ("Just listed", "Price Reduced", "Sold" for 30 days) change by the day: a minute's precision is plenty. */
const TICK_MS = 60_000;
const minute = (ms: number) => ms - (ms % TICK_MS);

/** The time a page is rendered at in Node (the build, the listing server): set by renderRoute for one render. */
let serverTime: number | null = null;

/** In Node, before rendering one page: the time its badges are worked out at (written to #root, RENDERED_AT_ATTR). */
export function setRenderTime(ms: number | null): void {
  serverTime = ms === null ? null : minute(ms);
}

/** While a rendered page is hydrated: the time it was rendered at, so the first render matches its HTML. */
function renderTime(): number {
  if (serverTime !== null) return serverTime;
  const attr = typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute(RENDERED_AT_ATTR);
  const at = attr ? Date.parse(attr) : Number.NaN;
  return Number.isNaN(at) ? clock.get() : at;
}

const loaded = minute(Date.now());
/** The device's clock to the minute; one timer while anything shows it, and every part showing it moves on at once. */
const clock = createSmallStore(() => loaded, {
  server: renderTime,
  follow(store) {
    const timer = setInterval(() => {
      const now = minute(Date.now());
      if (now !== store.get()) store.set(now);
    }, TICK_MS / 4);
    return () => clearInterval(timer);
  },
});

/**
 * The time "now" for what depends on it on a page (a listing's badges): the render time while a page the build or
 * the listing server rendered is hydrated (its HTML said what it said then), the device's clock right after and then
 * minute by minute, so a badge that ran out while the page was open goes.
 */
export function useNow(): Date {
  const ms = useSmallStore(clock);
  return useMemo(() => new Date(ms), [ms]);
}
