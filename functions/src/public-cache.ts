import type { Firestore } from 'firebase-admin/firestore';
import { LISTINGS, PUBLISHED_POSTS } from './projections';
import { SERVER_TIMESTAMP_FIELD } from './replication';

/**
 * What the public pages built from whole collections (the snapshot, the sitemap, the rendered /boats) cost per request.
 * Finding 13: every cache miss, and any query string the CDN treats as a new address, read every listing and post.
 * Now an instance keeps what it built and rebuilds only when the projections changed: one document of each collection
 * (the newest serverTimestamp: every projection write sets it, withdrawals too) says whether they did.
 */
export async function publicVersion(db: Firestore): Promise<string> {
  const newest = await Promise.all(
    [LISTINGS, PUBLISHED_POSTS].map((name) =>
      db.collection(name).orderBy(SERVER_TIMESTAMP_FIELD, 'desc').limit(1).get(),
    ),
  );
  return newest
    .map((snap) => {
      const doc = snap.docs[0];
      const stamp = doc?.get(SERVER_TIMESTAMP_FIELD) as { toMillis?: () => number } | null | undefined;
      return doc ? `${doc.id}@${stamp?.toMillis?.() ?? ''}` : '-';
    })
    .join('|');
}

/**
 * `build` kept per public version: while the projections are unchanged, callers get the value built last; concurrent
 * callers after a change share one build. `version` is injectable for tests.
 */
export function cachedByPublicVersion<T>(
  build: (db: Firestore) => Promise<T>,
  version: (db: Firestore) => Promise<string> = publicVersion,
): (db: Firestore) => Promise<T> {
  let kept: { version: string; value: Promise<T> } | null = null;
  return async (db) => {
    const current = await version(db);
    if (kept?.version !== current) {
      const value = build(db);
      kept = { version: current, value };
      // A failed build is not kept: the next caller tries again.
      value.catch(() => {
        if (kept?.value === value) kept = null;
      });
    }
    return kept.value;
  };
}
