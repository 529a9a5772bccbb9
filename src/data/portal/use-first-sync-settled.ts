import { useEffect, useState } from 'react';
import type { Caller } from '@/data/caller';
import { openPortal, type Portal } from './portal-client';
import { firstSyncSettled, gateEmpty } from './first-sync';
import { LOADING, type LiveResult } from '../query/use-database-query';

/** Per opened replica (a new one after each login): its first-sync promise and whether it is over. */
const settledFor = new WeakMap<Promise<Portal>, Promise<void>>();
const settledDone = new WeakSet<Promise<Portal>>();

/** Whether the replica's first pull of this session is over (or cannot happen now). */
export function useFirstSyncSettled(caller: Caller): boolean {
  // openPortal returns the session's one (cached) replica promise.
  const portalPromise = openPortal(caller);
  const [done, setDone] = useState(() => settledDone.has(portalPromise));
  useEffect(() => {
    if (settledDone.has(portalPromise)) {
      setDone(true);
      return;
    }
    let active = true;
    let promise = settledFor.get(portalPromise);
    if (!promise) {
      promise = portalPromise
        .then((portal) =>
          firstSyncSettled(
            portal.replication.states.map((s) => s.awaitInitialReplication()),
            {
              isOnline: () => navigator.onLine,
              onOffline: (listener) => {
                window.addEventListener('offline', listener);
                return () => window.removeEventListener('offline', listener);
              },
              wait: (ms) => new Promise((r) => setTimeout(r, ms)),
            },
          ),
        )
        .catch(() => undefined)
        .then(() => void settledDone.add(portalPromise));
      settledFor.set(portalPromise, promise);
    }
    void promise.then(() => active && setDone(true));
    return () => {
      active = false;
    };
  }, [portalPromise]);
  return done;
}

/** A list from the replica, answered as loading while it is empty only because the first pull is not over. */
export function useListAfterFirstSync<T>(caller: Caller, result: LiveResult<T[]>): LiveResult<T[]> {
  const settled = useFirstSyncSettled(caller);
  // A fresh replica is empty until its first pull: show that as loading, not as 'No … found'.
  return result.status === 'ready' && gateEmpty(result, settled) === 'loading' ? LOADING : result;
}
