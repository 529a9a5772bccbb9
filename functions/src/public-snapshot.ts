import type { Firestore } from 'firebase-admin/firestore';
import { LISTINGS, LISTING_FIELDS, PUBLISHED_POSTS, PUBLISHED_POST_FIELDS } from './projections';
import { isLive } from './replication';
import { withDefaults, type DefaultedCollection } from '@harbour/domain/schemas/doc-defaults';

/**
 * GET /public-snapshot.json (Hosting rewrite → `publicSnapshot`): every live document of the public projections
 * (`listings`, `publishedPosts`) in one small JSON response, so a first-time visitor paints the
 * boats and posts before RxDB and the Firestore SDK have downloaded and pulled (src/data/first-visit-snapshot.ts).
 * Each entry has the shape the public RxDB replica will hold once replication has pulled it: the document's fields
 * with its id, without the replication bookkeeping (`serverTimestamp`, `_deleted`).
 */
export interface PublicSnapshotBody {
  boats: Data[];
  posts: Data[];
}

type Data = Record<string, unknown>;
export interface SnapshotDoc {
  id: string;
  data: Data;
}

export const PUBLIC_SNAPSHOT_PATH = '/public-snapshot.json';
export const PUBLIC_SNAPSHOT_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/**
 * Pure: what the replica holds for one projection document (RxDB's firestoreRowToDocData: the data without the
 * server timestamp, `id` = the document id). Kept to the projection's allow-list as well, so a field that should
 * never be public (commissionRate, notes...) cannot leak even from a hand-edited projection document.
 */
export function replicaEntry(doc: SnapshotDoc, fields: readonly string[], entity?: DefaultedCollection): Data {
  const data = entity ? withDefaults(entity, doc.data) : doc.data;
  const out: Data = {};
  for (const key of fields) if (data[key] !== undefined) out[key] = data[key];
  out.id = doc.id;
  return out;
}

/** Pure: the snapshot of the given projection documents: withdrawn ones (`_deleted: true`) left out, sorted by id. */
export function buildPublicSnapshot(listings: SnapshotDoc[], posts: SnapshotDoc[]): PublicSnapshotBody {
  const entries = (docs: SnapshotDoc[], fields: readonly string[], entity: DefaultedCollection) =>
    docs
      .filter((d) => isLive(d.data))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((d) => replicaEntry(d, fields, entity));
  return {
    boats: entries(listings, LISTING_FIELDS, 'boats'),
    posts: entries(posts, PUBLISHED_POST_FIELDS, 'blogPosts'),
  };
}

export async function readPublicSnapshot(db: Firestore): Promise<PublicSnapshotBody> {
  const [listings, posts] = await Promise.all([
    db.collection(LISTINGS).where('_deleted', '==', false).get(),
    db.collection(PUBLISHED_POSTS).where('_deleted', '==', false).get(),
  ]);
  const docs = (snap: typeof listings) => snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  return buildPublicSnapshot(docs(listings), docs(posts));
}
