import { ACTIVE_AT_KEY, adminIdleVerdict, parseActiveAt } from './admin-idle';
import { session, type Session } from './session-store';
import { logError } from '@/lib/log';
import { callerOf } from './use-caller';
import type { Caller } from '../caller';

/** Activity is written at most once a minute; the idle check runs as often (and when the page comes back). */
export const ACTIVITY_WRITE_MS = 60_000;
export const IDLE_CHECK_MS = 60_000;

export interface AdminIdleWatchDeps {
  session: Pick<Session, 'store' | 'end'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  countUnsent(caller: Caller): Promise<number>;
  /** Where touches and keys are heard, and the page's visibility. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** The session ended for idleness (its data already gone from the device). */
  onEnded(): void;
  logError(context: string, error: unknown): void;
}

/**
 * Ends an admin session idle for 12 hours (admin-idle.ts): checked when a session is restored or starts, every minute,
 * and when the page comes back into view (a phone picked up the next morning) before that view counts as activity.
 * Returns the watch's stop.
 */
export function watchAdminIdle(deps: AdminIdleWatchDeps): () => void {
  let lastWrite = 0;
  let checking = false;

  const readActiveAt = () => {
    try {
      return parseActiveAt(deps.storage.getItem(ACTIVE_AT_KEY));
    } catch {
      return null;
    }
  };
  const record = () => {
    const now = deps.now();
    if (now - lastWrite < ACTIVITY_WRITE_MS) return;
    lastWrite = now;
    try {
      deps.storage.setItem(ACTIVE_AT_KEY, String(now));
    } catch {
      // Storage refused: the session is kept (nothing on record counts as active).
    }
  };

  async function check() {
    const state = deps.session.store.getState();
    const caller = callerOf(state);
    if (checking || state.status !== 'signed-in' || state.role !== 'admin' || !caller) return;
    const lastActiveAt = readActiveAt();
    if (lastActiveAt === null) return record();
    const base = { role: state.role, lastActiveAt, now: deps.now() };
    if (adminIdleVerdict({ ...base, unsentChanges: 0 }) === 'active') return;
    checking = true;
    try {
      const unsentChanges = await deps.countUnsent(caller);
      if (adminIdleVerdict({ ...base, unsentChanges }) !== 'ends') return;
      await deps.session.end();
      deps.onEnded();
    } catch (error) {
      deps.logError('idle session', error);
    } finally {
      checking = false;
    }
  }

  const onVisible = () => {
    if (deps.document.visibilityState === 'visible') void check();
  };
  deps.window.addEventListener('pointerdown', record, { capture: true, passive: true });
  deps.window.addEventListener('keydown', record, { capture: true, passive: true });
  deps.document.addEventListener('visibilitychange', onVisible);
  const timer = deps.setInterval(() => void check(), IDLE_CHECK_MS);
  const stopFollowing = deps.session.store.subscribe((state, before) => {
    if (state.status === 'signed-in' && (before.status !== 'signed-in' || before.role !== state.role)) void check();
  });
  void check();
  return () => {
    deps.window.removeEventListener('pointerdown', record, { capture: true });
    deps.window.removeEventListener('keydown', record, { capture: true });
    deps.document.removeEventListener('visibilitychange', onVisible);
    deps.clearInterval(timer);
    stopFollowing();
  };
}

/** The watch in this browser, over the app's session. */
export function startAdminIdleWatch(onEnded: () => void): () => void {
  return watchAdminIdle({
    session,
    storage: localStorage,
    now: () => Date.now(),
    countUnsent: async (caller) => (await import('@/data/portal/replica-wipe')).countUnsentChanges(caller),
    window,
    document,
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    onEnded,
    logError,
  });
}
