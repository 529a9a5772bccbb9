import type { BoatSnapshot } from '@harbour/domain/schemas/visitor-record';
import type { SavedBoat } from '@harbour/domain/schemas/saved-boat';
import { MAX_SAVED_BOATS } from './shortlist';

/** One change that brings this device's shortlist and the signed-in user's account shortlist together. */
export type ShortlistMergeStep =
  | { do: 'saveOnAccount'; boat: BoatSnapshot }
  | { do: 'saveOnDevice'; boat: BoatSnapshot }
  | { do: 'removeFromDevice'; boatId: string };

const time = (iso: string) => new Date(iso).getTime();

/**
 * Pure: what makes the device's shortlist and the account's the same, boat by boat, the latest change winning. A boat
 * saved on the device and not in the account (saved before signing in, or while the account copy was not open) goes
 * to the account; one the account holds goes to the device; one the account says was removed after the device saved
 * it leaves the device (removed on another device), and one saved after that removal is saved again. Nothing saved is
 * lost: only a later removal takes a boat off. The device takes the newest of the account's boats up to its limit.
 */
export function mergeShortlists(
  device: readonly BoatSnapshot[],
  account: readonly Pick<SavedBoat, 'boat' | 'removedAt'>[],
  limit = MAX_SAVED_BOATS,
): ShortlistMergeStep[] {
  const inAccount = new Map(account.map((a) => [a.boat.boatId, a]));
  const onDevice = new Set(device.map((d) => d.boatId));
  const steps: ShortlistMergeStep[] = [];
  let kept = 0;
  for (const saved of device) {
    const there = inAccount.get(saved.boatId);
    if (there?.removedAt && time(there.removedAt) > time(saved.at)) {
      steps.push({ do: 'removeFromDevice', boatId: saved.boatId });
      continue;
    }
    kept++;
    if (!there || there.removedAt) steps.push({ do: 'saveOnAccount', boat: saved });
  }
  const toDevice = account
    .filter((a) => !a.removedAt && !onDevice.has(a.boat.boatId))
    .sort((a, b) => time(b.boat.at) - time(a.boat.at))
    .slice(0, Math.max(0, limit - kept));
  for (const a of toDevice) steps.push({ do: 'saveOnDevice', boat: a.boat });
  return steps;
}
