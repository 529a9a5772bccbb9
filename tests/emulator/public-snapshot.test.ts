import { beforeAll, describe, expect, it } from 'vitest';
import { handleBlogPostWrite, handleBoatWrite, type WriteEvent } from '../../functions/src/triggers';
import { adminSdk } from './admin-sdk';
import { FUNCTIONS_ORIGIN, PROJECT_ID, REGION } from '../../scripts/emulator-env.mjs';
import { noListingHistory } from '@harbour/domain/schemas/boat';

// The publicSnapshot HTTP function as deployed (through the Functions emulator) over projections written by the real
// trigger handlers into the Firestore emulator (each write calls its handler; the deployed trigger runs it too, and it is idempotent).
type Firestore = Parameters<typeof handleBoatWrite>[0];
type Handler = (db: Firestore, event: WriteEvent) => Promise<void>;
type Entry = Record<string, unknown> & { id: string };
interface Body {
  boats: Entry[];
  posts: Entry[];
}

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const url = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/publicSnapshot`;
let db: Firestore;

async function write(
  collection: string,
  id: string,
  data: Record<string, unknown>,
  handler: Handler,
  merge = false,
): Promise<void> {
  const ref = db.collection(collection).doc(id);
  const before = await ref.get();
  await ref.set(data, { merge });
  await handler(db, { id, eventId: unique('evt'), before, after: await ref.get(), now: new Date() });
}

function boat(id: string, status: string) {
  return {
    id,
    year: 2021,
    make: 'Viking',
    model: '54 Convertible',
    type: 'Sportfish',
    condition: 'used',
    price: 2150000,
    length: 54,
    description: 'Tournament ready.',
    location: 'Nassau',
    features: ['Tower'],
    specifications: { beam: '17 ft' },
    status,
    createdAt: '2026-10-01T00:00:00.000Z',
    createdBy: null,
    updatedAt: '2026-10-02T00:00:00.000Z',
    images: [{ id: 'i1', url: '/media/boats/a-960.webp', isPrimary: true, displayOrder: 0 }],
    commissionRate: 5,
    notes: 'admin only',
    serverTimestamp: null,
    _deleted: false,
  };
}

let activeId: string;
let soldId: string;
let postId: string;

beforeAll(async () => {
  db = adminSdk().db as unknown as Firestore;
  activeId = unique('snap-boat');
  soldId = unique('snap-sold');
  postId = unique('snap-post');
  await write('boats', activeId, boat(activeId, 'active'), handleBoatWrite);
  await write('boats', soldId, boat(soldId, 'active'), handleBoatWrite);
  await write('boats', soldId, { status: 'sold' }, handleBoatWrite, true); // listed once, then withdrawn
  await write(
    'blogPosts',
    postId,
    {
      id: postId,
      title: 'Reef Guide',
      slug: unique('reef'),
      excerpt: 'Where to anchor.',
      content: '# Reefs',
      featuredImageUrl: null,
      status: 'published',
      tags: ['guides'],
      publishedAt: '2026-10-03T00:00:00.000Z',
      viewCount: 2,
      authorId: null,
      createdAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-10-03T00:00:00.000Z',
      serverTimestamp: null,
      _deleted: false,
    },
    handleBlogPostWrite,
  );
  await fetch(url); // the function's runtime starts on first use
}, 60_000);

async function snapshot(): Promise<{ res: Response; body: Body }> {
  const res = await fetch(url);
  return { res, body: (await res.json()) as Body };
}

describe('publicSnapshot (GET /public-snapshot.json)', () => {
  it('answers the live listings and published posts as the public replica holds them, cacheable', async () => {
    const { res, body } = await snapshot();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const {
      commissionRate: _c,
      notes: _n,
      serverTimestamp: _s,
      _deleted: _d,
      ...publicFields
    } = boat(activeId, 'active');
    // With the listing-truth fields the projection gives a boat written before them (their defaults; the status
    // history is never public).
    const { statusHistory: _h, ...truth } = noListingHistory();
    expect(body.boats.find((b) => b.id === activeId)).toEqual({
      ...publicFields,
      ...truth,
      particulars: {},
      videoUrl: null,
      documents: [],
    });
    expect(body.posts.find((p) => p.id === postId)).toMatchObject({
      title: 'Reef Guide',
      viewCount: 2,
      status: 'published',
    });
  });

  it('a sold (withdrawn) listing is left out; commission and replication fields never appear', async () => {
    const { body } = await snapshot();
    expect(body.boats.map((b) => b.id)).not.toContain(soldId);
    for (const entry of [...body.boats, ...body.posts]) {
      expect(entry).not.toHaveProperty('commissionRate');
      expect(entry).not.toHaveProperty('serverTimestamp');
      expect(entry).not.toHaveProperty('_deleted');
      expect(typeof entry.id).toBe('string');
    }
  });

  it('the order is stable (by id), so the response is the same bytes until the data changes', async () => {
    const first = await fetch(url).then((r) => r.text());
    const second = await fetch(url).then((r) => r.text());
    expect(second).toBe(first);
    const ids = (JSON.parse(first) as Body).boats.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finding 13: kept between requests, yet a boat listed since is in the next answer', async () => {
    const first = (await snapshot()).body;
    const laterId = unique('snap-later');
    await write('boats', laterId, boat(laterId, 'active'), handleBoatWrite);
    const next = (await snapshot()).body;
    expect(first.boats.map((b) => b.id)).not.toContain(laterId);
    expect(next.boats.map((b) => b.id)).toContain(laterId);
    await write('boats', laterId, { status: 'sold' }, handleBoatWrite, true);
    expect((await snapshot()).body.boats.map((b) => b.id)).not.toContain(laterId);
  });

  it('finding 13: a query string is sent to the one address, without building anything', async () => {
    const res = await fetch(`${url}?bust=${unique('q')}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/public-snapshot.json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('anything but GET → 405', async () => {
    const res = await fetch(url, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});
