import { signedInCaller } from '@/data/session/use-caller';

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
