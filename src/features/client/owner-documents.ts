import type { Boat, ListingDocument } from '@harbour/domain/schemas/boat';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { byCodeUnits } from '@/lib/compare';

export interface OwnerDocumentGroup {
  boatId: string;
  title: string;
  documents: ListingDocument[];
}

/**
 * Pure: the owner's boats that have documents, each with all of them (public and private: they are the owner's), in
 * the order the brokers listed them; boats newest first, as My Listings shows them.
 */
export function ownerDocumentGroups(
  uid: string,
  boats: ReadonlyArray<Pick<Boat, 'id' | 'year' | 'make' | 'model' | 'createdBy' | 'createdAt' | 'documents'>>,
): OwnerDocumentGroup[] {
  return boats
    .filter((b) => b.createdBy === uid && b.documents.length > 0)
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt))
    .map((b) => ({ boatId: b.id, title: boatTitle(b), documents: [...b.documents] }));
}
