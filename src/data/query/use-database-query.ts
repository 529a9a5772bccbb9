import { useEffect, useState, type DependencyList } from 'react';
import type { Observable } from 'rxjs';
import { isModuleLoadFailure } from '@/lib/import-again';
import { keepEqual } from '@/lib/keep-equal';
import { logError } from '@/lib/log';
import { retrySoon } from '@/lib/retry-soon';

export type LiveResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/** Pure: `data` as a ready result; `previous` itself when it was ready with deeply equal data (see keepEqual). */
export function readyKeeping<T>(previous: LiveResult<T>, data: T): LiveResult<T> {
  if (previous.status !== 'ready') return { status: 'ready', data, error: undefined };
  const shared = keepEqual(previous.data, data);
  return shared === previous.data ? previous : { status: 'ready', data: shared, error: undefined };
}

/** Pure: whether two lists of a hook's dependencies are the same (React's rule: each item Object.is). */
export const sameDeps = (a: DependencyList, b: DependencyList): boolean =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

/**
 * The same for any database: `open` is called once per change of deps and must return the (cached) database. The
 * answer is always for the deps given: from the render whose deps changed, loading until the new query answers (never
 * one frame of the previous query's data, which a caller could take for this one's).
 */
export function useDatabaseQuery<Db, T>(
  open: () => Promise<Db>,
  select: (db: Db) => Observable<T>,
  deps: DependencyList,
): LiveResult<T> {
  const [answer, setAnswer] = useState<{ result: LiveResult<T>; deps: DependencyList }>({ result: LOADING, deps });
  // A database whose code could not load (offline) is opened again once it can be (retrySoon).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let cancelRetry = () => {};
    const setResult = (next: LiveResult<T> | ((previous: LiveResult<T>) => LiveResult<T>)) =>
      setAnswer((previous) => {
        const mine = sameDeps(previous.deps, deps);
        const result = typeof next === 'function' ? next(mine ? previous.result : LOADING) : next;
        return mine && result === previous.result ? previous : { result, deps };
      });
    setResult(LOADING);
    open()
      .then((db) => {
        if (!active) return;
        const sub = select(db).subscribe({
          next: (data) => setResult((previous) => readyKeeping(previous, data)),
          error: (error: unknown) => {
            logError('live query', error);
            setResult({ status: 'error', data: undefined, error });
          },
        });
        unsubscribe = () => sub.unsubscribe();
      })
      .catch((error: unknown) => {
        logError('open database', error);
        if (!active) return;
        // The database's code did not arrive (offline): not an error of the data, it is still on its way. Anything else
        // (storage refused) is an error the page shows.
        if (isModuleLoadFailure(error)) cancelRetry = retrySoon(attempt, () => setAttempt((n) => n + 1));
        else setResult({ status: 'error', data: undefined, error });
      });
    return () => {
      active = false;
      unsubscribe();
      cancelRetry();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return sameDeps(answer.deps, deps) ? answer.result : LOADING;
}
