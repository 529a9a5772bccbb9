import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkReachable } from './network-reachable';

afterEach(() => vi.unstubAllGlobals());

describe('networkReachable (whether the network answers)', () => {
  it('offline by the device’s own word: no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', fetch);
    expect(await networkReachable(1_000)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('“online” but the request fails: unreachable; any HTTP answer, even 404, is a network; one answer holds 2 s', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const down = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', down);
    expect(await networkReachable(10_000)).toBe(false);
    expect(down).toHaveBeenCalledWith('/robots.txt?reachable=10000', {
      method: 'HEAD',
      cache: 'no-store',
      signal: expect.any(AbortSignal),
    });

    const up = vi.fn().mockResolvedValue(new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', up);
    expect(await networkReachable(11_999)).toBe(false); // the last answer still holds
    expect(up).not.toHaveBeenCalled();
    expect(await networkReachable(12_000)).toBe(true);
    expect(await networkReachable(13_000)).toBe(true);
    expect(up).toHaveBeenCalledTimes(1);
  });

  it('a request with no answer within the time given (one bar of signal) is no network: the caller goes on offline', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('navigator', { onLine: true });
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
            ),
        ),
      );
      const answer = networkReachable(200_000, 4_000);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(await answer).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network back without the browser saying so is announced as the browser would: one “online” event', async () => {
    const page = new EventTarget();
    const heard = vi.fn();
    page.addEventListener('online', heard);
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await networkReachable(100_000)).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null)));
    expect(await networkReachable(103_000)).toBe(true);
    expect(await networkReachable(106_000)).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
