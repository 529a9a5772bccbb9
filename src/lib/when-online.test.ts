// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenOnline } from './when-online';

const setOnLine = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

describe('whenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads at once when the browser is online', async () => {
    setOnLine(true);
    const load = vi.fn(async () => 'chunk');
    await expect(whenOnline(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, asks for nothing until the browser is back online, then loads once', async () => {
    setOnLine(false);
    const load = vi.fn(async () => 'chunk');
    const loaded = whenOnline(load);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    setOnLine(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
