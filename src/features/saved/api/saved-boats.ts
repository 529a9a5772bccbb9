import { useEffect, useMemo, useState } from 'react';
import type { Boat } from '@harbour/domain/schemas/boat';
import { useLiveQuery } from '@/data/query/use-live-query';
import { loadPublicDatabase } from '@/data/public/load-public-database';
import { plainAll } from '@/data/query/plain';
import { removeSavedBoat, saveBoat } from '@/data/saved/saved-boats';
import { setSavedCountHint } from '@/data/saved/saved-count-hint';
import { SHORTLIST_FULL, shortlistEntries, type ShortlistEntry } from '@/data/saved/shortlist';
import {
  keepPhotosOffline,
  offlinePhotoUrls,
  onPhotosKept,
  photosOffline,
  releasePhotos,
} from '@/data/saved/photo-cache';
import { logError } from '@/lib/log';
import { retrySoon } from '@/lib/retry-soon';
import { removeFromAccount } from './account-shortlist';

/** The shortlist, newest saved first, each with the boat's public copy now; null until the database answers. */
export function useShortlist(now: Date): ShortlistEntry[] | null {
  const result = useLiveQuery(
    (db, { combineLatest, map }) =>
      combineLatest([
        db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).$.pipe(map((docs) => plainAll(docs))),
        db.boats.find().$.pipe(map((docs) => plainAll(docs))),
      ]).pipe(map(([records, boats]) => ({ records, boats }))),
    [],
  );
  const data = result.status === 'ready' ? result.data : null;
  // The header's count is a hint kept beside the records; where the records are read, it follows them (a logout left
  // on its way may have removed them without getting to the hint).
  const count = data?.records.length;
  useEffect(() => {
    if (count !== undefined) setSavedCountHint(count);
  }, [count]);
  return useMemo(() => (data ? shortlistEntries(data.records, data.boats, now) : null), [data, now]);
}

export type SaveOutcome = { ok: true } | { ok: false; message: string };

const NOT_SAVED = 'This boat could not be saved on this device. Please try again.';
const NOT_REMOVED = 'This boat could not be removed from saved. Please try again.';

/**
 * The heart: saves the boat (and downloads its photos for offline use, in the background) or takes it off the
 * shortlist.
 */
export async function setBoatSaved(boat: Boat, save: boolean): Promise<SaveOutcome> {
  if (!save) return removeSaved(boat.id);
  try {
    const db = await loadPublicDatabase();
    if ((await saveBoat(db, boat)) === 'full') return { ok: false, message: SHORTLIST_FULL };
    void keepPhotosOffline(offlinePhotoUrls(boat.images)).catch((error: unknown) => logError('keep photos', error));
    return { ok: true };
  } catch (error) {
    logError('save boat', error);
    return { ok: false, message: NOT_SAVED };
  }
}

/** Takes a boat off the shortlist, letting go of the photos kept for it that no other saved boat uses. */
export async function removeSaved(boatId: string): Promise<SaveOutcome> {
  try {
    const db = await loadPublicDatabase();
    const boat = await db.boats.findOne(boatId).exec();
    await removeFromAccount(boatId);
    await removeSavedBoat(db, boatId);
    if (boat)
      void keptPhotosOfShortlist()
        .then((kept) => releasePhotos(offlinePhotoUrls(boat.images), kept))
        .catch((error: unknown) => logError('release saved photos', error));
    return { ok: true };
  } catch (error) {
    logError('remove saved boat', error);
    return { ok: false, message: NOT_REMOVED };
  }
}

/** The photos of every boat still on the shortlist (as the device holds them). */
async function keptPhotosOfShortlist(): Promise<string[]> {
  const db = await loadPublicDatabase();
  const saved = await db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).exec();
  const boats = await db.boats.findByIds(saved.map((r) => r.boat!.boatId)).exec();
  return [...boats.values()].flatMap((b) => offlinePhotoUrls(b.images));
}

/** How many times the shortlist page tries again for photos that did not download (about a minute of tries). */
export const TOP_UP_ATTEMPTS = 6;

/**
 * Tops up the shortlist's photos, and while one did not download (one bar of signal at the marina) tries again: when
 * the browser is back online, else after a growing pause, up to TOP_UP_ATTEMPTS times. `current` reads the shortlist
 * as it is at each try. Returns the stop (the page closing).
 */
export function keepShortlistOfflineUntilDone(
  current: () => readonly ShortlistEntry[],
  keep: (entries: readonly ShortlistEntry[]) => Promise<number> = keepShortlistOffline,
): () => void {
  let stopped = false;
  let cancel = () => {};
  const attempt = (n: number) =>
    void keep(current())
      .catch(() => 1)
      .then((missing) => {
        if (missing > 0 && !stopped && n < TOP_UP_ATTEMPTS) cancel = retrySoon(n, () => attempt(n + 1));
      });
  attempt(0);
  return () => {
    stopped = true;
    cancel();
  };
}

/**
 * Tops up the photos of the saved boats still on the market (a broker may have added some since they were saved).
 * Returns how many could not be kept (0: all offline).
 */
export async function keepShortlistOffline(entries: readonly ShortlistEntry[]): Promise<number> {
  let missing = 0;
  for (const entry of entries)
    if (entry.boat && entry.available) missing += await keepPhotosOffline(offlinePhotoUrls(entry.boat.images));
  return missing;
}

/** Whether a boat's page, photos included, works with no connection on this device; null while it is checked. */
export function useAvailableOffline(boat: Boat | null): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  const urls = useMemo(() => (boat ? offlinePhotoUrls(boat.images) : []), [boat]);
  useEffect(() => {
    if (!boat) return;
    let active = true;
    const check = () =>
      void photosOffline(urls)
        .then((yes) => active && setAvailable(yes))
        .catch(() => active && setAvailable(false));
    check();
    const stop = onPhotosKept(check);
    return () => {
      active = false;
      stop();
    };
  }, [boat, urls]);
  return available;
}
