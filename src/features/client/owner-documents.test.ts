import { describe, expect, it } from 'vitest';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import { ownerDocumentGroups } from './owner-documents';

const doc = (id: string, visibility: 'public' | 'private'): ListingDocument => ({
  id,
  title: id,
  kind: 'survey',
  visibility,
  url: `/device-files/${id}`,
  size: 1,
  uploadedAt: '2026-11-10T12:00:00.000Z',
});

describe('ownerDocumentGroups', () => {
  it("gives the owner every document of its own boats, public and private, newest boat first; nobody else's", () => {
    const boats = [
      makeBoat({ id: 'old', createdBy: 'me', createdAt: '2026-01-01T00:00:00.000Z', documents: [doc('a', 'public')] }),
      makeBoat({
        id: 'new',
        createdBy: 'me',
        createdAt: '2026-06-01T00:00:00.000Z',
        make: 'Contender',
        model: '39 ST',
        year: 2021,
        documents: [doc('b', 'private'), doc('c', 'public')],
      }),
      makeBoat({ id: 'bare', createdBy: 'me', documents: [] }),
      makeBoat({ id: 'theirs', createdBy: 'someone-else', documents: [doc('d', 'private')] }),
    ];
    expect(ownerDocumentGroups('me', boats)).toEqual([
      { boatId: 'new', title: '2021 Contender 39 ST', documents: [doc('b', 'private'), doc('c', 'public')] },
      { boatId: 'old', title: '2022 Stiletto 31 Tournament', documents: [doc('a', 'public')] },
    ]);
  });
});
