// Every step of `npm run bench` has a time limit: a step that runs over it is reported "not measured" with the reason,
// and the bench goes on to the next one, so the bench always finishes (#29 item 5). The whole run has a deadline too:
// steps that would start after it are reported "not measured" without starting.

/** What a step that did not finish reports, in the report's own shape. */
export const notMeasured = (reason) => ({ status: 'not measured', reason });

/**
 * Runs `fn(signal)` for at most `limitMs`. Resolves to its value, or to notMeasured(why) when it threw or ran over the
 * limit: then `signal` is aborted (a step that loops checks it and stops) and `onTimeout` runs, to stop what the step
 * left running, such as its browser. Never rejects.
 */
export async function withinLimit(name, limitMs, fn, { onTimeout = async () => {} } = {}) {
  let timer;
  const abort = new AbortController();
  const overrun = new Promise((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), limitMs);
  });
  try {
    const value = await Promise.race([Promise.resolve().then(() => fn(abort.signal)), overrun]);
    if (value !== TIMED_OUT) return value;
    abort.abort();
    await onTimeout();
    return notMeasured(`${name} took longer than its limit of ${Math.round(limitMs / 1000)} s`);
  } catch (error) {
    return notMeasured(`${name} failed: ${String(error?.message ?? error).split('\n')[0]}`);
  } finally {
    clearTimeout(timer);
  }
}
const TIMED_OUT = Symbol('timed out');

/**
 * A run's deadline: `limitFor(ms)` is the step's own limit, cut to the time left; null once none is left (the step is
 * then reported notMeasured without starting).
 */
export function deadline(totalMs, now = () => Date.now()) {
  const end = now() + totalMs;
  return {
    limitFor(stepMs) {
      const left = end - now();
      return left <= 0 ? null : Math.min(stepMs, left);
    },
  };
}
