/**
 * Schedules another attempt at something that failed for want of a connection: at the next 'online' while the browser
 * is offline, else after a delay that grows with each attempt (1, 2, 4 … 30 s). Not only on 'online': the event can
 * come before requests get through, and a single retry then fails for good. Returns a cancel function.
 */
export function retrySoon(attempt: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onOnline = () => {
    timer = setTimeout(run, 0);
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    addEventListener('online', onOnline, { once: true });
  else timer = setTimeout(run, retryDelayMs(attempt));
  return () => {
    removeEventListener('online', onOnline);
    clearTimeout(timer);
  };
}

/** Pure: how long the attempt after `attempt` failed ones waits: 1 s doubling each time, up to `capMs`. */
export function retryDelayMs(attempt: number, capMs = 30_000): number {
  return Math.min(capMs, 1000 * 2 ** Math.max(0, attempt));
}
