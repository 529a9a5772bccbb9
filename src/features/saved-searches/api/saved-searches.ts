import { useEffect, useMemo, useRef, useState } from 'react';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { SavedSearch } from '@harbour/domain/schemas/visitor-record';
import { useLiveQuery } from '@/data/query/use-live-query';
import { loadPublicDatabase } from '@/data/public/load-public-database';
import { plainAll } from '@/data/query/plain';
import { hasPublicDataArrived, wholeSnapshot } from '@/data/public/first-visit-snapshot';
import {
  changesInWords,
  searchChanges,
  seenBoats,
  sinceLastVisit,
  type SearchChanges,
  type SinceLastVisit,
} from '@/data/saved/saved-search';
import {
  deleteSearch,
  recordSearchOpened,
  renameSearch,
  saveSearch,
  savedSearches,
  type SearchOutcome,
} from '@/data/saved/saved-searches';
import { boatsMatchingSearch, searchFromParams, searchParamsOf, type BoatsSearch } from '@/features/boats';
import { setSavedSearchesHint } from '@/data/saved/saved-searches-hint';
import { followAccountAlert } from './account-alerts';
import { logError } from '@/lib/log';

/** A saved search with what changed since it was last opened, worked out from the boats this device holds. */
export interface SavedSearchView {
  search: SavedSearch;
  /** Its filters, checked as a URL is (what /boats opens). */
  filters: BoatsSearch;
  /** How many boats it finds now. */
  count: number;
  changes: SearchChanges;
  /** The changes in words ('2 new', '1 price changed'); empty when nothing changed. */
  words: string[];
}

interface DeviceData {
  searches: SavedSearch[];
  boats: Boat[];
}

/**
 * The saved searches and the public boats, live; null until both answer. The boats are the ones the page shows: on a
 * first visit, the first-visit snapshot's until the device's replica holds the public data (a search saved or
 * opened then compares with what the visitor saw, not with a replica still filling).
 */
function useDeviceData(): DeviceData | null {
  const searches = useLiveQuery(
    (db, { map }) =>
      db.visitorRecords
        .find({ selector: { kind: 'savedSearch' } })
        .$.pipe(map((docs) => plainAll(docs).flatMap((r) => (r.search ? [r.search] : [])))),
    [],
  );
  const boats = useLiveQuery(
    (db, { map }) => db.boats.find().$.pipe(map((docs) => plainAll(docs))),
    [],
    (snapshot) => snapshot.boats,
  );
  const data = useMemo(
    () =>
      searches.status === 'ready' && boats.status === 'ready' ? { searches: searches.data, boats: boats.data } : null,
    [searches, boats],
  );
  // /boats reads the hint to know whether what it shows is a saved search (saved-searches-hint.ts).
  useEffect(() => {
    if (data) setSavedSearchesHint(data.searches.map((s) => s.params));
  }, [data]);
  return data;
}

type Snapshot = Pick<SavedSearch, 'seen' | 'seenCut' | 'lastOpenedAt'>;

function viewOf(search: SavedSearch, since: Snapshot, boats: readonly Boat[], now: Date): SavedSearchView {
  const filters = searchFromParams(search.params);
  const matching = boatsMatchingSearch(filters, boats, now);
  const changes = searchChanges(since, matching, boats, now);
  return { search, filters, count: matching.length, changes, words: changesInWords(changes) };
}

/** /saved: every saved search, newest first, with what changed since each was last opened; null while loading. */
export function useSavedSearches(now: Date): SavedSearchView[] | null {
  const data = useDeviceData();
  return useMemo(
    () =>
      data
        ? [...data.searches]
            .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
            .map((search) => viewOf(search, search, data.boats, now))
        : null,
    [data, now],
  );
}

const NO_BADGES: ReadonlyMap<string, SinceLastVisit> = new Map();

export interface OpenedSearch {
  /** The saved search /boats shows now, or null when its filters are not a saved search's. */
  view: SavedSearchView | null;
  /** The cards' badges ("New since your last visit", "Price changed"), by boat id. */
  badges: ReadonlyMap<string, SinceLastVisit>;
  /** False until the device's saved searches have answered (nothing to offer before). */
  ready: boolean;
}

/**
 * /boats showing exactly a saved search's filters opens it. The changes are worked out against what it matched when
 * last opened, as it was when this visit first showed it, and kept for the whole visit, so they and the cards' badges
 * stay on screen while the visitor looks. What it matches now is recorded only after that (an effect, after the first
 * render that showed them), and again as the boats change while it is open: the next visit compares with what this
 * one showed, and a visitor never misses a change.
 */
export function useOpenedSearch(search: BoatsSearch, now: Date): OpenedSearch {
  const data = useDeviceData();
  const params = searchParamsOf(search);
  const saved = data?.searches.find((s) => s.params === params) ?? null;
  const [since, setSince] = useState<{ id: string; snapshot: Snapshot } | null>(null);
  const held = saved && since?.id === saved.id ? since.snapshot : saved;
  const matching = useMemo(
    () => (data && saved ? boatsMatchingSearch(searchFromParams(saved.params), data.boats, now) : null),
    [data, saved, now],
  );
  const view = useMemo(
    () => (saved && held && data ? viewOf(saved, held, data.boats, now) : null),
    [saved, held, data, now],
  );
  useEffect(() => {
    if (saved && since?.id !== saved.id)
      setSince({
        id: saved.id,
        snapshot: { seen: saved.seen, seenCut: saved.seenCut, lastOpenedAt: saved.lastOpenedAt },
      });
  }, [saved, since]);
  // What it matches now, recorded once the changes since the last visit are held for this one.
  const nowSeen = useMemo(() => (matching ? seenBoats(matching, now) : null), [matching, now]);
  const recordedKey = useRef<string | null>(null);
  const openedId = saved && since?.id === saved.id ? saved.id : null;
  useEffect(() => {
    if (!openedId || !nowSeen) return;
    const key = `${openedId}|${JSON.stringify(nowSeen)}`;
    if (recordedKey.current === key) return;
    recordedKey.current = key;
    void loadPublicDatabase()
      .then((db) => recordSearchOpened(db, openedId, nowSeen))
      .catch((error: unknown) => logError('saved search opened', error));
  }, [openedId, nowSeen]);
  const badges = useMemo(() => (view ? sinceLastVisit(view.changes) : NO_BADGES), [view]);
  return { view, badges, ready: data !== null };
}

const NOT_SAVED = 'This search could not be saved on this device. Please try again.';

/** The hint follows each save and deletion, whichever page made it. */
async function followHint(db: Awaited<ReturnType<typeof loadPublicDatabase>>): Promise<void> {
  setSavedSearchesHint((await savedSearches(db)).map((s) => s.params));
}

/**
 * A first visit's boats as the page shows them, until the device's replica holds the public data; else null. All of
 * them: a rendered /boats page carries only its first screen (wholeSnapshot asks for the rest).
 */
async function firstVisitBoats(): Promise<Boat[] | null> {
  return hasPublicDataArrived() ? null : ((await wholeSnapshot())?.boats ?? null);
}

/** "Save this search": its filters under the name typed, with what the page shows it finds now. */
export async function saveThisSearch(search: BoatsSearch, name: string): Promise<SearchOutcome> {
  try {
    const db = await loadPublicDatabase();
    const now = new Date();
    const boats = (await firstVisitBoats()) ?? plainAll(await db.boats.find().exec());
    const { seen, seenCut } = seenBoats(boatsMatchingSearch(search, boats, now), now);
    const outcome = await saveSearch(db, { name, params: searchParamsOf(search), seen, seenCut }, now);
    if (outcome.ok) await followHint(db);
    return outcome;
  } catch (error) {
    logError('save search', error);
    return { ok: false, message: NOT_SAVED };
  }
}

/** Renames a saved search (the name checked as when saved). */
export async function renameSavedSearch(id: string, name: string): Promise<SearchOutcome> {
  try {
    const outcome = await renameSearch(await loadPublicDatabase(), id, name);
    if (outcome.ok) await followAccountAlert({ renamed: { id, name: outcome.name } });
    return outcome;
  } catch (error) {
    logError('rename search', error);
    return { ok: false, message: 'This search could not be renamed. Please try again.' };
  }
}

/** Deletes a saved search from this device. */
export async function deleteSavedSearch(id: string): Promise<SearchOutcome> {
  try {
    const db = await loadPublicDatabase();
    await deleteSearch(db, id);
    await followHint(db);
    await followAccountAlert({ deleted: id });
    return { ok: true, id };
  } catch (error) {
    logError('delete search', error);
    return { ok: false, message: 'This search could not be deleted. Please try again.' };
  }
}
