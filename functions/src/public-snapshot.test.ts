import { noListingHistory } from '@harbour/domain/schemas/boat';
import { describe, expect, it } from 'vitest';
import { buildPublicSnapshot, replicaEntry } from './public-snapshot';
import { LISTING_FIELDS } from './projections';

const timestamp = { seconds: 1, nanoseconds: 0 }; // stands for the Firestore Timestamp the replication orders by

describe('public snapshot', () => {
  it('keeps live projection documents only, without serverTimestamp and _deleted, sorted by id', () => {
    const snapshot = buildPublicSnapshot(
      [
        {
          id: 'b2',
          data: {
            id: 'b2',
            make: 'Hatteras',
            status: 'active',
            images: [],
            serverTimestamp: timestamp,
            _deleted: false,
          },
        },
        {
          id: 'sold',
          data: { id: 'sold', make: 'Bertram', status: 'active', serverTimestamp: timestamp, _deleted: true },
        },
        { id: 'b1', data: { id: 'b1', make: 'Viking', status: 'active', serverTimestamp: timestamp, _deleted: false } },
      ],
      [
        {
          id: 'p1',
          data: {
            id: 'p1',
            title: 'Reef Guide',
            slug: 'reef-guide',
            viewCount: 3,
            serverTimestamp: timestamp,
            _deleted: false,
          },
        },
        { id: 'p0', data: { id: 'p0', title: 'Old', slug: 'old', serverTimestamp: timestamp, _deleted: true } },
      ],
    );
    // Fields these (older) documents lack read as their defaults, as the replica will hold them (doc-defaults.ts).
    // The status history is not in the public copy (the replica reads it as empty).
    const { statusHistory: _h, ...truth } = noListingHistory();
    const boatDefaults = {
      features: [],
      specifications: {},
      images: [],
      createdBy: null,
      ...truth,
      particulars: {},
      videoUrl: null,
      documents: [],
    };
    const postDefaults = { excerpt: null, featuredImageUrl: null, tags: [], publishedAt: null };
    expect(snapshot).toEqual({
      boats: [
        { ...boatDefaults, id: 'b1', make: 'Viking', status: 'active' },
        { ...boatDefaults, id: 'b2', make: 'Hatteras', status: 'active', images: [] },
      ],
      posts: [{ ...postDefaults, id: 'p1', title: 'Reef Guide', slug: 'reef-guide', viewCount: 3 }],
    });
  });

  it('the id is the document id (as RxDB sets it), and fields outside the public allow-list never appear', () => {
    const entry = replicaEntry(
      { id: 'doc-id', data: { id: 'other', make: 'Viking', commissionRate: 4.5, notes: 'x', _deleted: false } },
      LISTING_FIELDS,
    );
    expect(entry).toEqual({ id: 'doc-id', make: 'Viking' });
  });

  it('an empty store gives empty lists', () => {
    expect(buildPublicSnapshot([], [])).toEqual({ boats: [], posts: [] });
  });
});
