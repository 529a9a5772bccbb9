import { useEffect } from 'react';
import type { Caller } from '@/data/caller';
import { signedInCaller } from '@/data/session/use-caller';
import { logError } from '@/lib/log';

/**
 * While this user is signed in, this device's shortlist and the account's stay the same (saved/account-shortlist.ts):
 * what was saved before signing in joins the account, what the account holds (saved on another device) comes here.
 */
export function useAccountShortlist({ uid, role }: Caller): void {
  // Keyed by who, not by the caller object (a new one each render): a pass started again during a logout would open
  // the replica the logout is removing.
  useEffect(() => {
    const caller = { uid, role };
    let stop = () => {};
    let active = true;
    void (async () => {
      const [{ openPortal }, { loadVisitorDatabase }, { syncShortlistWithAccount }] = await Promise.all([
        import('@/data/portal/portal-client'),
        import('@/data/load-public-database'),
        import('@/data/saved/account-shortlist-sync'),
      ]);
      const [portal, visitor] = await Promise.all([openPortal(caller), loadVisitorDatabase()]);
      if (active) stop = syncShortlistWithAccount(visitor, portal.db, caller.uid);
    })().catch((error: unknown) => logError('account shortlist', error));
    return () => {
      active = false;
      stop();
    };
  }, [uid, role]);
}

/**
 * Before a heart is un-tapped on the device: a signed-in user's account marks the boat removed first (so the user's
 * other devices drop it, and the account does not bring it back here). Nothing to do while signed out.
 */
export async function removeFromAccount(boatId: string): Promise<void> {
  const caller = signedInCaller();
  if (!caller) return;
  const [{ openPortal }, { markRemovedOnAccount }] = await Promise.all([
    import('@/data/portal/portal-client'),
    import('@/data/saved/account-shortlist-sync'),
  ]);
  await markRemovedOnAccount((await openPortal(caller)).db, caller.uid, boatId);
}
