import { useEffect } from 'react';
import type { Caller } from '../caller';
import { logError } from '@/lib/log';

/**
 * While this user is signed in, this device's shortlist and the account's stay the same (account-shortlist.ts): what
 * was saved before signing in joins the account, what the account holds (saved on another device) comes here. It
 * opens the databases itself: its caller (the app's session bar, src/app/layout/account-shortlist-sync.tsx) holds none.
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
        import('../portal/portal-client'),
        import('../public/load-public-database'),
        import('./account-shortlist-sync'),
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
