/** How long one answer about the network holds: a replication asks for each collection, nearly at once. */
const ANSWER_MS = 2_000;

let last: { at: number; up: boolean } | null = null;
if (typeof window !== 'undefined') {
  // The device says its connection changed: the next question asks the network again.
  for (const event of ['online', 'offline']) window.addEventListener(event, () => (last = null));
}

/**
 * Whether the network can be reached, for the photo uploader and the inquiry form.
 * `navigator.onLine` false is offline; true is not proof of a network (marina Wi-Fi with no internet; a page reloaded
 * while the network is down can report true), so a HEAD request no cache or service worker answers decides: any HTTP
 * answer is a network, a failed request none.
 */
export async function networkReachable(
  now: number = Date.now(),
  /** No answer within this counts as no network (a person waiting on one bar of signal); none: wait for the answer. */
  giveUpAfterMs?: number,
): Promise<boolean> {
  if (typeof navigator === 'undefined' || typeof fetch === 'undefined') return true;
  if (!navigator.onLine) return false;
  if (last && now - last.at >= 0 && now - last.at < ANSWER_MS) return last.up;
  // HEAD: the service worker routes only GET, so this goes to the network; robots.txt is small and always there.
  // Its own timer rather than AbortSignal.timeout: one clock for the app and its tests' fake timers.
  const ask = new AbortController();
  const timer = giveUpAfterMs === undefined ? undefined : setTimeout(() => ask.abort(), giveUpAfterMs);
  const up = await fetch(`/robots.txt?reachable=${now}`, { method: 'HEAD', cache: 'no-store', signal: ask.signal })
    .then(
      () => true,
      () => false,
    )
    .finally(() => clearTimeout(timer));
  const wasDown = last !== null && !last.up;
  last = { at: now, up };
  // The network came back without the browser saying so (it never said it was gone): tell the page as the browser
  // would, so what waits for 'online' (replication, uploads, deliveries) goes now rather than at its next retry.
  if (up && wasDown && typeof window !== 'undefined') window.dispatchEvent(new Event('online'));
  return up;
}
