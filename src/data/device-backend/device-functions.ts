import { combineLatest, debounceTime, startWith } from 'rxjs';
import type { PublicDatabase, VisitorDatabase } from '../public-database';
import type { Boat } from '../schemas/boat';
import type { BlogPost } from '../schemas/blog-post';
import { addView, viewCountId, type ViewCount } from '../schemas/view-count';
import { markDelivered, outboxChanges$, pendingRecords } from '../visitor/outbox';
import { PROJECTION_SETTING, readSetting, writeSetting } from '../visitor/settings';
import type { DeviceBackend } from './device-backend';
import type { PortalCollectionName } from './backend-db';
import { publicProjection } from '../seed/demo-snapshot';
import { keepPublicSiteSettings } from '../site/public-site-settings';
import { SITE_SETTINGS_ID } from '../schemas/site-settings';
import { logError } from '@/lib/log';
import { online$ } from '../online';
import { retrySoon } from '@/lib/retry-soon';

async function liveDocs<T>(backend: DeviceBackend, collection: PortalCollectionName): Promise<T[]> {
  const rows = await backend.db.rows
    .where('[collection+serverTs]')
    .between([collection, -Infinity], [collection, Infinity])
    .toArray();
  return rows.filter((r) => !r.deleted).map((r) => r.doc as T);
}

interface Projected {
  instance: string;
  serverTs: number;
  /** The public schemas' versions it was written under: a schema change drops the cached boats and posts. */
  schemas?: string;
}

/** Pure: the schema versions of the public cache, as the projection marker records them. */
export function publicSchemasOf(publicDb: Pick<PublicDatabase, 'boats' | 'blogPosts'>): string {
  return `boats@${publicDb.boats.schema.version},blogPosts@${publicDb.blogPosts.schema.version}`;
}

/** Where the public database's projection stands: which backend (instance id) up to which server write. */
async function projectedFrom(publicDb: PublicDatabase): Promise<Projected | null> {
  const entry = await readSetting(publicDb, PROJECTION_SETTING);
  try {
    return entry ? (JSON.parse(entry) as Projected) : null;
  } catch {
    return null;
  }
}

/**
 * Device-only mode's "function" that keeps the public database equal to the public projection of the backend (and
 * the site's settings equal to the backend's).
 * Incremental: only backend writes since the last projection are applied (a full rebuild only the first time,
 * or when the backend was recreated), so opening a page does not re-copy every boat.
 */
export async function syncPublicProjection(backend: DeviceBackend, publicDb: PublicDatabase): Promise<void> {
  const instance = String((await backend.db.meta.get('instanceId'))?.value ?? '');
  const latest = Number((await backend.db.meta.get('serverTs'))?.value ?? 0);
  const schemas = publicSchemasOf(publicDb);
  const stored = await projectedFrom(publicDb);
  // A schema change dropped the cache (collection-migrations.ts 'refetch'): project everything again.
  const from = stored && stored.instance === instance && stored.schemas === schemas ? stored : null;
  if (from && from.serverTs >= latest) return;
  if (!from) {
    const [boats, posts, counts] = await Promise.all([
      liveDocs<Boat>(backend, 'boats'),
      liveDocs<BlogPost>(backend, 'blogPosts'),
      liveDocs<ViewCount>(backend, 'viewCounts'),
    ]);
    const projection = publicProjection(boats, posts, new Map(counts.map((c) => [c.id, c])));
    await replaceAll(publicDb.boats, projection.boats);
    await replaceAll(publicDb.blogPosts, projection.posts);
  } else {
    await applyChangesSince(backend, publicDb, from.serverTs);
  }
  // The site's settings are public as they are (firestore.rules): the device keeps the backend's copy.
  await keepPublicSiteSettings(publicDb, await backend.read('siteSettings', SITE_SETTINGS_ID));
  const marker: Projected = { instance, serverTs: latest, schemas };
  await writeSetting(publicDb, PROJECTION_SETTING, JSON.stringify(marker));
}

async function changedRows(backend: DeviceBackend, collection: PortalCollectionName, since: number) {
  return backend.db.rows
    .where('[collection+serverTs]')
    .between([collection, since], [collection, Infinity], false, true)
    .toArray();
}

async function applyChangesSince(backend: DeviceBackend, publicDb: PublicDatabase, since: number) {
  const [boatRows, postRows, countRows] = await Promise.all([
    changedRows(backend, 'boats', since),
    changedRows(backend, 'blogPosts', since),
    changedRows(backend, 'viewCounts', since),
  ]);
  const postIds = new Set([
    ...postRows.map((r) => r.id),
    ...countRows.filter((r) => r.id.startsWith('post:')).map((r) => r.id.slice(5)),
  ]);
  const posts: BlogPost[] = [];
  const counts = new Map<string, ViewCount>();
  for (const id of postIds) {
    const post = await backend.read<BlogPost>('blogPosts', id);
    const count = await backend.read<ViewCount>('viewCounts', `post:${id}`);
    if (post) posts.push(post);
    if (count) counts.set(count.id, count);
  }
  const boats = boatRows.filter((r) => !r.deleted).map((r) => r.doc as unknown as Boat);
  const projection = publicProjection(boats, posts, counts);
  const keepBoats = new Set(projection.boats.map((b) => b.id));
  const keepPosts = new Set(projection.posts.map((p) => p.id));
  if (projection.boats.length) await publicDb.boats.bulkUpsert(projection.boats);
  if (projection.posts.length) await publicDb.blogPosts.bulkUpsert(projection.posts);
  const goneBoats = boatRows.map((r) => r.id).filter((id) => !keepBoats.has(id));
  const gonePosts = [...postIds].filter((id) => !keepPosts.has(id));
  if (goneBoats.length) await publicDb.boats.bulkRemove(goneBoats);
  if (gonePosts.length) await publicDb.blogPosts.bulkRemove(gonePosts);
}

async function replaceAll<T extends { id: string }>(
  collection: {
    find(): { exec(): Promise<{ id: string; toJSON(): unknown; remove(): Promise<unknown> }[]> };
    bulkUpsert(docs: T[]): Promise<unknown>;
  },
  wanted: T[],
) {
  const wantedIds = new Set(wanted.map((d) => d.id));
  const existing = await collection.find().exec();
  const byId = new Map(existing.map((d) => [d.id, JSON.stringify(d.toJSON())]));
  const changed = wanted.filter((d) => byId.get(d.id) !== JSON.stringify(d));
  if (changed.length) await collection.bulkUpsert(changed);
  await Promise.all(existing.filter((d) => !wantedIds.has(d.id)).map((d) => d.remove()));
}

/**
 * Device-only mode's delivery of what visitors sent: each inquiry becomes a lead in the backend (with the
 * boat's owner attached, as the real function does) and each view bumps the item's counter. Returns how
 * many outbox documents were delivered. Only called while the browser is online.
 */
export async function deliverOutbox(
  backend: DeviceBackend,
  publicDb: VisitorDatabase,
  now: () => Date = () => new Date(),
): Promise<number> {
  let count = 0;
  for (const record of await pendingRecords(publicDb, 'inquiry')) {
    const lead = record.toMutableJSON().inquiry!;
    const boat = lead.boatId ? await backend.read<Boat>('boats', lead.boatId) : null;
    if (!(await backend.read('inquiries', lead.id)))
      await backend.serverWrite('inquiries', { ...lead, boatOwnerId: boat?.createdBy ?? null });
    await markDelivered(record, now());
    count++;
  }
  for (const record of await pendingRecords(publicDb, 'view')) {
    const view = record.view!;
    const counterId = viewCountId(view.itemType, view.itemId);
    const boat = view.itemType === 'boat' ? await backend.read<Boat>('boats', view.itemId) : null;
    await backend.serverUpdate(
      'viewCounts',
      counterId,
      (current) => {
        const base = (current as ViewCount | null) ?? {
          id: counterId,
          itemType: view.itemType,
          itemId: view.itemId,
          ownerId: boat?.createdBy ?? null,
          total: 0,
          daily: {},
          updatedAt: view.createdAt,
        };
        return addView(base, new Date(view.createdAt)) as unknown as Record<string, unknown>;
      },
      `view:${view.id}`,
    );
    await markDelivered(record, now());
    count++;
  }
  return count;
}

/** Runs `job` in ONE tab at a time (a Web Lock named `lock`), like a single server would; when that tab closes another takes over. */
function inOneTab(lock: string, job: () => () => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.locks) return job();
  let stop: (() => void) | null = null;
  let release: (() => void) | null = null;
  let cancelled = false;
  void navigator.locks.request(lock, () => {
    if (cancelled) return undefined;
    stop = job();
    return new Promise<void>((resolve) => (release = resolve));
  });
  return () => {
    cancelled = true;
    stop?.();
    release?.();
  };
}

function hasPublicCache(db: PublicDatabase | VisitorDatabase): db is PublicDatabase {
  return 'boats' in db && 'blogPosts' in db;
}

/**
 * Runs the device backend's functions: delivery of what visitors sent while online, and, where the page holds the
 * public cache (a public page), the projection on every backend change. Each in one tab at a time: a portal page
 * delivers but does not project, so the projection is a lock of its own that only public pages wait for.
 */
export function startDeviceFunctions(backend: DeviceBackend, publicDb: PublicDatabase | VisitorDatabase): () => void {
  const stops = [inOneTab('harbour-device-delivery', () => runDelivery(backend, publicDb))];
  if (hasPublicCache(publicDb))
    stops.push(inOneTab('harbour-device-projection', () => runProjection(backend, publicDb)));
  return () => stops.forEach((stop) => stop());
}

function serially(context: string) {
  let queue = Promise.resolve();
  return (job: () => Promise<unknown>) => {
    queue = queue.then(async () => void (await job())).catch((error: unknown) => logError(context, error));
  };
}

function runProjection(backend: DeviceBackend, publicDb: PublicDatabase): () => void {
  const run = serially('public projection');
  const sub = backend.changes$
    .pipe(startWith(undefined), debounceTime(50))
    .subscribe(() => run(() => syncPublicProjection(backend, publicDb)));
  return () => sub.unsubscribe();
}

function runDelivery(backend: DeviceBackend, publicDb: VisitorDatabase): () => void {
  const run = serially('device delivery');
  let cancelRetry = () => {};
  // Delivered only while the backend can be reached, as a lead sent to Firestore is: "online" alone is not proof of a
  // network (network-reachable.ts); without one it is tried again soon, and at once on every change.
  const attempt = (n: number) =>
    run(async () => {
      cancelRetry();
      if (await backend.isReachable()) await deliverOutbox(backend, publicDb);
      else cancelRetry = retrySoon(n, () => attempt(n + 1));
    });
  const sub = combineLatest([online$(), outboxChanges$(publicDb)]).subscribe(([online]) => {
    if (online) attempt(0);
  });
  return () => {
    sub.unsubscribe();
    cancelRetry();
  };
}
