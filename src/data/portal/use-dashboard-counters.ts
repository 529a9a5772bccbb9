import {
  catchError,
  combineLatest,
  distinctUntilChanged,
  EMPTY,
  from,
  map,
  of,
  startWith,
  switchMap,
  tap,
  type Observable,
} from 'rxjs';
import { useDatabaseQuery } from '../query/use-database-query';
import type { Caller } from '../caller';
import type { UserDatabase } from '../user-database';
import { ADMIN_COUNTERS_ID, type ServerCounters } from '@harbour/domain/schemas/server-counters';
import type { Portal } from './portal-client';
import { plainOrNull } from '@/data/query/plain';

/** What a dashboard needs besides its local counts to apply the rule of dashboard-counters.ts. */
export interface CounterSources {
  /** The server's counters document for this session (null: none pulled yet, or a replica without counters). */
  server: ServerCounters | null;
  /** The replica has finished a first full pull of the counted collections (this session or an earlier one). */
  replicaComplete: boolean;
}

export const NO_COUNTER_SOURCES: CounterSources = { server: null, replicaComplete: false };

/** A replication as far as the first pull is concerned (RxReplicationState has both). */
export interface InitialPull {
  readonly collection: { readonly name: string };
  awaitInitialReplication(): Promise<void>;
}

/** Where "this replica once completed its first pull" is remembered, so a reload while offline still counts it. */
export interface FlagStore {
  has(key: string): boolean;
  add(key: string): void;
}

/** localStorage; a flag is keyed by the replica's storage token, so a replica deleted at logout and opened again starts over. */
export const localFlags: FlagStore = {
  has: (key) => {
    try {
      return globalThis.localStorage?.getItem(key) === '1';
    } catch {
      return false;
    }
  },
  add: (key) => {
    try {
      globalThis.localStorage?.setItem(key, '1');
    } catch {
      // Private mode or a full device: the flag only saves showing server counters for a moment after a reload.
    }
  },
};

export function firstPullKey(storageToken: string, collection: string): string {
  return `harbour-first-pull:${storageToken}:${collection}`;
}

/**
 * Whether every named collection has finished its first pull: true at once when remembered for this replica,
 * otherwise when all its replications' awaitInitialReplication() resolved (never awaited by rendering: this
 * emits false first). A collection without a replication has nothing to wait for.
 */
export function firstPullDone$(
  storageToken: string,
  states: readonly InitialPull[],
  collections: readonly string[],
  flags: FlagStore = localFlags,
): Observable<boolean> {
  if (collections.length === 0) return of(true);
  const perCollection = collections.map((name) => {
    const key = firstPullKey(storageToken, name);
    if (flags.has(key)) return of(true);
    const mine = states.filter((s) => s.collection.name === name);
    if (mine.length === 0) return of(true);
    return from(Promise.all(mine.map((s) => s.awaitInitialReplication()))).pipe(
      tap(() => flags.add(key)),
      map(() => true),
      // A cancelled or failing replication never completes the replica: it stays 'not complete'.
      catchError(() => EMPTY),
      startWith(false),
    );
  });
  return combineLatest(perCollection).pipe(
    map((done) => done.every(Boolean)),
    distinctUntilChanged(),
  );
}

/** The id of the session's counters document: stats/admin for an admin, ownerStats/{uid} for a client. */
export function countersId(caller: Caller): string {
  return caller.role === 'admin' ? ADMIN_COUNTERS_ID : caller.uid;
}

/** The session's server counters, live; null when absent (always in a replica that opens no `counters`). */
export function serverCounters$(db: Pick<UserDatabase, 'counters'>, id: string): Observable<ServerCounters | null> {
  const collection = db.counters;
  if (!collection) return of(null);
  return collection.findOne(id).$.pipe(map((doc) => plainOrNull(doc)));
}

export function counterSources$(
  portal: Pick<Portal, 'caller'> & {
    db: Pick<UserDatabase, 'counters' | 'storageToken'>;
    replication: { states: readonly InitialPull[] };
  },
  counted: readonly string[],
  flags: FlagStore = localFlags,
): Observable<CounterSources> {
  return combineLatest([
    serverCounters$(portal.db, countersId(portal.caller)),
    from(portal.db.storageToken).pipe(
      switchMap((token) => firstPullDone$(token, portal.replication.states, counted, flags)),
    ),
  ]).pipe(map(([server, replicaComplete]) => ({ server, replicaComplete })));
}

/**
 * The server counters and the replica's completeness for the rule of dashboard-counters.ts. Never blocks:
 * until known it answers 'no server counter, replica not complete', which shows the local counts.
 */
export function useCounterSources(caller: Caller, counted: readonly string[]): CounterSources {
  const result = useDatabaseQuery(
    async () => (await import('./portal-client')).openPortal(caller),
    (portal) => counterSources$(portal, counted),
    [caller.uid, caller.role, counted.join(',')],
  );
  return result.status === 'ready' ? result.data : NO_COUNTER_SOURCES;
}
