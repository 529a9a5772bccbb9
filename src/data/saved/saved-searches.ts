import type { VisitorDatabase } from '../public/public-database';
import { visitorRecordId, type SavedSearch, type SeenBoat } from '@harbour/domain/schemas/visitor-record';
import { plainAll } from '../query/plain';
import { MAX_SAVED_SEARCHES, SEARCHES_FULL, checkSearchName } from './saved-search';

export type SearchOutcome = { ok: true; id: string } | { ok: false; message: string };
/** A rename's outcome: the name kept, as checked (trimmed). */
export type RenameOutcome = { ok: true; id: string; name: string } | { ok: false; message: string };

export interface NewSavedSearch {
  /** As typed: checked here (checkSearchName). */
  name: string;
  /** The /boats params (searchParamsOf). */
  params: string;
  /** What it matches now (seenBoats). */
  seen: SeenBoat[];
  seenCut: boolean;
}

const newId = (): string => crypto.randomUUID();

/** This device's saved searches, as stored. */
export async function savedSearches(db: VisitorDatabase): Promise<SavedSearch[]> {
  const records = plainAll(await db.visitorRecords.find({ selector: { kind: 'savedSearch' } }).exec());
  return records.flatMap((r) => (r.search ? [r.search] : []));
}

/**
 * Saves a search under a name, with what it matches now (so the first visit after it has something to compare
 * with). A bad name, the same search saved before, or a full list saves nothing and says why.
 */
export async function saveSearch(
  db: VisitorDatabase,
  input: NewSavedSearch,
  now = new Date(),
  id: string = newId(),
): Promise<SearchOutcome> {
  const name = checkSearchName(input.name);
  if (!name.ok) return name;
  const existing = await savedSearches(db);
  const same = existing.find((s) => s.params === input.params);
  if (same) return { ok: false, message: `This search is already saved as "${same.name}".` };
  if (existing.length >= MAX_SAVED_SEARCHES) return { ok: false, message: SEARCHES_FULL };
  const at = now.toISOString();
  await db.visitorRecords.insert({
    id: visitorRecordId('savedSearch', id),
    kind: 'savedSearch',
    deliveredAt: null,
    search: {
      id,
      name: name.name,
      params: input.params,
      createdAt: at,
      lastOpenedAt: at,
      seen: input.seen,
      seenCut: input.seenCut,
    },
  });
  return { ok: true, id };
}

const NOT_FOUND = 'This saved search is no longer on this device.';

/** Gives a saved search another name (checked as when saved); says the name kept (trimmed). */
export async function renameSearch(db: VisitorDatabase, id: string, typed: string): Promise<RenameOutcome> {
  const name = checkSearchName(typed);
  if (!name.ok) return name;
  const doc = await db.visitorRecords.findOne(visitorRecordId('savedSearch', id)).exec();
  if (!doc?.search) return { ok: false, message: NOT_FOUND };
  await doc.incrementalPatch({ search: { ...doc.toMutableJSON().search!, name: name.name } });
  return { ok: true, id, name: name.name };
}

/** Deletes a saved search (nothing happens when it was not there). */
export async function deleteSearch(db: VisitorDatabase, id: string): Promise<void> {
  await db.visitorRecords.findOne(visitorRecordId('savedSearch', id)).remove();
}

/**
 * The visitor has looked at the search's boats: what it matches now becomes what the next visit compares with. Called
 * after the changes since the last visit were shown (searchChanges), never before.
 */
export async function recordSearchOpened(
  db: VisitorDatabase,
  id: string,
  seen: { seen: SeenBoat[]; seenCut: boolean },
  now = new Date(),
): Promise<void> {
  const doc = await db.visitorRecords.findOne(visitorRecordId('savedSearch', id)).exec();
  if (!doc?.search) return;
  await doc.incrementalPatch({
    search: { ...doc.toMutableJSON().search!, seen: seen.seen, seenCut: seen.seenCut, lastOpenedAt: now.toISOString() },
  });
}
