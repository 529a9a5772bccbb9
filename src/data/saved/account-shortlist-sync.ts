import { combineLatest, concatMap, debounceTime, from, map } from 'rxjs';
import type { VisitorDatabase } from '../public/public-database';
import type { UserDatabase } from '../user-database';
import { plainAll } from '../query/plain';
import { savedBoatId, type SavedBoat } from '@harbour/domain/schemas/saved-boat';
import { visitorRecordId, type VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import { mergeShortlists, type ShortlistMergeStep } from './account-shortlist';
import { setSavedCountHint } from './saved-count-hint';
import { logError } from '@/lib/log';

/** Applies one merge step to the device's shortlist or the account's (the account's then syncs on its own). */
async function apply(
  step: ShortlistMergeStep,
  visitor: VisitorDatabase,
  account: UserDatabase,
  userId: string,
  now: Date,
): Promise<void> {
  if (step.do === 'saveOnAccount')
    await account.savedBoats.upsert({
      id: savedBoatId(userId, step.boat.boatId),
      userId,
      boat: step.boat,
      removedAt: null,
      updatedAt: now.toISOString(),
    });
  else if (step.do === 'saveOnDevice')
    await visitor.visitorRecords.upsert({
      id: visitorRecordId('savedBoat', step.boat.boatId),
      kind: 'savedBoat',
      deliveredAt: null,
      boat: step.boat,
    });
  else await visitor.visitorRecords.findOne(visitorRecordId('savedBoat', step.boatId)).remove();
}

/** One pass: applies mergeShortlists to the two shortlists as they are now. */
async function mergeOnce(
  visitor: VisitorDatabase,
  account: UserDatabase,
  userId: string,
  records: readonly VisitorRecord[],
  saved: readonly SavedBoat[],
  at: Date,
): Promise<void> {
  if (account.closed) return;
  const device = records.flatMap((r) => (r.boat ? [r.boat] : []));
  const steps = mergeShortlists(device, saved);
  for (const step of steps) await apply(step, visitor, account, userId, at);
  if (steps.some((s) => s.do !== 'saveOnAccount'))
    setSavedCountHint(await visitor.visitorRecords.count({ selector: { kind: 'savedBoat' } }).exec());
}

const deviceShortlist = (visitor: VisitorDatabase) => visitor.visitorRecords.find({ selector: { kind: 'savedBoat' } });
const accountShortlist = (account: UserDatabase, userId: string) => account.savedBoats.find({ selector: { userId } });

/**
 * While a user is signed in, keeps this device's shortlist (what every heart and /saved read) and the account's the
 * same: at once (the merge at sign-in: what the visitor saved before goes to the account, the account's boats come to
 * the device), then on every change of either (a heart tapped here, a boat saved or removed on another device, pulled
 * by the replica). Each pass applies mergeShortlists; a pass that changed something leads to one that finds nothing.
 * Stops when the account's replica closes (logout), or with the returned stop.
 */
export function syncShortlistWithAccount(
  visitor: VisitorDatabase,
  account: UserDatabase,
  userId: string,
  now: () => Date = () => new Date(),
): () => void {
  const subscription = combineLatest([
    deviceShortlist(visitor).$.pipe(map((docs) => plainAll(docs))),
    accountShortlist(account, userId).$.pipe(map((docs) => plainAll(docs))),
  ])
    .pipe(
      // A pass's own writes come back as a burst of changes: one pass for them.
      debounceTime(50),
      concatMap(([records, saved]) =>
        from(
          mergeOnce(visitor, account, userId, records, saved, now()).catch((error: unknown) =>
            logError('shortlist sync', error),
          ),
        ),
      ),
    )
    .subscribe();
  const stop = () => subscription.unsubscribe();
  // Logout closes the account's replica before it forgets the device's saved boats: stopping here keeps a last pass
  // from bringing them back from the account copy it still remembers.
  account.savedBoats.onClose.push(stop);
  return stop;
}

/**
 * A heart un-tapped while signed in: the account marks the boat removed (so the user's other devices drop it), before
 * the device forgets it (else the next pass would find it in the account and bring it back).
 */
export async function markRemovedOnAccount(
  account: UserDatabase,
  userId: string,
  boatId: string,
  now = new Date(),
): Promise<void> {
  const doc = await account.savedBoats.findOne(savedBoatId(userId, boatId)).exec();
  if (doc && doc.removedAt === null)
    await doc.incrementalPatch({ removedAt: now.toISOString(), updatedAt: now.toISOString() });
}

/**
 * Before a logout forgets the device's saved boats: one last pass puts any not in the account yet into the replica
 * (a boat saved a moment ago, on a page left before the sync's pass ran), so they are sent, or counted among the
 * changes not sent that the user is asked about; nothing saved is lost unseen.
 */
export async function shortlistIntoAccount(visitor: VisitorDatabase, account: UserDatabase, userId: string) {
  const records = plainAll(await deviceShortlist(visitor).exec());
  const saved = plainAll(await accountShortlist(account, userId).exec());
  await mergeOnce(visitor, account, userId, records, saved, new Date());
}
