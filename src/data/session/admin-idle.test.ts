import { describe, expect, it } from 'vitest';
import { ACTIVE_AT_KEY, ADMIN_IDLE_LIMIT_MS, adminIdleVerdict, parseActiveAt, recordActivity } from './admin-idle';

const NOW = Date.UTC(2026, 10, 29, 9);

describe('#32: idle admin sessions end after 12 hours', () => {
  const verdict = (over: Partial<Parameters<typeof adminIdleVerdict>[0]>) =>
    adminIdleVerdict({ role: 'admin', lastActiveAt: NOW - ADMIN_IDLE_LIMIT_MS, now: NOW, unsentChanges: 0, ...over });

  it('ends an admin session idle for 12 hours, not one a minute younger', () => {
    expect(ADMIN_IDLE_LIMIT_MS).toBe(12 * 60 * 60 * 1000);
    expect(verdict({})).toBe('ends');
    expect(verdict({ lastActiveAt: NOW - ADMIN_IDLE_LIMIT_MS + 60_000 })).toBe('active');
  });

  it('keeps it while changes made on the device are unsent, so nothing typed is lost', () => {
    expect(verdict({ unsentChanges: 2 })).toBe('waits');
  });

  it("never ends a client's session, nor one with no activity on record yet", () => {
    expect(verdict({ role: 'client' })).toBe('active');
    expect(verdict({ role: null })).toBe('active');
    expect(verdict({ lastActiveAt: null })).toBe('active');
  });

  it('reads only a stored time', () => {
    expect(parseActiveAt(String(NOW))).toBe(NOW);
    expect(parseActiveAt(null)).toBeNull();
    expect(parseActiveAt('yesterday')).toBeNull();
    expect(parseActiveAt('-5')).toBeNull();
  });

  it('records a sign-in as activity, and survives storage that refuses', () => {
    const values = new Map<string, string>();
    recordActivity({ setItem: (k, v) => void values.set(k, v) }, NOW);
    expect(parseActiveAt(values.get(ACTIVE_AT_KEY) ?? null)).toBe(NOW);
    expect(() =>
      recordActivity({
        setItem: () => {
          throw new Error('quota');
        },
      }),
    ).not.toThrow();
  });
});
