import { combineLatest, map } from 'rxjs';
import { useDatabaseQuery, type LiveResult } from '../use-live-query';
import type { Caller } from '../device-backend/backend-rules';
import type { Portal } from './portal-client';
import { PUSHED_BY } from './device-replication';
import { pendingChanges, type PendingChange } from './sync-store';

type Labelled = { id: string; updatedAt: string } & Record<string, unknown>;

/** How each kind of pending change reads in the sync status list. */
export function pendingLabel(collection: string, doc: Labelled): string {
  const title = [doc.year, doc.make, doc.model].filter(Boolean).join(' ');
  switch (collection) {
    case 'boats':
      return `Listing: ${title}`;
    case 'boatCommercials':
      return `Commission for listing ${doc.id.slice(0, 8)}`;
    case 'submissions': {
      const data = doc.submissionData as { year?: number; make?: string; model?: string } | undefined;
      return `Submission: ${[data?.year, data?.make, data?.model].filter(Boolean).join(' ')}`;
    }
    case 'inquiries':
      return `Lead: ${String(doc.name ?? '')} (${String(doc.status ?? '')})`;
    case 'blogPosts':
      return `Post: ${String(doc.title ?? '')}`;
    case 'profiles':
      return 'Your profile';
    default:
      return `${collection} ${doc.id}`;
  }
}

/**
 * Everything this user changed on this device that the backend has not acknowledged yet:
 * documents (per the sync store's versions) and photos waiting to upload.
 */
export function pendingChanges$(portal: Portal) {
  const collections = PUSHED_BY[portal.caller.role];
  return combineLatest([
    portal.syncStore.versions$(),
    portal.syncStore.uploads$(),
    portal.syncStore.refusals$(),
    ...collections.map((name) => portal.db[name].find().$),
  ]).pipe(
    map(([versions, uploads, refusals, ...docLists]) => {
      const changes: PendingChange[] = collections.flatMap((name, i) =>
        pendingChanges(name, (docLists[i] ?? []).map((d) => d.toJSON() as Labelled), versions, (doc) => pendingLabel(name, doc), refusals),
      );
      for (const upload of uploads) changes.push({ collection: 'photos', id: upload.id, label: 'Photo waiting to upload' });
      return changes;
    }),
  );
}

export function usePendingChanges(caller: Caller): LiveResult<PendingChange[]> {
  return useDatabaseQuery(async () => (await import('./portal-client')).openPortal(caller), pendingChanges$, [caller.uid, caller.role]);
}

/** Pure: whether a document is among the pending changes. */
export function isPending(changes: readonly PendingChange[] | undefined, collection: string, id: string): boolean {
  return Boolean(changes?.some((c) => c.collection === collection && c.id === id));
}
