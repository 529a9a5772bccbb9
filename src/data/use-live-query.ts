import { useEffect, useState, type DependencyList } from 'react';
import type { Observable } from 'rxjs';
import type { PublicDatabase } from './public-database';
import { getPublicDatabase } from './public-db-client';
import { logError } from '@/lib/log';

export type LiveResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Subscribes a component to a live RxDB query on the public database. Re-renders on every change,
 * including changes made in other tabs and by replication.
 */
export function useLiveQuery<T>(select: (db: PublicDatabase) => Observable<T>, deps: DependencyList): LiveResult<T> {
  return useDatabaseQuery(getPublicDatabase, select, deps);
}

/** The same for any database: `open` is called once per change of deps and must return the (cached) database. */
export function useDatabaseQuery<Db, T>(open: () => Promise<Db>, select: (db: Db) => Observable<T>, deps: DependencyList): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>(LOADING);
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    setResult(LOADING);
    open()
      .then((db) => {
        if (!active) return;
        const sub = select(db).subscribe({
          next: (data) => setResult({ status: 'ready', data, error: undefined }),
          error: (error: unknown) => {
            logError('live query', error);
            setResult({ status: 'error', data: undefined, error });
          },
        });
        unsubscribe = () => sub.unsubscribe();
      })
      .catch((error: unknown) => {
        logError('open database', error);
        if (active) setResult({ status: 'error', data: undefined, error });
      });
    return () => {
      active = false;
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return result;
}
