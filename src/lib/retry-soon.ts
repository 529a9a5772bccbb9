/**
 * Schedules another attempt at something that failed for want of a connection: at once when the browser comes back
 * online, else after a delay that grows with each attempt (1, 2, 4 … 30 s). Not only on 'online': the event can come
 * before requests get through, and a single retry then fails for good. Not only the delay either: an attempt that
 * failed while the browser still thought it was online would otherwise wait up to 30 s after the connection is back.
 * Runs once. Returns a cancel function.
 */
export function retrySoon(attempt: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    globalThis.removeEventListener?.('online', onOnline);
    clearTimeout(timer);
  };
  const runOnce = () => {
    cancel();
    run();
  };
  function onOnline() {
    clearTimeout(timer);
    timer = setTimeout(runOnce, 0);
  }
  // Outside a browser (Node: tests, the functions' renderer) there is no 'online' event: the delay alone.
  globalThis.addEventListener?.('online', onOnline);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!offline) timer = setTimeout(runOnce, retryDelayMs(attempt));
  return cancel;
}

/** Pure: how long the attempt after `attempt` failed ones waits: 1 s doubling each time, up to `capMs`. */
export function retryDelayMs(attempt: number, capMs = 30_000): number {
  return Math.min(capMs, 1000 * 2 ** Math.max(0, attempt));
}
