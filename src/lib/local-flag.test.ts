// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localFlag } from './local-flag';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('localFlag', () => {
  it('is unset until set, and stays set for the next page', () => {
    expect(localFlag('hy.test').isSet()).toBe(false);
    localFlag('hy.test').set();
    expect(localFlag('hy.test').isSet()).toBe(true);
    expect(localStorage.getItem('hy.test')).toBe('1');
    expect(localFlag('hy.other').isSet()).toBe(false);
  });

  it('reads as unset and ignores the write when storage refuses (disabled or full)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => localFlag('hy.test').set()).not.toThrow();
    expect(localFlag('hy.test').isSet()).toBe(false);
  });
});
