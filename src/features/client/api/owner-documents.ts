import { map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { plainAll } from '@/data/query/plain';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { ownerDocumentGroups, type OwnerDocumentGroup } from '../owner-documents';

/** The documents of the owner's boats, from the owner's replica (it holds only boats with createdBy = its uid). */
export function useOwnerDocuments(caller: Caller) {
  return usePortalQuery<OwnerDocumentGroup[]>(
    caller,
    (db) =>
      db.boats
        .find({ selector: { createdBy: caller.uid } })
        .$.pipe(map((boats) => ownerDocumentGroups(caller.uid, plainAll(boats)))),
    [],
  );
}
