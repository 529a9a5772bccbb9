import { firebase } from './app';

/** At most one check a this often: a refused pull retries every few seconds. */
const CHECK_EVERY_MS = 30_000;
let lastCheck = -Infinity;

/**
 * The rules refused this session's reads: its rights may have changed (a demotion, finding N7). Asks Auth for a fresh
 * token now instead of at the hourly refresh: a revoked or disabled account is signed out by Firebase, a changed role
 * arrives as a new token, and the session store forgets what the device held either way.
 */
export function recheckSession(now = Date.now()): void {
  if (now - lastCheck < CHECK_EVERY_MS) return;
  lastCheck = now;
  void firebase()
    .auth.currentUser?.getIdToken(true)
    .catch(() => undefined);
}

/**
 * A fresh ID token now. A change the rules refused may have gone with a token older than the account's rights (an
 * address verified, a second factor passed, a role granted since): the push tries it once more with this one.
 */
export async function renewSessionToken(): Promise<void> {
  await firebase().auth.currentUser?.getIdToken(true);
}
