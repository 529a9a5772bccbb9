import { combineLatest, map, shareReplay, type Observable } from 'rxjs';
import { useDatabaseQuery, type LiveResult } from '../query/use-database-query';
import type { Caller } from '../caller';
import type { Portal } from './portal-client';
import { pendingLabel, pushedBy } from '../collections/portal-collections';
import { pendingChanges, type PendingChange } from './sync-store';
import { plainAs } from '@/data/query/plain';

type Labelled = { id: string; updatedAt: string } & Record<string, unknown>;

/**
 * Everything this user changed on this device that the backend has not acknowledged yet:
 * documents (per the sync store's versions) and photos and listing documents (PDFs) waiting to upload.
 */
export function pendingChanges$(portal: Portal): Observable<PendingChange[]> {
  let shared = sharedByPortal.get(portal);
  if (!shared) {
    shared = pendingChangesOf(portal).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    sharedByPortal.set(portal, shared);
  }
  return shared;
}

/**
 * One reading per replica, however many screens show it (the sync notice, the admin's tables, the owner's
 * submissions): each reading re-reads every document of the pushed collections whenever one of them changes.
 */
const sharedByPortal = new WeakMap<Portal, Observable<PendingChange[]>>();

function pendingChangesOf(portal: Portal): Observable<PendingChange[]> {
  const collections = pushedBy(portal.caller.role);
  return combineLatest([
    portal.syncStore.versions$(),
    portal.syncStore.uploads$(),
    portal.syncStore.refusals$(),
    ...collections.map((name) => portal.db[name]!.find().$),
  ]).pipe(
    map(([versions, uploads, refusals, ...docLists]) => {
      const changes: PendingChange[] = collections.flatMap((name, i) =>
        pendingChanges(
          name,
          (docLists[i] ?? []).map((d) => plainAs<Labelled>(d)),
          versions,
          (doc) => pendingLabel(name, doc),
          refusals,
        ),
      );
      for (const upload of uploads)
        changes.push(
          upload.kind === 'document'
            ? { collection: 'documents', id: upload.id, label: 'Document waiting to upload' }
            : { collection: 'photos', id: upload.id, label: 'Photo waiting to upload' },
        );
      return changes;
    }),
  );
}

export function usePendingChanges(caller: Caller): LiveResult<PendingChange[]> {
  return useDatabaseQuery(async () => (await import('./portal-client')).openPortal(caller), pendingChanges$, [
    caller.uid,
    caller.role,
  ]);
}

/** Pure: whether a document is among the pending changes. */
export function isPending(changes: readonly PendingChange[] | undefined, collection: string, id: string): boolean {
  return Boolean(changes?.some((c) => c.collection === collection && c.id === id));
}
