import type { SignOutStep } from './session-store';
import { forgetVisitor } from '../visitor/retention';

/**
 * What logging out does with the visitor's records: forgets them, keeping only messages not sent yet (retention.ts)
 * and the recently viewed boats; the saved boats are the account's now (saved/account-shortlist.ts) and go too.
 */
async function forgetSentRecords(): Promise<void> {
  const { visitorDatabaseNow } = await import('@/data/public/load-public-database');
  const { forgetSavedBoats } = await import('@/data/saved/saved-boats');
  const db = await visitorDatabaseNow();
  await forgetVisitor(db, { unsentToo: false, keepShortlist: true });
  await forgetSavedBoats(db);
}

/**
 * Logging out on a shared phone also forgets what was sent from it as a visitor (leads with a name, email and phone;
 * views) and the account's saved boats: after logout no leads and no one's shortlist stay on the device. A message not
 * sent yet stays until it is.
 */
export function visitorSignOutStep(forget: () => Promise<void> = forgetSentRecords): SignOutStep {
  return { cleanup: () => forget() };
}
