import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type DependencyList } from 'react';
import type { Observable } from 'rxjs';
import { LOADING, readyKeeping, useDatabaseQuery, type LiveResult } from './use-database-query';
import type { PublicDatabase } from './public-database';
import { databaseCodeMayLoad, loadPublicDatabase } from './load-public-database';
import {
  firstVisitSnapshot,
  hasPublicDataArrived,
  onPublicDataArrived,
  settledSnapshot,
  type PublicSnapshot,
} from './first-visit-snapshot';

/** The RxJS operators a query may use (loaded with the database, see rx.ts). */
export type Rx = typeof import('./rx');

const openPublic = async () => {
  await databaseCodeMayLoad();
  const [db, rx] = await Promise.all([loadPublicDatabase(), import('./rx')]);
  return { db, rx };
};

const notArrivedYet = () => false;

/**
 * Subscribes a component to a live RxDB query on the public database. Re-renders on every change,
 * including changes made in other tabs and by replication. With `fromSnapshot`, a first visit shows the same
 * answer computed from the first-visit snapshot until the database answers (no skeleton while RxDB boots).
 */
export function useLiveQuery<T>(
  select: (db: PublicDatabase, rx: Rx) => Observable<T>,
  deps: DependencyList,
  fromSnapshot?: (snapshot: PublicSnapshot) => T,
): LiveResult<T> {
  const live = useDatabaseQuery(openPublic, ({ db, rx }) => select(db, rx), deps);
  // A prerendered page (src/app/prerender) was rendered before any data arrived; hydration starts from the same.
  const arrived = useSyncExternalStore(onPublicDataArrived, hasPublicDataArrived, notArrivedYet);
  const snapshot = useFirstVisitSnapshot(fromSnapshot !== undefined && (live.status === 'loading' || !arrived));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const early = useMemo(() => (snapshot && fromSnapshot ? fromSnapshot(snapshot) : undefined), [snapshot, ...deps]);
  // The snapshot answers until the database has answered *and* holds the public data (see markPublicDataArrived),
  // also while the database's code has not arrived (still 'loading': a first visit that went offline before it did).
  const fromEarly = early !== undefined && (live.status === 'loading' || (live.status === 'ready' && !arrived));
  return useUnchangedData(fromEarly ? (early as T) : undefined, live);
}

/**
 * The answer, keeping the previous data's objects for whatever is deeply equal (keepEqual): when the database takes
 * over from the snapshot with the same boats, nothing below re-renders (measured: ~30 ms of rendering and ~30 ms of
 * style and layout on a first visit, 4x that on a slow phone).
 */
function useUnchangedData<T>(early: T | undefined, live: LiveResult<T>): LiveResult<T> {
  const last = useRef<LiveResult<T>>(LOADING);
  const result = useMemo((): LiveResult<T> => {
    if (early !== undefined) return readyKeeping(last.current, early);
    return live.status === 'ready' ? readyKeeping(last.current, live.data) : live;
  }, [early, live]);
  useEffect(() => {
    last.current = result;
  }, [result]);
  return result;
}

function useFirstVisitSnapshot(wanted: boolean): PublicSnapshot | null {
  const [snapshot, setSnapshot] = useState(settledSnapshot);
  useEffect(() => {
    if (!wanted || snapshot) return;
    let active = true;
    void firstVisitSnapshot().then((s) => {
      if (active && s) setSnapshot(s);
    });
    return () => {
      active = false;
    };
  }, [wanted, snapshot]);
  return snapshot;
}
