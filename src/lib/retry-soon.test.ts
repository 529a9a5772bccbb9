// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs, retrySoon } from './retry-soon';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('retrySoon', () => {
  it('waits longer after each failed attempt, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('offline: runs once the browser is back online; online: after the delay, also if no event comes', () => {
    vi.useFakeTimers();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const run = vi.fn();
    retrySoon(0, run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);

    retrySoon(2, run); // the 'online' event came but the request still failed: try again later anyway
    vi.advanceTimersByTime(3999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('online with a long wait ahead: the connection coming back runs it at once, and only once', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const run = vi.fn();
    retrySoon(5, run); // 30 s ahead: the attempt failed while the browser still thought it was online
    vi.advanceTimersByTime(1000);
    dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    retrySoon(0, run)();
    vi.advanceTimersByTime(60_000);
    dispatchEvent(new Event('online'));
    expect(run).not.toHaveBeenCalled();
  });
});
