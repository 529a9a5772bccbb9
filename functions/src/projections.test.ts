import { describe, expect, it } from 'vitest';
import { DEMO_PHOTO_HOME, publicProjection } from '../../fixtures/demo-snapshot';
import type { PhotoHome } from '@harbour/domain/boats/project-photos';
import { WITHHELD_FIELDS } from '@harbour/domain/boats/public-listing';
import { boatSchema, noListingHistory, type Boat } from '@harbour/domain/schemas/boat';
import type { BlogPost } from '@harbour/domain/schemas/blog-post';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import {
  isPublicBoat,
  isPublicPost,
  LISTING_FIELDS,
  listingFromBoat,
  projectionWrite,
  publishedPostFromBlogPost,
} from './projections';

const HOME: PhotoHome = DEMO_PHOTO_HOME;
const STORED =
  'https://firebasestorage.googleapis.com/v0/b/demo-harbour.appspot.com/o/boats%2Fb1%2Fi3?alt=media&token=5e0c';
const FOREIGN =
  'https://firebasestorage.googleapis.com/v0/b/attacker-project.appspot.com/o/boats%2Fb1%2Fi4?alt=media&token=5e0c';

const BOAT: Boat = makeBoat({
  id: 'b1',
  year: 2021,
  make: 'Azimut',
  model: 'S7',
  type: 'Motor Yacht',
  condition: 'used',
  price: 1850000,
  length: 68,
  description: 'Sleek and fast.',
  location: 'Nassau',
  features: ['Generator'],
  specifications: { beam: '17 ft' },
  status: 'active',
  createdAt: '2026-10-01T00:00:00.000Z',
  createdBy: 'owner-1',
  updatedAt: '2026-10-02T00:00:00.000Z',
  images: [
    { id: 'i1', url: '/media/boats/azimut-s7-profile-960.webp', isPrimary: true, displayOrder: 0 },
    { id: 'i2', url: 'pending:photo-2', isPrimary: false, displayOrder: 1 },
  ],
  ...noListingHistory(),
});

describe('listingFromBoat', () => {
  it('copies public fields only: never commissionRate or any field not on the allow-list', () => {
    const listing = listingFromBoat(
      'b1',
      {
        ...BOAT,
        commissionRate: 2.5,
        internalNote: 'x',
        serverTimestamp: 1,
        _deleted: false,
      },
      HOME,
    );
    expect(listing).not.toHaveProperty('commissionRate');
    expect(listing).not.toHaveProperty('internalNote');
    expect(listing).not.toHaveProperty('serverTimestamp');
    expect(listing).not.toHaveProperty('_deleted');
  });

  it('allows exactly the fields of the public boat schema, as the demo snapshot the tests expect does', () => {
    // A field added to the app's Boat but not here would work in the demo and vanish in production: every field of
    // the schema is either copied or deliberately held empty.
    expect([...LISTING_FIELDS, ...Object.keys(WITHHELD_FIELDS)].sort()).toEqual(
      Object.keys(boatSchema.properties).sort(),
    );
  });

  it('equals the demo snapshot projection of the same boat (pending photos and admin-only fields left out)', () => {
    const withAdminField = { ...BOAT, commissionRate: 3 } as Boat;
    const [expected] = publicProjection([withAdminField], [], new Map()).boats;
    expect(expected).not.toHaveProperty('commissionRate');
    expect(listingFromBoat('b1', withAdminField as never, HOME)).toEqual(expected);
    expect((listingFromBoat('b1', { ...BOAT }, HOME).images as unknown[]).length).toBe(1);
  });
});

describe('listing truth in the public copy', () => {
  const history = {
    priceHistory: [{ at: '2026-11-01T00:00:00.000Z', from: 2_000_000, to: 1_850_000 }],
    statusHistory: [{ at: '2026-11-02T00:00:00.000Z', from: 'active', to: 'under_offer' }],
  };
  it('a price on request carries no number: price 0 and no price history, in both projections', () => {
    const onRequest = { ...BOAT, ...history, priceOnRequest: true } as Boat;
    const listing = listingFromBoat('b1', { ...onRequest }, HOME);
    expect(listing).toMatchObject({ price: 0, priceHistory: [], priceOnRequest: true });
    expect(JSON.stringify(listing)).not.toMatch(/1850000|2000000/);
    expect(publicProjection([onRequest], [], new Map()).boats[0]).toMatchObject({ price: 0, priceHistory: [] });
  });
  it('keeps the price history of a priced boat, and never the status history', () => {
    const listing = listingFromBoat('b1', { ...BOAT, ...history }, HOME);
    expect(listing.priceHistory).toEqual(history.priceHistory);
    expect(listing.statusHistory).toEqual([]);
    expect(publicProjection([{ ...BOAT, ...history } as Boat], [], new Map()).boats[0]!.statusHistory).toEqual([]);
  });
});

describe("a listing's documents", () => {
  const doc = (id: string, visibility: string, url = `https://files.example/${id}.pdf`) => ({
    id,
    title: id,
    kind: 'survey',
    visibility,
    url,
    size: 1000,
    uploadedAt: '2026-11-01T00:00:00.000Z',
  });
  it('only public, uploaded documents reach the public copy, in both projections', () => {
    const boat = {
      ...BOAT,
      documents: [doc('brochure', 'public'), doc('survey', 'private'), doc('spec', 'public', 'pending:spec')],
    } as unknown as Boat;
    expect(listingFromBoat('b1', { ...boat }, HOME).documents).toEqual([doc('brochure', 'public')]);
    expect(publicProjection([boat], [], new Map()).boats[0]!.documents).toEqual([doc('brochure', 'public')]);
    expect(JSON.stringify(listingFromBoat('b1', { ...boat }, HOME))).not.toContain('survey.pdf');
  });
});

describe('finding 14 (trust boundary): a public listing does not say whose boat it is', () => {
  it("carries no owner uid, in the functions' listing and the device projection alike", () => {
    const owned = { ...BOAT, createdBy: 'owner-marina' };
    expect(listingFromBoat('b1', owned, HOME).createdBy).toBeNull();
    expect(publicProjection([owned as Boat], [], new Map()).boats[0]!.createdBy).toBeNull();
  });
});

describe('documents written before a field existed', () => {
  it('project with the field defaults the web app uses (doc-defaults.ts)', () => {
    const listing = listingFromBoat('b-old', { make: 'Albury Brothers', status: 'active' }, HOME);
    expect(listing).toMatchObject({ id: 'b-old', features: [], specifications: {}, images: [], createdBy: null });
    const post = publishedPostFromBlogPost('p-old', { title: 'Old post', status: 'published' }, HOME, 2);
    expect(post).toMatchObject({ tags: [], excerpt: null, featuredImageUrl: null, publishedAt: null, viewCount: 2 });
  });
});

describe('publishedPostFromBlogPost', () => {
  const post: BlogPost = {
    id: 'p1',
    title: 'T',
    slug: 't',
    excerpt: null,
    content: '# T',
    featuredImageUrl: null,
    status: 'published',
    tags: [],
    publishedAt: '2026-10-01T00:00:00.000Z',
    viewCount: 40,
    authorId: 'admin',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
  };
  it('keeps the post fields but the author (finding N16: no admin uid in public) and adds counted views', () => {
    const { authorId: _author, ...shown } = post;
    expect(publishedPostFromBlogPost('p1', { ...post, draftNotes: 'x' } as never, HOME, 3)).toEqual({
      ...shown,
      viewCount: 43,
    });
  });
  it("never gives the public a cover still waiting on the admin's device; a stored one is kept", () => {
    expect(
      publishedPostFromBlogPost('p1', { ...post, featuredImageUrl: 'pending:c1' }, HOME).featuredImageUrl,
    ).toBeNull();
    const stored = 'http://127.0.0.1:9199/v0/b/demo-harbour.appspot.com/o/blog%2Fp1%2Fc1?alt=media&token=t';
    expect(publishedPostFromBlogPost('p1', { ...post, featuredImageUrl: stored }, HOME).featuredImageUrl).toBe(stored);
  });
  it("finding N1: a cover in another project's bucket never reaches the public post", () => {
    const foreign = FOREIGN.replace('boats%2Fb1%2Fi4', 'blog%2Fp1%2Fc1');
    expect(publishedPostFromBlogPost('p1', { ...post, featuredImageUrl: foreign }, HOME).featuredImageUrl).toBeNull();
  });
});

describe('isPublicBoat / isPublicPost', () => {
  it('only boats on the market (or shown as sold) and published posts that are not deleted', () => {
    expect(isPublicBoat({ status: 'active' })).toBe(true);
    expect(isPublicBoat({ status: 'under_offer' })).toBe(true);
    const soldShown = { status: 'sold', showAsSold: true, soldAt: '2026-11-20T00:00:00.000Z' };
    expect(isPublicBoat(soldShown, new Date('2026-11-25T00:00:00.000Z'))).toBe(true);
    // 30 days after it sold it is not public any more (the daily sweep withdraws its listing).
    expect(isPublicBoat(soldShown, new Date('2026-12-20T00:00:00.000Z'))).toBe(false);
    for (const status of ['draft', 'sold', 'pending_review', 'withdrawn', 7])
      expect(isPublicBoat({ status })).toBe(false);
    expect(isPublicBoat({ status: 'active', _deleted: true })).toBe(false);
    expect(isPublicBoat(null)).toBe(false);
    expect(isPublicPost({ status: 'published' })).toBe(true);
    expect(isPublicPost({ status: 'draft' })).toBe(false);
    expect(isPublicPost({ status: 'archived' })).toBe(false);
  });
});

describe('projectionWrite', () => {
  it('public → the projection, not deleted', () => {
    expect(projectionWrite('b1', { id: 'b1', status: 'active' }, null)).toEqual({
      data: { id: 'b1', status: 'active' },
      deleted: false,
    });
  });
  it('finding N11: no longer public → a tombstone with the id only (the write adds _deleted and serverTimestamp)', () => {
    expect(
      projectionWrite('b1', null, { id: 'b1', status: 'active', price: 5, serverTimestamp: 'ts', _deleted: false }),
    ).toEqual({ data: { id: 'b1' }, deleted: true });
  });
  it('finding N11: a full copy an older release left withdrawn is made a tombstone; a tombstone stays as it is', () => {
    expect(projectionWrite('b1', null, { id: 'b1', make: 'Azimut', serverTimestamp: 'ts', _deleted: true })).toEqual({
      data: { id: 'b1' },
      deleted: true,
    });
    expect(projectionWrite('b1', null, { id: 'b1', serverTimestamp: 'ts', _deleted: true })).toBeNull();
  });
  it("keeps the fields a scoped pull reads by (an owner's lead), and only those", () => {
    const lead = { id: 'l1', boatOwnerId: 'u1', name: 'Ana', serverTimestamp: 'ts', _deleted: false };
    expect(projectionWrite('l1', null, lead, ['boatOwnerId'])).toEqual({
      data: { id: 'l1', boatOwnerId: 'u1' },
      deleted: true,
    });
  });
  it('never public → nothing written (a draft never reaches the public collection); already withdrawn → nothing', () => {
    expect(projectionWrite('b1', null, null)).toBeNull();
    expect(projectionWrite('b1', null, { id: 'b1', _deleted: true })).toBeNull();
  });
});

describe("finding N1: a photo outside the project's bucket and /media/ never reaches the public listing", () => {
  const images = [
    { id: 'i1', url: '/media/boats/azimut-s7-profile-960.webp', isPrimary: true, displayOrder: 1 },
    { id: 'i3', url: STORED, isPrimary: false, displayOrder: 2 },
    { id: 'i4', url: FOREIGN, isPrimary: false, displayOrder: 3 },
    { id: 'i5', url: 'https://cdn.example.com/a.webp', isPrimary: false, displayOrder: 4 },
    {
      id: 'i6',
      url: FOREIGN.replace('https://firebasestorage.googleapis.com', 'http://127.0.0.1:9199'),
      isPrimary: false,
      displayOrder: 5,
    },
  ];
  it("keeps the site's own media and the project's stored photos, in the functions' listing and the demo projection", () => {
    const boat = { ...BOAT, images } as Boat;
    const ids = (listing: { images?: unknown }) => (listing.images as { id: string }[]).map((i) => i.id);
    expect(ids(listingFromBoat('b1', { ...boat }, HOME))).toEqual(['i1', 'i3']);
    expect(ids(publicProjection([boat], [], new Map()).boats[0]!)).toEqual(['i1', 'i3']);
    expect(JSON.stringify(listingFromBoat('b1', { ...boat }, HOME))).not.toContain('attacker-project');
  });
  it("a deployed project's listing takes no photo from the local Storage endpoint", () => {
    const local = STORED.replace('https://firebasestorage.googleapis.com', 'http://127.0.0.1:9199');
    const boat = { ...BOAT, images: [{ id: 'i3', url: local, isPrimary: true, displayOrder: 1 }] };
    expect(listingFromBoat('b1', boat, HOME).images).toHaveLength(1);
    expect(listingFromBoat('b1', boat, { bucket: 'demo-harbour.appspot.com', emulatorOrigin: null }).images).toEqual(
      [],
    );
  });
});
