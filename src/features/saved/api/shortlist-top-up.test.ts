import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepShortlistOfflineUntilDone, TOP_UP_ATTEMPTS } from './saved-boats';

afterEach(() => vi.useRealTimers());

describe("the shortlist's photos, topped up while the page is open", () => {
  it('tries again while a photo is missing, with the shortlist as it is then, and stops once all are kept', async () => {
    vi.useFakeTimers();
    const missing = [2, 1, 0];
    const seen: number[] = [];
    let size = 1;
    keepShortlistOfflineUntilDone(
      () => Array.from({ length: size }) as never,
      async (entries) => {
        seen.push(entries.length);
        return missing.shift() ?? 0;
      },
    );
    size = 2;
    await vi.runAllTimersAsync();
    expect(seen).toEqual([1, 2, 2]);
  });

  it('stops when the page closes, and after its last attempt', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const stop = keepShortlistOfflineUntilDone(
      () => [],
      async () => {
        calls += 1;
        return 1;
      },
    );
    await vi.advanceTimersByTimeAsync(1_500);
    expect(calls).toBe(2);
    stop();
    await vi.runAllTimersAsync();
    expect(calls).toBe(2);

    calls = 0;
    keepShortlistOfflineUntilDone(
      () => [],
      async () => {
        calls += 1;
        return 1;
      },
    );
    await vi.runAllTimersAsync();
    expect(calls).toBe(TOP_UP_ATTEMPTS + 1);
  });
});
