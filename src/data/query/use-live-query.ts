import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type DependencyList } from 'react';
import type { Observable } from 'rxjs';
import { LOADING, readyKeeping, sameDeps, useDatabaseQuery, type LiveResult } from './use-database-query';
import type { PublicDatabase } from '../public/public-database';
import { databaseCodeMayLoad, loadPublicDatabase } from '../public/load-public-database';
import {
  firstVisitSnapshot,
  hasPublicDataArrived,
  onPublicDataArrived,
  settledSnapshot,
  wholeSnapshot,
  type FirstVisitSnapshot,
  type PublicSnapshot,
} from '../public/first-visit-snapshot';
import {
  answersQuestion,
  isPartialSnapshot,
  questionKey,
  type PartialQuestion,
  type PartialSnapshot,
} from '../public/partial-snapshot';

/** The RxJS operators a query may use (loaded with the database, see rx.ts). */
export type Rx = typeof import('./rx');

const openPublic = async () => {
  await databaseCodeMayLoad();
  const [db, rx] = await Promise.all([loadPublicDatabase(), import('./rx')]);
  return { db, rx };
};

const notArrivedYet = () => false;

/**
 * A query's answer from a rendered page's partial snapshot (partial-snapshot.ts): given only when that snapshot was
 * chosen for exactly `asks` (answersQuestion), never for another question.
 */
export interface FromPartial<T> {
  asks: PartialQuestion;
  answer: (snapshot: PartialSnapshot) => T;
  /**
   * The component needs more than that answer holds (the next step of a list, every boat's facets): the whole data is
   * brought as for a question the partial snapshot does not answer; its answer stands until the whole data is there.
   */
  wantsWhole?: boolean;
}

/** Pure: what the snapshot says to this query; undefined when it cannot say (none, or a partial one for another question). */
export function snapshotAnswer<T>(
  snapshot: FirstVisitSnapshot | null,
  fromSnapshot: ((snapshot: PublicSnapshot) => T) | undefined,
  fromPartial: FromPartial<T> | undefined,
): T | undefined {
  if (!snapshot || !fromSnapshot) return undefined;
  if (!isPartialSnapshot(snapshot)) return fromSnapshot(snapshot);
  return fromPartial && answersQuestion(snapshot, fromPartial.asks) ? fromPartial.answer(snapshot) : undefined;
}

/**
 * Subscribes a component to a live RxDB query on the public database. Re-renders on every change,
 * including changes made in other tabs and by replication. With `fromSnapshot`, a first visit shows the same
 * answer computed from the first-visit snapshot until the database answers (no skeleton while RxDB boots).
 * A rendered page may carry only part of the data (its first screen): it answers through `fromPartial`, and only the
 * question it was chosen for; any other query of the public data waits for the whole data (on a first visit
 * /public-snapshot.json, else the database) and, until the public data has arrived, has no answer (never the
 * replica's empty answer before its pull). A query without `fromSnapshot` (this device's own records: the visitor's
 * messages, shortlist, saved searches, settings) is not about the public data: the database answers it, whatever the
 * page carries, offline too.
 * An answer shown stays until a newer one replaces it: while a new question of the same query (same deps: another
 * list query of /boats) waits for the whole data or the database, the last answer stands (never back to loading;
 * the caller tells it from the new one by what it says, e.g. the list query of a first screen). Another query (other
 * deps: another boat) starts from loading.
 */
export function useLiveQuery<T>(
  select: (db: PublicDatabase, rx: Rx) => Observable<T>,
  deps: DependencyList,
  fromSnapshot?: (snapshot: PublicSnapshot) => T,
  fromPartial?: FromPartial<T>,
): LiveResult<T> {
  const live = useDatabaseQuery(openPublic, ({ db, rx }) => select(db, rx), deps);
  // A prerendered page (src/app/prerender) was rendered before any data arrived; hydration starts from the same.
  const arrived = useSyncExternalStore(onPublicDataArrived, hasPublicDataArrived, notArrivedYet);
  const waiting = fromSnapshot !== undefined && (live.status === 'loading' || !arrived);
  const [snapshot, setSnapshot] = useState(settledSnapshot);
  const asked = fromPartial ? questionKey(fromPartial.asks) : '';
  const early = useMemo(
    () => snapshotAnswer(snapshot, fromSnapshot, fromPartial),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [snapshot, asked, ...deps],
  );
  // A partial snapshot chosen for another question: this query of the public data needs the whole data. A query of
  // the device's own records (no fromSnapshot) does not: the partial snapshot has nothing to do with it.
  const partial = snapshot !== null && isPartialSnapshot(snapshot);
  const unanswered = fromSnapshot !== undefined && partial && early === undefined;
  useFirstVisitSnapshot(waiting, snapshot, unanswered || (partial && fromPartial?.wantsWhole === true), setSnapshot);
  // The snapshot answers until the database has answered *and* holds the public data (see markPublicDataArrived),
  // also while the database's code has not arrived (still 'loading': a first visit that went offline before it did).
  const fromEarly = early !== undefined && (live.status === 'loading' || (live.status === 'ready' && !arrived));
  const pending = unanswered && live.status === 'ready' && !arrived;
  return useUnchangedData(fromEarly ? (early as T) : undefined, pending ? LOADING : live, deps);
}

/**
 * The answer, keeping the previous data's objects for whatever is deeply equal (keepEqual): when the database takes
 * over from the snapshot with the same boats, nothing below re-renders (measured: ~30 ms of rendering and ~30 ms of
 * style and layout on a first visit, 4x that on a slow phone). While nothing answers yet, the last answer of the same
 * query (same deps) stands: a page never goes from an answer back to loading (boats.spec "type, condition and sort…":
 * the count line did, on a first visit's filter change while the whole data was on its way).
 */
function useUnchangedData<T>(early: T | undefined, live: LiveResult<T>, deps: DependencyList): LiveResult<T> {
  const last = useRef<{ result: LiveResult<T>; deps: DependencyList }>({ result: LOADING, deps });
  const result = useMemo((): LiveResult<T> => {
    const previous = last.current;
    if (early !== undefined) return readyKeeping(previous.result, early);
    if (live.status === 'ready') return readyKeeping(previous.result, live.data);
    // The live answer is always for these deps (useDatabaseQuery), the early one too (computed with them): an answer
    // kept for the same deps is this query's.
    if (live.status === 'loading' && previous.result.status === 'ready' && sameDeps(previous.deps, deps))
      return previous.result;
    return live;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [early, live, ...deps]);
  useEffect(() => {
    last.current = { result, deps };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, ...deps]);
  return result;
}

/**
 * Brings the snapshot while the query waits for the database: the visit's snapshot, or the whole data when the one it
 * has is partial and does not answer this query.
 */
function useFirstVisitSnapshot(
  wanted: boolean,
  snapshot: FirstVisitSnapshot | null,
  needsWhole: boolean,
  setSnapshot: (snapshot: FirstVisitSnapshot) => void,
): void {
  useEffect(() => {
    if (!wanted || (snapshot && !needsWhole)) return;
    let active = true;
    void (snapshot ? wholeSnapshot() : firstVisitSnapshot()).then((s) => {
      if (active && s) setSnapshot(s);
    });
    return () => {
      active = false;
    };
  }, [wanted, snapshot, needsWhole, setSnapshot]);
}
