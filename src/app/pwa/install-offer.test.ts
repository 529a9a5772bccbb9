import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY, installDismissedAt, installOfferDue, rememberInstallDismissed } from './install-offer';

afterEach(() => vi.unstubAllGlobals());

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the install offer', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');

  it('shows until put off, then not for 30 days; an unreadable or far-future date does not hold it back longer', () => {
    expect(installOfferDue(null, now)).toBe(true);
    expect(installOfferDue('2026-11-27T11:00:00.000Z', now)).toBe(false);
    expect(installOfferDue('2026-10-29T12:00:01.000Z', now)).toBe(false);
    expect(installOfferDue('2026-10-28T12:00:00.000Z', now)).toBe(true);
    expect(installOfferDue('not a date', now)).toBe(true);
    expect(installOfferDue('2027-03-01T00:00:00.000Z', now)).toBe(true);
  });

  it('"Not now" is kept on the device, so the next page load does not offer it again', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(installDismissedAt()).toBeNull();
    rememberInstallDismissed(now);
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(now.toISOString());
    expect(installOfferDue(installDismissedAt(), new Date('2026-11-28T09:00:00.000Z'))).toBe(false);
  });

  it('with storage disabled: nothing is kept and nothing throws (the offer comes back, as before)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => rememberInstallDismissed(now)).not.toThrow();
    expect(installDismissedAt()).toBeNull();
  });
});
