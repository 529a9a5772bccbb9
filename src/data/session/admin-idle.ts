/**
 * #32: an admin's session (every lead's name, email, phone and notes on the device) ends after 12 hours without
 * activity, as a session that ends by itself does: the device forgets the admin's data (finding N7). Activity is
 * shared by the admin's tabs through localStorage, so one busy tab keeps the others signed in.
 */
export const ADMIN_IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;

/** When the admin last touched or typed in any tab of the site on this device (ms since the epoch). */
export const ACTIVE_AT_KEY = 'hy.active-at';

export const IDLE_ENDED_TEXT = 'You were logged out after 12 hours without activity. Log in again to continue.';

/**
 * - `active`: nothing to do;
 * - `ends`: idle past the limit, the session ends;
 * - `waits`: idle past the limit but changes made here have not reached the server: ending now would delete them
 *   (nothing a user typed is lost), so the session stays until they are sent.
 */
export type IdleVerdict = 'active' | 'ends' | 'waits';

/** Pure: what an idle check decides. No record of activity yet (a device from before this rule) counts as active. */
export function adminIdleVerdict(input: {
  role: string | null;
  lastActiveAt: number | null;
  now: number;
  unsentChanges: number;
}): IdleVerdict {
  if (input.role !== 'admin' || input.lastActiveAt === null) return 'active';
  if (input.now - input.lastActiveAt < ADMIN_IDLE_LIMIT_MS) return 'active';
  return input.unsentChanges > 0 ? 'waits' : 'ends';
}

/** Pure: the stored time, or null when it is absent or not a time. */
export function parseActiveAt(stored: string | null): number | null {
  if (stored === null || !/^\d{1,15}$/.test(stored)) return null;
  return Number(stored);
}

/** Now is activity (a sign-in): the idle clock starts again, for every tab. */
export function recordActivity(storage: Pick<Storage, 'setItem'> = localStorage, now = Date.now()): void {
  try {
    storage.setItem(ACTIVE_AT_KEY, String(now));
  } catch {
    // Storage refused: nothing on record counts as active.
  }
}
