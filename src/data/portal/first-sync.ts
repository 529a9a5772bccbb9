/** How long an empty list waits for the first pull before it is shown as empty anyway (slow or failing backend). */
export const FIRST_SYNC_WAIT_MS = 15_000;

/**
 * Resolves when the replica's first pull is done, the device is offline (the local copy is all there is),
 * or after `waitMs`. Until then an empty list means "not pulled yet", not "nothing there".
 */
export function firstSyncSettled(
  initialReplications: ReadonlyArray<Promise<unknown>>,
  env: {
    isOnline: () => boolean;
    onOffline: (listener: () => void) => () => void;
    wait: (ms: number) => Promise<void>;
  },
  waitMs = FIRST_SYNC_WAIT_MS,
): Promise<void> {
  if (!env.isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    let stop = () => {};
    const done = () => {
      stop();
      resolve();
    };
    stop = env.onOffline(done);
    void Promise.all(initialReplications).then(done, done);
    void env.wait(waitMs).then(done);
  });
}

/** Pure: what an admin list shows: loading while an empty replica still waits for its first pull. */
export function gateEmpty<T>(
  result: { status: 'loading' | 'ready' | 'error'; data?: T[] },
  settled: boolean,
): 'loading' | 'ready' | 'error' {
  if (result.status === 'ready' && (result.data?.length ?? 0) === 0 && !settled) return 'loading';
  return result.status;
}
