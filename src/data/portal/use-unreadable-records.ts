import { useDatabaseQuery, type LiveResult } from '../query/use-database-query';
import type { Caller } from '../caller';
import type { UnreadableEntry } from './sync-store';

/** The documents the backend sent that this replica kept out (door/at-the-door.ts), newest first. */
export function useUnreadableRecords(caller: Caller): LiveResult<UnreadableEntry[]> {
  return useDatabaseQuery(
    async () => (await (await import('./portal-client')).openPortal(caller)).syncStore,
    (store) => store.unreadable$(),
    [caller.uid, caller.role],
  );
}
