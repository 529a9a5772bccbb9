import type { DependencyList } from 'react';
import type { Observable } from 'rxjs';
import { useDatabaseQuery, type LiveResult } from '../query/use-database-query';
import type { UserDatabase } from '../user-database';
import type { Caller } from '../caller';
import { openPortal } from './portal-client';

/** A live query on the signed-in user's own replica (opened on first use, synced in the background). */
export function usePortalQuery<T>(
  caller: Caller,
  select: (db: UserDatabase) => Observable<T>,
  deps: DependencyList,
): LiveResult<T> {
  return useDatabaseQuery(async () => (await openPortal(caller)).db, select, [caller.uid, caller.role, ...deps]);
}
