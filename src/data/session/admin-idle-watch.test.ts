import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { ACTIVE_AT_KEY, ADMIN_IDLE_LIMIT_MS } from './admin-idle';
import { IDLE_CHECK_MS, watchAdminIdle, type AdminIdleWatchDeps } from './admin-idle-watch';
import type { SessionState } from './session-store';

const ADMIN: SessionState = {
  status: 'signed-in',
  user: { uid: 'a1', email: 'alicia@example.com', fullName: 'Alicia Ferguson', emailVerified: true },
  role: 'admin',
  secondFactor: true,
};
const START = Date.UTC(2026, 10, 29, 9);

function setup(state: SessionState, { activeAt = START as number | null, unsent = 0 } = {}) {
  let now = START;
  const values = new Map<string, string>(activeAt === null ? [] : [[ACTIVE_AT_KEY, String(activeAt)]]);
  const store = createStore<SessionState>(() => state);
  const windowEvents = new EventTarget();
  const documentEvents = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  let tick: (() => void) | null = null;
  const end = vi.fn(async () => store.setState({ status: 'signed-out', user: null, role: null }));
  const onEnded = vi.fn();
  const countUnsent = vi.fn(async () => unsent);
  const deps: AdminIdleWatchDeps = {
    session: { store, end },
    storage: { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) },
    now: () => now,
    countUnsent,
    window: windowEvents as unknown as AdminIdleWatchDeps['window'],
    document: documentEvents as unknown as AdminIdleWatchDeps['document'],
    setInterval: (run) => (tick = run),
    clearInterval: () => (tick = null),
    onEnded,
    logError: vi.fn(),
  };
  const stop = watchAdminIdle(deps);
  return {
    values,
    store,
    end,
    onEnded,
    countUnsent,
    stop,
    advance: (ms: number) => (now += ms),
    tick: () => tick?.(),
    touch: () => windowEvents.dispatchEvent(new Event('pointerdown')),
    comeBack: () => documentEvents.dispatchEvent(new Event('visibilitychange')),
    ticking: () => tick !== null,
  };
}

describe('#32: the idle watch ends an admin session after 12 hours without activity', () => {
  it('a page that comes back into view after 12 idle hours ends the session before the look counts as activity', async () => {
    const w = setup(ADMIN);
    w.advance(ADMIN_IDLE_LIMIT_MS);
    w.comeBack();
    await vi.waitFor(() => expect(w.onEnded).toHaveBeenCalledTimes(1));
    expect(w.end).toHaveBeenCalledTimes(1);
    expect(w.store.getState().status).toBe('signed-out');
  });

  it('a touch in any tab keeps it: the minute check sees recent activity', async () => {
    const w = setup(ADMIN);
    w.advance(ADMIN_IDLE_LIMIT_MS - 120_000);
    w.touch();
    expect(w.values.get(ACTIVE_AT_KEY)).toBe(String(START + ADMIN_IDLE_LIMIT_MS - 120_000));
    w.advance(IDLE_CHECK_MS * 3);
    w.tick();
    await Promise.resolve();
    expect(w.end).not.toHaveBeenCalled();
  });

  it('a session restored on a device idle for longer ends at once', async () => {
    const w = setup(ADMIN, { activeAt: START - ADMIN_IDLE_LIMIT_MS - 1 });
    await vi.waitFor(() => expect(w.end).toHaveBeenCalledTimes(1));
  });

  it('waits while changes made here are unsent, then ends once they are sent', async () => {
    const w = setup(ADMIN, { activeAt: START - ADMIN_IDLE_LIMIT_MS, unsent: 1 });
    await vi.waitFor(() => expect(w.countUnsent).toHaveBeenCalledTimes(1));
    expect(w.end).not.toHaveBeenCalled();
    w.countUnsent.mockResolvedValue(0);
    w.tick();
    await vi.waitFor(() => expect(w.end).toHaveBeenCalledTimes(1));
  });

  it("leaves a client's session alone, and starts the record for a device that has none", async () => {
    const client = setup({ ...ADMIN, role: 'client' }, { activeAt: START - 2 * ADMIN_IDLE_LIMIT_MS });
    client.tick();
    await Promise.resolve();
    expect(client.end).not.toHaveBeenCalled();
    const fresh = setup(ADMIN, { activeAt: null });
    expect(fresh.values.get(ACTIVE_AT_KEY)).toBe(String(START));
    expect(fresh.end).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const w = setup(ADMIN, { activeAt: START - 1 });
    w.stop();
    expect(w.ticking()).toBe(false);
    w.advance(120_000);
    w.touch();
    expect(w.values.get(ACTIVE_AT_KEY)).toBe(String(START - 1));
  });
});
