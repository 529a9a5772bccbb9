import type { Boat } from './schemas/boat';
import type { BlogPost } from './schemas/blog-post';
import type { DemoData } from './seed/demo-data';
import { backendMode } from './backend-config';
import { fetchDemoData, hasDemoSeededHint } from './device-backend/load-demo-data';
import { publicProjection } from './device-backend/public-projection';
import { logError } from '@/lib/log';

/** What the public pages can show before the database is open. */
export interface PublicSnapshot {
  boats: Boat[];
  posts: BlogPost[];
}

/** Pure: the public projection of the demo business, exactly what the device backend will project into the database. */
export function snapshotOf(data: DemoData): PublicSnapshot {
  const { boats, posts } = publicProjection(data.boats, data.blogPosts, new Map(data.viewCounts.map((c) => [c.id, c])));
  return { boats, posts };
}

let snapshot: Promise<PublicSnapshot | null> | null = null;
let settled: PublicSnapshot | null = null;

/**
 * A device's first visit in device-only mode: the database is empty and will be filled from the demo data (the
 * "server response", preloaded by index.html). The public pages paint from that same data at once instead of
 * waiting for the database code to download, open, seed and project; the live query takes over when it answers.
 * Null on every other visit (the device holds the data) and in Firebase mode (the data comes from Firestore).
 */
export function firstVisitSnapshot(): Promise<PublicSnapshot | null> {
  snapshot ??=
    backendMode() === 'device' && !hasDemoSeededHint()
      ? fetchDemoData().then(
          (data) => (settled = snapshotOf(data)),
          (error: unknown) => {
            logError('first-visit snapshot', error);
            return null;
          },
        )
      : Promise.resolve(null);
  return snapshot;
}

/** The snapshot if it has already arrived (so a page rendered later does not flash its skeleton). */
export function settledSnapshot(): PublicSnapshot | null {
  return settled;
}
