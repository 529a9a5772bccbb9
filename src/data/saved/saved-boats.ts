import type { VisitorDatabase } from '../public/public-database';
import type { Boat } from '@harbour/domain/schemas/boat';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';
import { MAX_SAVED_BOATS, boatSnapshot } from './shortlist';
import { setSavedCountHint } from './saved-count-hint';

export type SaveBoatOutcome = 'saved' | 'full';

/**
 * Puts a boat on this device's shortlist, with what it looks like now (the shortlist still names it if it leaves the
 * market). Saving it again keeps the first save's time. A full shortlist saves nothing and says so.
 */
export async function saveBoat(db: VisitorDatabase, boat: Boat, now = new Date()): Promise<SaveBoatOutcome> {
  const id = visitorRecordId('savedBoat', boat.id);
  const existing = await db.visitorRecords.findOne(id).exec();
  if (existing) return 'saved';
  const count = await db.visitorRecords.count({ selector: { kind: 'savedBoat' } }).exec();
  if (count >= MAX_SAVED_BOATS) return 'full';
  await db.visitorRecords.insert({ id, kind: 'savedBoat', deliveredAt: null, boat: boatSnapshot(boat, now) });
  await countForTheHeader(db);
  return 'saved';
}

/** Takes a boat off the shortlist (nothing happens when it was not on it). */
export async function removeSavedBoat(db: VisitorDatabase, boatId: string): Promise<void> {
  await db.visitorRecords.findOne(visitorRecordId('savedBoat', boatId)).remove();
  await countForTheHeader(db);
}

/**
 * Logging out: the saved boats were the account's (merged into it at sign-in, synced since), so a shared phone keeps
 * none of them. Returns how many went.
 */
export async function forgetSavedBoats(db: VisitorDatabase): Promise<number> {
  const gone = await db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).remove();
  setSavedCountHint(0);
  return gone.length;
}

/** The navigation's count follows each save and removal, whichever page made it (saved-count-hint.ts). */
async function countForTheHeader(db: VisitorDatabase): Promise<void> {
  setSavedCountHint(await db.visitorRecords.count({ selector: { kind: 'savedBoat' } }).exec());
}
