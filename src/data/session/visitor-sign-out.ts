import type { SignOutStep } from './session-store';
import { forgetVisitor } from '../visitor/retention';

/** What logging out does with the visitor's records: forgets them, keeping only messages not sent yet (retention.ts). */
async function forgetSentRecords(): Promise<void> {
  const { visitorDatabaseNow } = await import('@/data/load-public-database');
  await forgetVisitor(await visitorDatabaseNow(), { unsentToo: false, keepShortlist: true });
}

/**
 * Logging out on a shared phone also forgets what was sent from it as a visitor (leads with a name, email and phone;
 * views): after logout no leads stay on the device. A message not sent yet stays until it is, and so do the saved boats
 * (a choice of boats, no personal details: the device's shortlist, not the account's).
 */
export function visitorSignOutStep(forget: () => Promise<void> = forgetSentRecords): SignOutStep {
  return { cleanup: () => forget() };
}
